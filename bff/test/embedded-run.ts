/**
 * Prints, as JSON, the analysis answers of a fresh in-memory embedded database (PGlite) holding the
 * analysis fixture. The analysis module's embedded.test.ts runs it in a child process, since
 * PGlite cannot load inside Jest's module sandbox, and compares the answers with PostgreSQL's.
 */
import { createKnex, prepareDatabase } from '@vsp/db';
import { createAnalysisFixture } from './analysis-fixture';
import { analysisAnswers } from './embedded-answers';

async function main(): Promise<void> {
  const db = createKnex({ dataDir: null });
  try {
    await prepareDatabase(db, { adminUsername: 'admin', adminPassword: 'embedded-admin-password', log: () => undefined });
    await createAnalysisFixture(db);
    process.stdout.write(JSON.stringify(await analysisAnswers(db)));
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
