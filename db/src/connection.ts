import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { PgliteThread } from './embedded/pglite-thread';

/** Where knex's own warnings go; by default they are dropped, as callers report failures themselves. */
export interface DatabaseLog {
  warn(message: string): void;
  error(message: string): void;
}

const quiet: DatabaseLog = { warn: () => undefined, error: () => undefined };

export interface DatabaseConfig {
  /** A PostgreSQL URL; when absent the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database; null keeps it in memory (tests). */
  dataDir?: string | null;
  /** Largest number of PostgreSQL connections this process opens. */
  poolMax?: number;
  log?: DatabaseLog;
}

// Calendar dates travel as 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

function postgresKnex(databaseUrl: string, poolMax: number, log: DatabaseLog): Knex {
  return knexFactory({
    log: { ...log, deprecate: log.warn, debug: () => undefined },
    client: 'pg',
    connection: databaseUrl,
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    acquireConnectionTimeout: 10_000,
    ...knexSnakeCaseMappers(),
  });
}

/** The lock folder inside DATA_DIR that marks the embedded database as open by a process. */
export const DATA_DIR_LOCK = 'server.lock';

/**
 * A lock left by a process that was killed is taken over once it is this old. A live process
 * refreshes it every few seconds; the span leaves room for a main thread busy with other work.
 */
const DATA_DIR_LOCK_STALE_MS = 15_000;

/**
 * The embedded database is one process's by design: two processes writing one folder would
 * corrupt it. The second one stops at once, saying why; the lock goes with the process.
 */
function lockDataDir(dataDir: string): () => void {
  const lockPath = path.join(dataDir, DATA_DIR_LOCK);
  try {
    return lockfile.lockSync(dataDir, {
      lockfilePath: lockPath,
      stale: DATA_DIR_LOCK_STALE_MS,
      update: DATA_DIR_LOCK_STALE_MS / 5,
      onCompromised: (error) => {
        throw new Error(`Lost the lock on the embedded database in ${dataDir} (${error.message}); stopping so two processes never write it`);
      },
    });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ELOCKED') {
      throw new Error(
        `The embedded database in ${dataDir} is already open in another process (lock ${lockPath}). ` +
          'It serves one process only: stop the other one, use another DATA_DIR, or set DATABASE_URL to share a PostgreSQL database.',
        { cause: error },
      );
    }
    throw error;
  }
}

const embeddedThreads = new WeakMap<Knex, PgliteThread>();

/** The embedded database's thread behind a knex instance; undefined on PostgreSQL. */
export function embeddedThreadOf(knex: Knex): PgliteThread | undefined {
  return embeddedThreads.get(knex);
}

/**
 * Calls `listener` if the embedded database behind `knex` stops on an error it cannot go on from;
 * nothing on PostgreSQL, whose server restarts its own processes.
 */
export function onEmbeddedDatabaseStopped(knex: Knex, listener: (error: Error) => void): void {
  embeddedThreadOf(knex)?.onStopped(listener);
}

function pgliteKnex(dataDir: string | null): Knex {
  let unlock: () => void = () => undefined;
  if (dataDir) {
    fs.mkdirSync(dataDir, { recursive: true });
    unlock = lockDataDir(dataDir);
  }
  // PGlite computes on the thread that runs it: a worker thread keeps a heavy query from holding
  // every other request (and the health checks) of this process.
  const pglite = new PgliteThread(dataDir);
  const knex = knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    ...knexSnakeCaseMappers(),
  });
  embeddedThreads.set(knex, pglite);
  // Closing the database frees its folder for the next process at once.
  const destroy = knex.destroy.bind(knex);
  Object.defineProperty(knex, 'destroy', {
    configurable: true,
    value: async () => {
      try {
        await destroy();
      } finally {
        unlock();
        unlock = () => undefined;
      }
    },
  });
  return knex;
}

export function describeDatabase(config: DatabaseConfig): string {
  if (config.databaseUrl) {
    const url = new URL(config.databaseUrl);
    return `PostgreSQL ${url.hostname}:${url.port || 5432}${url.pathname}`;
  }
  return config.dataDir ? `embedded PGlite in ${path.resolve(config.dataDir)}` : 'embedded PGlite in memory';
}

export function createKnex(config: DatabaseConfig): Knex {
  if (config.databaseUrl) return postgresKnex(config.databaseUrl, config.poolMax ?? 10, config.log ?? quiet);
  return pgliteKnex(config.dataDir === undefined ? './data' : config.dataDir);
}

export function isEmbedded(knex: Knex): boolean {
  return knex.client instanceof (ClientPgLite as unknown as new (...args: never[]) => unknown);
}
