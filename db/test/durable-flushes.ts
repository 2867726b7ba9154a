/**
 * Opens a new embedded database in the folder given as argument as the server does
 * (durableFolder), beside what a server keeps there before (its lock, an uploaded file), commits a
 * row, takes a checkpoint, and prints as JSON its fsync settings, the files of the database once
 * made, and the files, relative to the folder, that node flushed while the database was made, at
 * the commit and at the checkpoint. PGlite does not load inside Jest's module sandbox, so durable-folder.test.ts
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

/** Every file under `at`, relative to the database's folder. */
function filesUnder(at: string): string[] {
  return fs
    .readdirSync(at, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)));
}

async function main(): Promise<void> {
  fs.mkdirSync(path.join(folder, 'server.lock'));
  fs.mkdirSync(path.join(folder, 'files'));
  fs.writeFileSync(path.join(folder, 'files', 'upload.bin'), 'kept before');
  let db!: PGlite;
  const atCreation = await flushedDuring(async () => {
    db = new PGlite(durableFolder(folder));
    await db.waitReady;
  });
  const databaseFiles = filesUnder(folder).filter((file) => !file.startsWith(`files${path.sep}`));
  const settings = (await db.query(`select name, setting from pg_settings where name in ('fsync', 'wal_sync_method') order by name`)).rows;
  await db.query('create table readings (id int primary key)');
  const atCommit = await flushedDuring(() => db.query('insert into readings values (1)'));
  const atCheckpoint = await flushedDuring(() => db.query('checkpoint'));
  await db.close();
  process.stdout.write(JSON.stringify({ settings, databaseFiles, atCreation, atCommit, atCheckpoint }));
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
