import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { clusterExists, clusterUrl, createCluster, portInPidFile, runningPort, startCluster, stopCluster } from './embedded-postgres';

/**
 * The PostgreSQL a process of the portal runs on: the server DATABASE_URL names, or by default the
 * embedded cluster in DATA_DIR/postgres, which the process starts (creating it the first time) and
 * stops when it stops. A cluster left running by a process that was killed is found and used again.
 *
 * One process owns an embedded cluster at a time (a BFF and the server processes it starts, or a
 * seed script): the owner holds a session-level advisory lock on a connection of its own, which
 * PostgreSQL frees the moment that process dies, so a second process on the same DATA_DIR is refused
 * at once, and the next start after a crash is not.
 */
export interface DatabaseServer {
  /** The URL of the portal's database on it. */
  url: string;
  /** For the start-up log line. */
  description: string;
  /** Stops the embedded cluster this process owns; nothing on a server DATABASE_URL names. */
  stop(): Promise<void>;
}

export interface DatabaseServerConfig {
  /** A PostgreSQL URL; without it, the embedded cluster in `dataDir`. */
  databaseUrl?: string;
  dataDir: string;
}

/** The embedded cluster's folder inside DATA_DIR. */
export const CLUSTER_FOLDER = 'postgres';
/** The portal's database on the embedded cluster. */
const DATABASE = 'vsp';
/** The advisory lock its owner holds on the cluster's `postgres` database. */
const OWNER_LOCK_KEY = 7_340_001;
/** The application name the owner's connection carries, with its process id, to name it in a refusal. */
const OWNER_APPLICATION = 'vsp embedded owner';

/**
 * Whether DATA_DIR holds the database of the earlier embedded engine (PGlite), which kept its files
 * directly in DATA_DIR: a 32-bit WebAssembly build's files, which a native PostgreSQL cannot open.
 */
export function isEarlierEngineFolder(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'PG_VERSION'));
}

/** The earlier engine's files are never written: the start stops, saying how to carry the data over (cli/carry-over.ts). */
function refuseEarlierEngine(dataDir: string): void {
  if (!isEarlierEngineFolder(dataDir)) return;
  throw new Error(
    `${dataDir} holds the database of the portal's earlier embedded engine (PGlite), which this version does not open; it is left as it is. ` +
      `Carry its data over to the embedded PostgreSQL with: npm run carry-over -- "${dataDir}"`,
  );
}

/** Who holds the owner lock, for the refusal: the process id its connection names. */
async function ownerOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a using (pid)
      where l.locktype = 'advisory' and l.objid = $1 and l.granted`,
    [OWNER_LOCK_KEY],
  );
  const pid = rows[0]?.name.slice(OWNER_APPLICATION.length).trim();
  return pid ? `process ${pid}` : 'another process';
}

/** Takes the owner lock on its own connection, or stops with a message naming the process that has it. */
async function takeOwnership(serverUrl: string, dataDir: string, onLost: (error: Error) => void): Promise<{ client: pg.Client; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: serverUrl, application_name: `${OWNER_APPLICATION} ${process.pid}` });
  await client.connect();
  const { rows } = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1) as taken', [OWNER_LOCK_KEY]);
  if (!rows[0].taken) {
    const owner = await ownerOf(client);
    await client.end();
    throw new Error(
      `The embedded PostgreSQL in ${dataDir} is in use by ${owner}. One BFF (or one seed or migration) runs on a DATA_DIR at a time; ` +
        'BFF_PROCESSES starts several server processes that share it. Stop the other one, or use another DATA_DIR.',
    );
  }
  let ending = false;
  const lost = (error: Error) => {
    if (!ending) onLost(error);
    ending = true;
  };
  client.on('error', lost);
  client.on('end', () => lost(new Error(`The connection that holds the embedded PostgreSQL in ${dataDir} ended`)));
  return {
    client,
    release: async () => {
      ending = true;
      await client.end();
    },
  };
}

async function createDatabaseIfMissing(client: pg.Client): Promise<void> {
  const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (!rowCount) await client.query(`create database ${DATABASE}`);
}

/**
 * The embedded cluster in `dataDir`, started (and created) unless it runs already, owned by this
 * process until `stop`. `onLost` hears of the owner's connection ending without `stop`, which
 * happens only when the cluster itself stopped or was restarted under the process.
 */
async function openEmbedded(dataDir: string, onLost: (error: Error) => void): Promise<DatabaseServer> {
  refuseEarlierEngine(dataDir);
  const clusterDir = path.join(dataDir, CLUSTER_FOLDER);
  if (!clusterExists(clusterDir)) await createCluster(clusterDir);
  const port = (await runningPort(clusterDir)) ?? (await startCluster(clusterDir));
  const owner = await takeOwnership(clusterUrl(clusterDir, port), dataDir, onLost);
  await createDatabaseIfMissing(owner.client);
  return {
    url: clusterUrl(clusterDir, port, DATABASE),
    description: `embedded PostgreSQL in ${clusterDir} (127.0.0.1:${port})`,
    stop: async () => {
      await owner.release();
      await stopCluster(clusterDir);
    },
  };
}

export async function openDatabaseServer(config: DatabaseServerConfig, onLost: (error: Error) => void = () => undefined): Promise<DatabaseServer> {
  if (!config.databaseUrl) return openEmbedded(path.resolve(config.dataDir), onLost);
  const url = new URL(config.databaseUrl);
  return { url: config.databaseUrl, description: `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`, stop: async () => undefined };
}

/**
 * The URL of the portal's database on the embedded cluster a running BFF keeps in `dataDir` (the
 * browser tests' data helpers reach their BFF's database so).
 */
export function embeddedDatabaseUrl(dataDir: string): string {
  const clusterDir = path.join(path.resolve(dataDir), CLUSTER_FOLDER);
  const port = portInPidFile(clusterDir);
  if (port === undefined) throw new Error(`No embedded PostgreSQL runs in ${clusterDir}`);
  return clusterUrl(clusterDir, port, DATABASE);
}
