import type { Knex } from 'knex';
import pg from 'pg';
import { scratchDatabase } from '../test/scratch-database';
import { migrateLatest, migrateRollbackAll, MIGRATIONS_LOCK_TABLE } from './migrate';
import { prepareDatabase, PREPARE_LOCK_KEY } from './prepare';

const SEED = { adminUsername: 'admin', adminPassword: 'prepare-test-password', log: () => undefined };

let scratch: { db: Knex; drop(): Promise<void> };

beforeEach(async () => {
  scratch = await scratchDatabase();
});
afterEach(() => scratch.drop());

async function appliedMigrations(db: Knex): Promise<number> {
  if (!(await db.schema.hasTable('knex_migrations'))) return 0;
  return Number((await db('knex_migrations').count('* as n').first())!.n);
}

it('clears the lock row a migrator killed mid-migration left behind, instead of waiting for it', async () => {
  await migrateLatest(scratch.db);
  const migrations = await appliedMigrations(scratch.db);
  await migrateRollbackAll(scratch.db);
  // What a migrator that died outside a transaction leaves: knex's tables, marked as migrating.
  await scratch.db(MIGRATIONS_LOCK_TABLE).update({ is_locked: 1 });

  const started = Date.now();
  await prepareDatabase(scratch.db, SEED);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(await appliedMigrations(scratch.db)).toBe(migrations);
  expect(await scratch.db(MIGRATIONS_LOCK_TABLE).first()).toMatchObject({ isLocked: 0 });
});

it('waits while another process holds the migration lock, and goes on as soon as that process dies', async () => {
  const settings = scratch.db.client.connectionSettings as pg.ClientConfig;
  const holder = new pg.Client(settings);
  holder.on('error', () => undefined);
  await holder.connect();
  await holder.query('select pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);

  let finished = false;
  const preparing = prepareDatabase(scratch.db, SEED).then(() => (finished = true));
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  expect(finished).toBe(false);
  expect(await appliedMigrations(scratch.db)).toBe(0);

  // The holder's process is killed: its socket closes without unlocking.
  (holder as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
  await preparing;
  expect(await appliedMigrations(scratch.db)).toBeGreaterThan(0);
  expect(await scratch.db('users').count('* as n').first()).toEqual({ n: '1' });
});

it('leaves no lock held once done, so the next start goes straight through', async () => {
  await prepareDatabase(scratch.db, SEED);
  // Advisory locks belong to a database: the server's other databases (other tests preparing theirs meanwhile) do not count.
  const locks = await scratch.db.raw(
    `select count(*)::int as n from pg_locks
     where locktype = 'advisory' and objid = ? and database = (select oid from pg_database where datname = current_database())`,
    [PREPARE_LOCK_KEY],
  );
  expect(locks.rows[0].n).toBe(0);
  await prepareDatabase(scratch.db, SEED);
});
