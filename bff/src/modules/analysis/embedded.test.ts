import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAnalysisFixture } from '../../../test/analysis-fixture';
import { analysisAnswers } from '../../../test/embedded-answers';
import { startTestServer } from '../../../test/server';

const TSX = path.resolve(__dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx');
const EMBEDDED_RUN = path.resolve(__dirname, '..', '..', '..', 'test', 'embedded-run.ts');

// The embedded database is the default without DATABASE_URL: it must run the same queries with the same answers.
it('answers the analysis, results and export reads on the embedded database as on PostgreSQL', async () => {
  const embedded = promisify(execFile)(TSX, [EMBEDDED_RUN], { maxBuffer: 16 * 1024 * 1024 });
  const postgres = await startTestServer();
  try {
    await createAnalysisFixture(postgres.db);
    const expected = await analysisAnswers(postgres.db);
    expect(expected).toMatchObject({ random: { created: 12 }, scoresPage: { total: 20 } });
    // Event A's results: Vendor 2 (3 on Q1, 5 on Q2, only a No Vote on Q5) weighs (3 + 5) / 2; Vendor 1 (4, 2, 2.5) 8.5 / 3.
    expect(expected).toMatchObject({ results: { ranking: { vendors: [{ name: 'Vendor 2', rank: 1, weightedScore: 4 }, { name: 'Vendor 1', rank: 2 }] } } });
    expect(JSON.parse((await embedded).stdout)).toEqual(expected);
  } finally {
    await postgres.close();
  }
}, 60_000);
