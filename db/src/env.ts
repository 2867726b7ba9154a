import path from 'node:path';
import type { BaseSeedOptions } from '../seeds/base';
import type { DatabaseConfig } from './connection';

/**
 * DATABASE_URL picks a PostgreSQL server; otherwise the embedded PostgreSQL lives in DATA_DIR, by default
 * ./data beside where npm was started (INIT_CWD), so every workspace script finds the same one.
 */
export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  const poolMax = env.DATABASE_POOL_MAX ? Number(env.DATABASE_POOL_MAX) : undefined;
  if (poolMax !== undefined && (!Number.isInteger(poolMax) || poolMax < 1)) {
    throw new Error('DATABASE_POOL_MAX must be a whole number of at least 1');
  }
  const base = env.INIT_CWD || process.cwd();
  return {
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: path.resolve(base, env.DATA_DIR || 'data'),
    poolMax,
  };
}

/**
 * In production the system account's password is never generated and printed, since start-up
 * output ends up in shared log stores: the operator chooses it.
 */
export function checkAdminPassword(env: NodeJS.ProcessEnv = process.env): void {
  if (env.NODE_ENV === 'production' && !env.ADMIN_PASSWORD) {
    throw new Error('ADMIN_PASSWORD is required when NODE_ENV=production: set the system account\'s password (a generated one is never printed in production)');
  }
}

/** ADMIN_USERNAME (default admin) and ADMIN_PASSWORD name the system account. */
export function baseSeedOptionsFromEnv(log: (message: string) => void, env: NodeJS.ProcessEnv = process.env): BaseSeedOptions {
  checkAdminPassword(env);
  return {
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    log,
  };
}
