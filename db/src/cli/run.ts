import type { Knex } from 'knex';
import { createKnex, describeDatabase } from '../connection';
import { databaseConfigFromEnv } from '../env';
import { bindModels } from '../bind';

/** Opens the configured database, runs the task, closes the database, and exits non-zero on failure. */
export function runWithDatabase(task: (knex: Knex) => Promise<void>): void {
  const config = databaseConfigFromEnv();
  const knex = createKnex(config);
  bindModels(knex);
  console.log(`Database: ${describeDatabase(config)}`);
  task(knex)
    .then(() => knex.destroy())
    .catch(async (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      await knex.destroy();
      process.exitCode = 1;
    });
}
