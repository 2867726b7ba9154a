import fs from 'node:fs';
import path from 'node:path';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { knexSnakeCaseMappers } from 'objection';
import pg from 'pg';

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

function pgliteKnex(dataDir: string | null): Knex {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  const pglite = new PGlite(dataDir ?? undefined, {
    parsers: { [pgliteTypes.DATE]: (value: string) => value },
  });
  return knexFactory({
    client: ClientPgLite,
    dialect: 'postgres',
    connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    ...knexSnakeCaseMappers(),
  });
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
