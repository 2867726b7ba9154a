import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { HEAVY_QUERY, longestStallDuring } from '../../test/event-loop';
import { createKnex, DATA_DIR_LOCK } from '../connection';

/**
 * The embedded database runs on a worker thread: a heavy query never holds the event loop that
 * answers health checks and other requests, and knex sees the same answers and errors as before.
 */
const ROOT = path.resolve(__dirname, '..', '..', '..');

/** A stall shorter than a quarter of the query cannot be the query holding the thread. */
function expectFreeWhile(stall: { durationMs: number; longestGapMs: number }): void {
  expect(stall.durationMs).toBeGreaterThan(250);
  expect(stall.longestGapMs).toBeLessThan(stall.durationMs / 4);
}

describe('in this process (Jest)', () => {
  let db: Knex;

  beforeAll(async () => {
    db = createKnex({ dataDir: null });
    await db.raw('create table people (id int primary key, name text not null constraint people_name_unique unique, born date, photo bytea, seen timestamptz)');
  }, 60_000);

  afterAll(async () => {
    await db.destroy();
  });

  it('keeps the event loop free while a heavy query runs', async () => {
    let count = 0;
    const stall = await longestStallDuring(async () => {
      count = (await db.raw<{ rows: Array<{ n: number }> }>(HEAVY_QUERY)).rows[0].n;
    });
    expect(count).toBe(3_000_000);
    expectFreeWhile(stall);
  }, 60_000);

  it('answers rows with their types intact', async () => {
    const seen = new Date('2030-05-01T12:34:56.789Z');
    await db('people').insert({ id: 1, name: 'Ada', born: '1815-12-10', photo: Buffer.from([1, 2, 3]), seen });
    const [row] = await db('people').where({ id: 1 });
    expect(row.seen).toEqual(seen);
    expect(Buffer.from(row.photo)).toEqual(Buffer.from([1, 2, 3]));
    expect(await db('people').where({ id: 1 }).update({ name: 'Ada L.' })).toBe(1);
  });

  it('rejects with the fields of PostgreSQL\'s error, which the server maps to its answers', async () => {
    const error = await db('people').insert({ id: 2, name: 'Ada L.' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: '23505',
      constraint: 'people_name_unique',
      table: 'people',
      detail: 'Key (name)=(Ada L.) already exists.',
      message: expect.stringContaining('duplicate key value violates unique constraint "people_name_unique"'),
    });
    const missing = await db('people').insert({ id: 3 }).catch((caught: unknown) => caught);
    expect(missing).toMatchObject({ code: '23502', column: 'name', table: 'people' });
  });

  it('runs transactions on its one connection: a failed one leaves nothing behind', async () => {
    await expect(
      db.transaction(async (trx) => {
        await trx('people').insert({ id: 10, name: 'Grace' });
        await trx('people').insert({ id: 11, name: 'Grace' });
      }),
    ).rejects.toMatchObject({ code: '23505' });
    await db.transaction(async (trx) => {
      await trx('people').insert({ id: 12, name: 'Alan' });
    });
    expect(await db('people').orderBy('id').pluck('id')).toEqual([1, 12]);
  });

  it('streams rows', async () => {
    const names: string[] = [];
    for await (const row of db('people').orderBy('id').select('name').stream()) names.push((row as { name: string }).name);
    expect(names).toEqual(['Ada L.', 'Alan']);
  });
});

it('keeps its data in DATA_DIR across a close and a reopen, and frees the folder', async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-thread-'));
  try {
    const first = createKnex({ dataDir });
    await first.raw('create table kept (value text)');
    await first('kept').insert({ value: 'still here' });
    await first.destroy();
    expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK))).toBe(false);
    await expect(first.raw('select 1')).rejects.toThrow();
    const second = createKnex({ dataDir });
    expect(await second('kept').pluck('value')).toEqual(['still here']);
    await second.destroy();
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 60_000);

it('keeps the event loop free under tsx too, as `npm start` runs the server, and lets the process end once closed', async () => {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('db', 'test', 'stall-probe.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect({ code, output }).toEqual({ code: 0, output: expect.stringContaining('"count":3000000') });
  expectFreeWhile(JSON.parse(output) as { durationMs: number; longestGapMs: number });
}, 60_000);
