/**
 * Opens a new embedded database in the folder given as argument as the server does
 * (durableFolder), commits a row, takes a checkpoint, and prints as JSON its fsync settings and the
 * files, relative to the folder, that node flushed while the database was made, at the commit and
 * at the checkpoint. PGlite does not load inside Jest's module sandbox, so durable-folder.test.ts
 * runs this in a process of its own.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { durableFolder } from '../src/embedded/durable-folder';

const folder = process.argv[2];
/** The file each open descriptor is of, to name what a flush flushed. */
const opened = new Map<number, string>();
const openSync = fs.openSync;
fs.openSync = (file: fs.PathLike, flags: fs.OpenMode, mode?: fs.Mode | null) => {
  const fd = openSync(file, flags, mode);
  opened.set(fd, path.relative(folder, String(file)));
  return fd;
};
let flushed: string[] = [];
const fsyncSync = fs.fsyncSync;
fs.fsyncSync = (fd) => {
  flushed.push(opened.get(fd) ?? `descriptor ${fd}`);
  fsyncSync(fd);
};

/** The files flushed while `action` ran, and only those. */
async function flushedDuring(action: () => Promise<unknown>): Promise<string[]> {
  flushed = [];
  await action();
  const during = flushed;
  flushed = [];
  return during;
}

async function main(): Promise<void> {
  let db!: PGlite;
  const atCreation = await flushedDuring(async () => {
    db = new PGlite(durableFolder(folder));
    await db.waitReady;
  });
  const settings = (await db.query(`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`)).rows;
  await db.query('create table readings (id int primary key)');
  const atCommit = await flushedDuring(() => db.query('insert into readings values (1)'));
  const atCheckpoint = await flushedDuring(() => db.query('checkpoint'));
  await db.close();
  process.stdout.write(JSON.stringify({ settings, atCreation, atCommit, atCheckpoint }));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
