import knexFactory, { type Knex } from 'knex';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';

/** Where knex's own warnings go; by default they are dropped, as callers report failures themselves. */
export interface DatabaseLog {
  warn(message: string): void;
  error(message: string): void;
}

const quiet: DatabaseLog = { warn: () => undefined, error: () => undefined };

/** Where the process's database is: DATABASE_URL's server, or the embedded cluster in `dataDir`. */
export interface DatabaseConfig {
  /** A PostgreSQL URL; when absent the embedded PostgreSQL in `dataDir` is used. */
  databaseUrl?: string;
  /** DATA_DIR: the embedded cluster's folder is in it. */
  dataDir: string;
  /** Largest number of PostgreSQL connections this process opens. */
  poolMax?: number;
}

export interface KnexConfig {
  databaseUrl: string;
  poolMax?: number;
  log?: DatabaseLog;
}

// Calendar dates travel as 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
const DATE_OID = 1082;
pg.types.setTypeParser(DATE_OID, (value: string) => value);

/**
 * A pool of connections to the database at `databaseUrl`, with PostgreSQL's JIT compilation off:
 * PostgreSQL compiles a query to machine code when its estimated cost is high, and the estimate of
 * an analysis counts each of a million scores as a page read from disk, so the compilation (about
 * 190 ms) took longer than the query (about 40 ms). No query of the portal gains from it.
 */
export function createKnex({ databaseUrl, poolMax = 10, log = quiet }: KnexConfig): Knex {
  return knexFactory({
    log: { ...log, deprecate: log.warn, debug: () => undefined },
    client: 'pg',
    connection: { connectionString: databaseUrl, options: '-c jit=off' },
    pool: { min: 0, max: poolMax, idleTimeoutMillis: 30_000 },
    acquireConnectionTimeout: 10_000,
    ...knexSnakeCaseMappers(),
  });
}
