import Hapi from '@hapi/hapi';
import { createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { databaseUrl, onServer, uniqueDatabaseName } from '../../test/database';
import { embeddedVacuumPlugin } from './embedded-vacuum';

/*
 * The plugin's wiring: while the server runs it looks at the embedded database's tables every
 * interval and vacuums those due (which tables are due is vacuumWhereDue's, tested beside it); a
 * server stopping waits for a look under way; on PostgreSQL it runs nothing, the server's own
 * autovacuum does the work.
 */

const LOOK_EVERY_MS = 20;

async function serverOn(db: Knex): Promise<{ server: Hapi.Server; logged: string[][] }> {
  const server = Hapi.server({ port: 0, host: '127.0.0.1' });
  server.app.db = db;
  const logged: string[][] = [];
  server.events.on('log', (event) => logged.push(event.tags));
  await server.register({ plugin: embeddedVacuumPlugin, options: { lookEveryMs: LOOK_EVERY_MS } });
  return { server, logged };
}

const until = async (done: () => Promise<boolean>): Promise<void> => {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, LOOK_EVERY_MS));
};

const settled = (promise: Promise<unknown>): Promise<boolean> =>
  Promise.race([promise.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10 * LOOK_EVERY_MS))]);

describe('on the embedded database', () => {
  let db: Knex;
  beforeEach(async () => {
    db = createKnex({ dataDir: null });
    await db.raw('create table readings (id int primary key, reading int not null)');
    // Past the 1,000 inserted rows plus a fifth after which a table is vacuumed.
    await db.raw('insert into readings select g, g % 7 from generate_series(1, 1001) g');
    await db.raw('select pg_stat_force_next_flush()');
  });
  afterEach(() => db.destroy());

  const vacuumed = async (): Promise<boolean> =>
    (await db.raw(`select last_vacuum is not null and last_analyze is not null as done from pg_stat_user_tables where relname = 'readings'`)).rows[0].done;

  it('vacuums and analyses a table that is due once the server has started, and logs it', async () => {
    const { server, logged } = await serverOn(db);
    await new Promise((resolve) => setTimeout(resolve, 5 * LOOK_EVERY_MS));
    expect(await vacuumed()).toBe(false);
    await server.start();
    try {
      await until(vacuumed);
      expect(logged).toContainEqual(['database', 'vacuum']);
    } finally {
      await server.stop();
    }
  });

  it('has a stopping server wait for the look under way', async () => {
    const { server } = await serverOn(db);
    await server.start();
    // The embedded database has one connection: while this transaction holds it, a look waits.
    const holding = await db.transaction();
    await new Promise((resolve) => setTimeout(resolve, 5 * LOOK_EVERY_MS));
    const stopping = server.stop();
    expect(await settled(stopping)).toBe(false);
    await holding.commit();
    await stopping;
    expect(await vacuumed()).toBe(true);
  });
});

describe('on PostgreSQL', () => {
  const name = uniqueDatabaseName('vsp_embedded_vacuum');
  let db: Knex;
  beforeAll(async () => {
    await onServer(`create database ${name}`);
    db = createKnex({ databaseUrl: databaseUrl(name) });
  });
  afterAll(async () => {
    await db.destroy();
    await onServer(`drop database ${name}`);
  });

  it('runs nothing: the server has its own autovacuum', async () => {
    const queries: string[] = [];
    db.on('query', (query: { sql: string }) => queries.push(query.sql));
    const { server, logged } = await serverOn(db);
    await server.start();
    await new Promise((resolve) => setTimeout(resolve, 10 * LOOK_EVERY_MS));
    await server.stop();
    expect(queries).toEqual([]);
    expect(logged).toEqual([]);
  });
});
