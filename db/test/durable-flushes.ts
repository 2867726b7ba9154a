/**
 * Opens the embedded database in the folder given as argument as the server does (durableFolder),
 * commits a row, takes a checkpoint, and prints as JSON its fsync settings and the files, relative to
 * the folder, that node flushed at the commit and at the checkpoint. PGlite does not load inside
 * Jest's module sandbox, so durable-folder.test.ts runs this in a process of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durableFolder } from '../src/embedded/durable-folder';

const folder = process.argv[2];
let flushed: string[] = [];
const fsyncSync = fs.fsyncSync;
fs.fsyncSync = (fd) => {
  flushed.push(path.relative(folder, fs.readlinkSync(`/proc/self/fd/${fd}`)));
  fsyncSync(fd);
};

async function flushedDuring(action: () => Promise<unknown>): Promise<string[]> {
  flushed = [];
  await action();
  return flushed;
}

async function main(): Promise<void> {
  const db = new PGlite(durableFolder(folder));
  const settings = (await db.query(`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`)).rows;
  await db.query('create table readings (id int primary key)');
  const atCommit = await flushedDuring(() => db.query('insert into readings values (1)'));
  const atCheckpoint = await flushedDuring(() => db.query('checkpoint'));
  await db.close();
  process.stdout.write(JSON.stringify({ settings, atCommit, atCheckpoint }));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
