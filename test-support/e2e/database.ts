import { bindModels, createKnex } from '@vsp/db';

type Database = ReturnType<typeof createKnex>;

/**
 * Runs a task against the run's database (set up by the global setup). Only the e2e support's data
 * helpers use it: specs call those helpers and never reach for the models themselves.
 */
export async function withDatabase<T>(task: (db: Database) => Promise<T>): Promise<T> {
  const db = createKnex({ databaseUrl: process.env.E2E_DATABASE_URL!, poolMax: 2 });
  bindModels(db);
  try {
    return await task(db);
  } finally {
    await db.destroy();
  }
}
