import type { Server } from '@hapi/hapi';
import { createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig, type Config } from '../src/config';
import { createServer } from '../src/server';
import type { TestServer } from './server';

/**
 * A second server on the test server's database, as a second replica behind a load balancer: its
 * own connections, its own change listener, its own memory.
 */
export async function startSecondProcess(first: TestServer, overrides: Partial<Config> = {}): Promise<{ server: Server; close(): Promise<void> }> {
  const db: Knex = createKnex({ databaseUrl: first.databaseUrl, poolMax: 4 });
  const server = await createServer({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), ...overrides }, db });
  await server.initialize();
  return {
    server,
    async close() {
      await server.stop();
      await db.destroy();
    },
  };
}

/** Polls until the condition holds: a change reaches another process when its notification does. */
export async function until(condition: () => Promise<boolean>, what: string, withinMs = 10_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Changes rows without telling anyone (triggers off), so only a cached answer can still say 200. */
export async function silently(db: Knex, sql: string, bindings: Knex.RawBinding[]): Promise<void> {
  await db.transaction(async (trx) => {
    await trx.raw('set local session_replication_role = replica');
    await trx.raw(sql, bindings);
  });
}
