import fs from 'node:fs';
import path from 'node:path';
import { CONTENT_SLUGS } from '@vsp/contract';
import { bindModels, createKnex, migrateLatest, migrateRollbackAll } from '@vsp/db';
import type { Knex } from 'knex';
import { databaseUrl, onServer, uniqueDatabaseName } from './database';
import { ROOT, startBff, waitUntilReady, type BffProcess } from './processes';

/** Replicas of a deployment start together on an empty PostgreSQL database: one migrates and seeds, all serve. */
const REPLICAS = 3;

let name: string;
let db: Knex;
let replicas: BffProcess[] = [];

beforeEach(async () => {
  name = uniqueDatabaseName('vsp_replicas');
  await onServer(`create database "${name}"`);
  db = createKnex({ databaseUrl: databaseUrl(name), poolMax: 2 });
  bindModels(db);
});

afterEach(async () => {
  await Promise.all(replicas.map((replica) => replica.stop()));
  replicas = [];
  await db.destroy();
  await onServer(`drop database if exists "${name}" with (force)`);
});

const count = async (table: string) => Number((await db(table).count('* as n').first())!.n);

it('brings up every replica started at once on an empty database, with the schema and the seeds made once', async () => {
  const env = { DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: 'replica-admin-password', DATABASE_POOL_MAX: '3' };
  replicas = await Promise.all(Array.from({ length: REPLICAS }, () => startBff(env)));
  await Promise.all(replicas.map((replica) => waitUntilReady(replica, 90_000)));

  for (const replica of replicas) expect((await fetch(`${replica.base}/readyz`)).status).toBe(200);
  const migrationFiles = fs.readdirSync(path.join(ROOT, 'db', 'migrations')).filter((file) => /^\d+_.*\.js$/.test(file));
  expect(await count('knex_migrations')).toBe(migrationFiles.length);
  expect(await count('users')).toBe(1);
  expect(await count('content_pages')).toBe(CONTENT_SLUGS.length);
  expect(await count('site_config')).toBe(1);
  expect(await count('server_secrets')).toBe(1);
  expect(await db('knex_migrations_lock').first()).toMatchObject({ isLocked: 0 });
  for (const replica of replicas) expect(replica.output()).not.toMatch(/"level":(50|60)/);
}, 120_000);

it('starts at once after a migrator was killed mid-migration and left knex\'s lock row set', async () => {
  await migrateLatest(db);
  await migrateRollbackAll(db);
  await db('knex_migrations_lock').update({ is_locked: 1 });

  const started = Date.now();
  replicas = [await startBff({ DATABASE_URL: databaseUrl(name), ADMIN_PASSWORD: 'replica-admin-password' })];
  await waitUntilReady(replicas[0], 30_000);
  expect(Date.now() - started).toBeLessThan(30_000);
  expect(await count('knex_migrations')).toBeGreaterThan(0);
  expect(await count('users')).toBe(1);
}, 60_000);
