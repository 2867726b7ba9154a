import type { Knex } from 'knex';
import pg from 'pg';

/** The channel the change triggers notify on (see the change_notifications migration). */
export const CHANGES_CHANNEL = 'vsp_changes';

/** How often the listening connection proves it is alive, and how long it waits before listening again after losing it. */
const KEEPALIVE_MS = 10_000;
const RECONNECT_MS = 1_000;

export interface ChangeHandlers {
  /** A notification's payload. */
  notified(payload: string): void;
  /** Listening (again): from now on every change is notified. */
  listening(): void;
  /** Not listening: changes from now until `listening` may go unnoticed. */
  lost(error: unknown): void;
}

export interface ChangeListener {
  close(): Promise<void>;
}

/**
 * Listens to `channel` on the process's database, on a connection of its own (a pooled one could
 * not keep LISTEN), proved alive every 10 seconds and opened again a second after it is lost.
 */
export function listenForChanges(knex: Knex, channel: string, handlers: ChangeHandlers): ChangeListener {
  // The pool's own settings: a URL, or pg's connection options, whose password knex keeps out of
  // the enumerable fields that a copy takes.
  const pool = knex.client.connectionSettings as string | pg.ClientConfig;
  const settings = typeof pool === 'string' ? { connectionString: pool } : { ...pool, password: pool.password };
  let closed = false;
  let client: pg.Client | undefined;
  let keepalive: NodeJS.Timeout | undefined;
  let retry: NodeJS.Timeout | undefined;

  const drop = (error: unknown) => {
    clearInterval(keepalive);
    const lostClient = client;
    client = undefined;
    if (lostClient) {
      lostClient.removeAllListeners();
      lostClient.on('error', () => undefined);
      void lostClient.end().catch(() => undefined);
    }
    if (closed) return;
    handlers.lost(error);
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ ...settings, application_name: 'vsp change listener' });
    client = next;
    next.on('error', drop);
    next.on('end', () => client === next && drop(new Error('The change listener connection ended')));
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.notified(message.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      if (client === next) drop(error);
      return;
    }
    if (closed || client !== next) return;
    keepalive = setInterval(() => {
      next.query('select 1').catch((error: unknown) => client === next && drop(error));
    }, KEEPALIVE_MS);
    keepalive.unref();
    handlers.listening();
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearInterval(keepalive);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
