import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createKnex } from '../connection';

/*
 * A score the embedded database has answered as saved is on the disk, not only in the operating
 * system's cache: PostgreSQL runs with fsync on, and its flushes reach the files.
 */

let folder: string;
beforeEach(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-durable-'));
});
afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

it('flushes the log at every commit and the tables at a checkpoint', async () => {
  const script = path.join(__dirname, '..', '..', 'test', 'durable-flushes.ts');
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script, folder]);
  const { settings, atCommit, atCheckpoint } = JSON.parse(stdout) as { settings: unknown; atCommit: string[]; atCheckpoint: string[] };
  expect(settings).toEqual([
    { name: 'fsync', setting: 'on' },
    { name: 'wal_sync_method', setting: 'fsync' },
  ]);
  expect(atCommit.length).toBeGreaterThan(0);
  expect(atCommit.every((file) => file.startsWith('pg_wal/'))).toBe(true);
  expect(atCheckpoint.some((file) => file.startsWith('base/'))).toBe(true);
}, 30_000);

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
