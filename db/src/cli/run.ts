import type { Knex } from 'knex';
import { createKnex } from '../connection';
import { openDatabaseServer } from '../database-server';
import { databaseConfigFromEnv } from '../env';
import { bindModels } from '../bind';

/**
 * Opens the configured database (starting the embedded PostgreSQL when there is no DATABASE_URL),
 * runs the task, closes the database, and exits non-zero on failure.
 */
export function runWithDatabase(task: (knex: Knex) => Promise<void>): void {
  const config = databaseConfigFromEnv();
  openDatabaseServer(config)
    .then(async (server) => {
      console.log(`Database: ${server.description}`);
      const knex = createKnex({ databaseUrl: server.url, poolMax: config.poolMax });
      bindModels(knex);
      try {
        await task(knex);
      } finally {
        await knex.destroy();
        await server.stop();
      }
    })
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
