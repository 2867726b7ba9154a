import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { createAnalysisFixture } from '../../../test/analysis-fixture';
import { analysisAnswers } from '../../../test/embedded-answers';
import { startTestServer } from '../../../test/server';

const TSX = path.resolve(__dirname, '..', '..', '..', '..', 'node_modules', '.bin', 'tsx');
const EMBEDDED_RUN = path.resolve(__dirname, '..', '..', '..', 'test', 'embedded-run.ts');

// The embedded database is the default without DATABASE_URL: it must run the same queries with the same answers.
it('answers the analysis and export reads on the embedded database as on PostgreSQL', async () => {
  const embedded = promisify(execFile)(TSX, [EMBEDDED_RUN], { maxBuffer: 16 * 1024 * 1024 });
  const postgres = await startTestServer();
  try {
    await createAnalysisFixture(postgres.db);
    const expected = await analysisAnswers(postgres.db);
    expect(expected).toMatchObject({ random: { created: 12 }, scoresPage: { total: 20 }, totalsAfterRandom: { drift: [] } });
    expect(JSON.parse((await embedded).stdout)).toEqual(expected);
  } finally {
    await postgres.close();
  }
}, 60_000);
