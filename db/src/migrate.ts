import path from 'node:path';
import type { Knex } from 'knex';

/** The table where knex marks a migration as running. */
export const MIGRATIONS_LOCK_TABLE = 'knex_migrations_lock';

/**
 * The migrations are plain JavaScript read at run time from this package's folder, found through
 * its package.json, so they stay reachable when the server runs as one bundled file.
 */
const MIGRATIONS = {
  directory: path.join(path.dirname(require.resolve('@vsp/db/package.json')), 'migrations'),
  loadExtensions: ['.js'],
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(MIGRATIONS)) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(MIGRATIONS, true);
}
