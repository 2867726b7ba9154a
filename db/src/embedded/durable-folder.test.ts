import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createKnex } from '../connection';
import { PgliteThread } from './pglite-thread';

/*
 * A score the embedded database has answered as saved is on the disk, not only in the operating
 * system's cache: PostgreSQL runs with fsync on, and its flushes reach the files.
 */

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-durable-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

it('flushes a new database whole, the log at every commit and the tables at a checkpoint', async () => {
  const script = path.join(__dirname, '..', '..', 'test', 'durable-flushes.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, folder], { timeout: 50_000 });
  const flushes = JSON.parse(stdout) as Record<'databaseFiles' | 'atCreation' | 'atCommit' | 'atCheckpoint', string[]> & { settings: unknown };
  expect(flushes.settings).toEqual([
    { name: 'fsync', setting: 'on' },
    { name: 'wal_sync_method', setting: 'fsync' },
  ]);
  expect(flushes.databaseFiles).toEqual(expect.arrayContaining(['PG_VERSION', path.join('global', 'pg_control')]));
  // Every file of the new database but the caches of its catalogs, which PostgreSQL writes once
  // started, never flushes, and makes again when they are missing.
  const caches = flushes.databaseFiles.filter((file) => path.basename(file) === 'pg_internal.init');
  expect(flushes.atCreation).toEqual(expect.arrayContaining(flushes.databaseFiles.filter((file) => !caches.includes(file))));
  // The folder itself ('') and its entry in its parent ('..'), where folders flush.
  if (process.platform !== 'win32') expect(flushes.atCreation).toEqual(expect.arrayContaining(['', '..', 'base']));
  // What the folder held before the database is not the database's to flush.
  expect(flushes.atCreation).not.toContain(path.join('files', 'upload.bin'));
  expect(flushes.atCommit.length).toBeGreaterThan(0);
  expect(flushes.atCommit.every((file) => file.startsWith(`pg_wal${path.sep}`))).toBe(true);
  expect(flushes.atCheckpoint.some((file) => file.startsWith(`base${path.sep}`))).toBe(true);
}, 60_000);

it('is how the server opens a database in a folder, where what was committed is there when it opens again; one in memory has no disk to flush', async () => {
  const inFolder = createKnex({ dataDir: folder });
  const inMemory = createKnex({ dataDir: null });
  try {
    expect((await inFolder.raw('show fsync')).rows).toEqual([{ fsync: 'on' }]);
    expect((await inMemory.raw('show fsync')).rows).toEqual([{ fsync: 'off' }]);
    await inFolder.raw('create table readings (id int primary key)');
    await inFolder.raw('insert into readings values (1)');
  } finally {
    await Promise.all([inFolder.destroy(), inMemory.destroy()]);
  }
  const reopened = createKnex({ dataDir: folder });
  try {
    expect((await reopened.raw('select id from readings')).rows).toEqual([{ id: 1 }]);
  } finally {
    await reopened.destroy();
  }
});

it('stops when a flush to the disk fails, as PostgreSQL does, and opens again afterwards', async () => {
  const thread = new PgliteThread(folder, path.join(__dirname, '..', '..', 'test', 'failing-flush-worker.js'));
  const stopped = new Promise<Error>((resolve) => thread.onStopped(resolve));
  await thread.waitReady;
  await thread.query('create table readings (id int primary key)');
  await thread.query("select 'flushes fail from now on'");
  await expect(thread.query('insert into readings values (1)')).rejects.toMatchObject({ severity: 'PANIC' });
  expect((await stopped).message).toMatch(/The embedded database thread stopped/);
  await expect(thread.query('select 1')).rejects.toThrow(/The embedded database thread stopped/);
  await thread.close();

  const reopened = createKnex({ dataDir: folder });
  try {
    expect((await reopened.raw('select count(*)::int <= 1 as recovered from readings')).rows).toEqual([{ recovered: true }]);
  } finally {
    await reopened.destroy();
  }
});
