import type { Knex } from 'knex';
import { createKnex } from '../connection';
import { vacuumWhereDue, type TableUpkeep } from './vacuum';

/*
 * The embedded database has no autovacuum of its own; vacuumWhereDue stands in for it, by
 * PostgreSQL's own thresholds: 50 rows changed plus a tenth of the table for an analysis, 50 dead
 * rows plus a fifth for a vacuum, 1,000 rows inserted plus a fifth for a vacuum.
 */

let db: Knex;
beforeAll(() => {
  db = createKnex({ dataDir: null });
});
afterAll(() => db.destroy());
beforeEach(() => db.raw('create table readings (id int primary key, reading int not null)'));
afterEach(() => db.raw('drop table readings'));

/** What the look gave the table of these tests (the catalogs have their own thresholds, and may be due too). */
const readings = async (): Promise<TableUpkeep[]> => (await vacuumWhereDue(db)).filter((upkeep) => upkeep.table === 'readings');

/** Runs `sql` and has its counts reach the statistics now, not within the second the database otherwise takes. */
async function change(sql: string, bindings: readonly Knex.RawBinding[] = []): Promise<void> {
  await db.raw(sql, bindings);
  await db.raw('select pg_stat_force_next_flush()');
}

const insert = (from: number, to: number) => change('insert into readings select g, g % 7 from generate_series(?::int, ?::int) g', [from, to]);
const update = (lastId: number) => change('update readings set reading = reading + 1 where id <= ?', [lastId]);

async function standing(): Promise<{ analysed: boolean; vacuumed: boolean; changed: number; dead: number }> {
  const [row] = (
    await db.raw(`select last_analyze is not null as analysed, last_vacuum is not null as vacuumed, n_mod_since_analyze::int as changed, n_dead_tup::int as dead
      from pg_stat_user_tables where relname = 'readings'`)
  ).rows;
  return row;
}

it('finds nothing due in a database where nothing changed', async () => {
  expect(await readings()).toEqual([]);
  expect(await standing()).toEqual({ analysed: false, vacuumed: false, changed: 0, dead: 0 });
});

it('analyses a table once more rows changed than its threshold, and not again until more do', async () => {
  await insert(1, 40);
  expect(await readings()).toEqual([]);
  await insert(41, 60);
  expect(await readings()).toEqual([{ table: 'readings', vacuum: false, analyze: true }]);
  expect(await standing()).toMatchObject({ analysed: true, vacuumed: false, changed: 0 });
  // Now 60 rows: the next analysis waits for 50 + 6 changes.
  await update(56);
  expect(await readings()).toEqual([]);
  await change('update readings set reading = reading + 1 where id = 57');
  // 57 dead rows, under the 50 + 12 a vacuum waits for.
  expect(await readings()).toEqual([{ table: 'readings', vacuum: false, analyze: true }]);
});

it('vacuums a table whose updates left more dead rows than its threshold, or after many inserts', async () => {
  await insert(1, 1001);
  expect(await readings()).toEqual([{ table: 'readings', vacuum: true, analyze: true }]);
  expect(await standing()).toEqual({ analysed: true, vacuumed: true, changed: 0, dead: 0 });
  // 1,001 rows: a vacuum at 50 + 200.2 dead rows, an analysis at 50 + 100.1 changes.
  await update(150);
  expect(await readings()).toEqual([]);
  await update(1);
  expect(await readings()).toEqual([{ table: 'readings', vacuum: false, analyze: true }]);
  await update(250);
  expect(await standing()).toMatchObject({ dead: 401 });
  expect(await readings()).toEqual([{ table: 'readings', vacuum: true, analyze: true }]);
  expect(await standing()).toMatchObject({ dead: 0, changed: 0 });
});

it("looks at every schema's tables, names those outside the current schema with theirs, and quotes the names it runs", async () => {
  await db.raw('create schema "Job queue"');
  await db.raw('create table "Job queue"."Jobs" (id int primary key)');
  try {
    await change('insert into "Job queue"."Jobs" select g from generate_series(1, 60) g');
    const jobs = (await vacuumWhereDue(db)).filter((upkeep) => upkeep.table.startsWith('Job queue'));
    expect(jobs).toEqual([{ table: 'Job queue.Jobs', vacuum: false, analyze: true }]);
    const [{ analysed }] = (await db.raw(`select last_analyze is not null as analysed from pg_stat_all_tables where schemaname = 'Job queue'`)).rows;
    expect(analysed).toBe(true);
  } finally {
    await db.raw('drop schema "Job queue" cascade');
  }
});
