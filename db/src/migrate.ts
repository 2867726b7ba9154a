import path from 'node:path';
import type { Knex } from 'knex';

const MIGRATIONS = {
  directory: path.join(__dirname, '..', 'migrations'),
  loadExtensions: ['.js'],
};

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest(MIGRATIONS)) as [number, string[]];
  return applied;
}

export async function migrateRollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(MIGRATIONS, true);
}
