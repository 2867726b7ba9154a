import type { Knex } from 'knex';
import pg from 'pg';
import { seedBase, type BaseSeedOptions } from '../seeds/base';
import { migrateLatest, MIGRATIONS_LOCK_TABLE } from './migrate';

/** The advisory lock every replica takes before migrating and seeding, so they run one at a time. */
export const PREPARE_LOCK_KEY = 7_340_000;

/** How long a replica waits for another one that is migrating before it gives up (and is restarted). */
const LOCK_WAIT_MS = 5 * 60_000;

/**
 * A connection of its own, outside the pool: the lock is held by this session, so when a replica is
 * killed mid-migration its connection dies and PostgreSQL releases the lock for the next one.
 */
async function holdPrepareLock(knex: Knex): Promise<pg.Client> {
  const client = new pg.Client(knex.client.connectionSettings as pg.ClientConfig);
  // A dropped connection is reported by the queries of the migration itself; it must not end the process.
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query(`set lock_timeout = ${LOCK_WAIT_MS}`);
    await client.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    return client;
  } catch (error) {
    await client.end();
    if (error instanceof Error && 'code' in error && error.code === '55P03') {
      throw new Error(`Another process has held the database migration lock for over ${LOCK_WAIT_MS / 60_000} minutes; is a migration stuck?`, {
        cause: error,
      });
    }
    throw error;
  }
}

/**
 * knex's own lock row stays set when a migrator dies outside a transaction. Whoever holds the
 * advisory lock is the only migrator there can be, so a set row is stale and is cleared.
 */
async function clearStaleMigrationLock(knex: Knex): Promise<void> {
  if (await knex.schema.hasTable(MIGRATIONS_LOCK_TABLE)) {
    await knex(MIGRATIONS_LOCK_TABLE).update({ is_locked: 0 });
  }
}

async function migrateAndSeed(knex: Knex, seed: BaseSeedOptions): Promise<string[]> {
  const applied = await migrateLatest(knex);
  await seedBase(knex, seed);
  return applied;
}

/** Migrations then base seeds; replicas starting together take turns under one advisory lock. */
export async function prepareDatabase(knex: Knex, seed: BaseSeedOptions): Promise<string[]> {
  const lock = await holdPrepareLock(knex);
  try {
    await clearStaleMigrationLock(knex);
    return await migrateAndSeed(knex, seed);
  } finally {
    await lock.end();
  }
}
