import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { CLUSTER_FOLDER, isEarlierEngineFolder, openDatabaseServer } from '../database-server';
import { clusterPasswordFile } from '../embedded-postgres';

/**
 * `npm run carry-over -- DATA_DIR`: carries the database of the portal's earlier embedded engine
 * (PGlite, whose files lie directly in DATA_DIR) over to the embedded PostgreSQL, once and whole.
 *
 * PGlite is a 32-bit WebAssembly build whose files a native PostgreSQL cannot open, so the data
 * travel as SQL: a copy of the folder is opened with the PGlite release that wrote it and dumped with
 * its pg_dump (@electric-sql/pglite-tools; both installed from the npm registry into a temporary
 * folder, as the portal no longer depends on them), and the dump is restored into a new cluster in
 * one transaction. The earlier files are then moved, untouched, into DATA_DIR/pglite, for the
 * operator to remove once the portal runs well; the uploads in DATA_DIR/files stay where they are.
 */
const EARLIER_ENGINE = ['@electric-sql/pglite@0.5.16', '@electric-sql/pglite-tools@0.4.8'];
/** Where the earlier files go once carried over. */
const KEPT_FOLDER = 'pglite';
/** What in DATA_DIR is not the earlier database's: the uploads, and what this version and the earlier one's lock wrote. */
const NOT_THE_DATABASE = new Set(['files', 'server.lock', CLUSTER_FOLDER, path.basename(clusterPasswordFile(CLUSTER_FOLDER)), KEPT_FOLDER]);

/** Opens the folder given and writes its dump; run by node from the temporary folder, where the earlier engine is installed. */
const DUMP_SCRIPT = `
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';
const db = await PGlite.create(process.argv[2]);
const dump = await pgDump({ pg: db, args: ['--inserts', '--rows-per-insert=1000', '--no-owner', '--no-privileges'] });
fs.writeFileSync(process.argv[3], Buffer.from(await dump.arrayBuffer()));
await db.close();
`;

function dumpEarlierDatabase(dataDir: string, entries: string[], work: string): string {
  console.log(`Installing the earlier engine (${EARLIER_ENGINE.join(', ')}) into ${work}`);
  fs.writeFileSync(path.join(work, 'package.json'), '{ "private": true }\n');
  // pglite-tools names an older PGlite as its peer; the release that wrote the folder is the one to open it with.
  execFileSync('npm', ['install', '--no-audit', '--no-fund', '--legacy-peer-deps', ...EARLIER_ENGINE], { cwd: work, stdio: 'inherit' });
  const copy = path.join(work, 'database');
  fs.mkdirSync(copy);
  for (const entry of entries) fs.cpSync(path.join(dataDir, entry), path.join(copy, entry), { recursive: true });
  fs.writeFileSync(path.join(work, 'dump.mjs'), DUMP_SCRIPT);
  const dump = path.join(work, 'dump.sql');
  console.log('Dumping the earlier database (from a copy of its files)');
  execFileSync(process.execPath, ['dump.mjs', copy, dump], { cwd: work, stdio: 'inherit' });
  return fs.readFileSync(dump, 'utf8');
}

async function restore(dataDir: string, dump: string): Promise<void> {
  const server = await openDatabaseServer({ dataDir });
  try {
    const client = new pg.Client({ connectionString: server.url });
    await client.connect();
    try {
      // One simple query: every statement in one transaction, all or nothing.
      await client.query(dump);
    } finally {
      await client.end();
    }
  } finally {
    await server.stop();
  }
}

async function carryOver(dataDir: string): Promise<void> {
  if (!isEarlierEngineFolder(dataDir)) throw new Error(`${dataDir} holds no database of the earlier embedded engine (PGlite): nothing to carry over`);
  if (fs.existsSync(path.join(dataDir, CLUSTER_FOLDER))) throw new Error(`${dataDir} already holds an embedded PostgreSQL (${CLUSTER_FOLDER}): move it away first`);
  const entries = fs.readdirSync(dataDir).filter((entry) => !NOT_THE_DATABASE.has(entry));
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-carry-over-'));
  try {
    const dump = dumpEarlierDatabase(dataDir, entries, work);
    const kept = path.join(dataDir, KEPT_FOLDER);
    fs.mkdirSync(kept);
    for (const entry of entries) fs.renameSync(path.join(dataDir, entry), path.join(kept, entry));
    try {
      console.log('Restoring it into the embedded PostgreSQL');
      await restore(dataDir, dump);
    } catch (error) {
      // As it was: the earlier files back in place, no half-filled cluster left.
      for (const entry of entries) fs.renameSync(path.join(kept, entry), path.join(dataDir, entry));
      fs.rmdirSync(kept);
      fs.rmSync(path.join(dataDir, CLUSTER_FOLDER), { recursive: true, force: true });
      fs.rmSync(clusterPasswordFile(path.join(dataDir, CLUSTER_FOLDER)), { force: true });
      throw error;
    }
    console.log(`Carried over. The earlier files are kept, as they were, in ${kept}: remove that folder once the portal runs well.`);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

const dataDir = path.resolve(process.env.INIT_CWD || process.cwd(), process.argv[2] || process.env.DATA_DIR || 'data');
carryOver(dataDir).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
