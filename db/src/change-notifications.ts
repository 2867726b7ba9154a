import { setTimeout as sleep } from 'node:timers/promises';
import type { Knex } from 'knex';
import pg from 'pg';

/** The channel the change triggers notify on (see the change_notifications migration). */
export const CHANGES_CHANNEL = 'vsp_changes';

/**
 * How long after its last answer the listening connection proves it is alive again, how long the
 * database has to answer (that proof, connecting, or LISTEN), and how long the listener waits before
 * listening again after losing the connection. A connection that stalls (a network path that drops
 * everything, a server that hangs) raises no error by itself and would lose every notification
 * silently; it is found within 10 seconds (one pause and one unanswered proof), then taken for lost.
 */
const KEEPALIVE_MS = 5_000;
const ANSWER_MS = 5_000;
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
 * not keep LISTEN), proved alive every 5 seconds and opened again a second after it is lost or
 * stalls.
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
    clearTimeout(keepalive);
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
    const next = new pg.Client({
      ...settings,
      application_name: 'vsp change listener',
      connectionTimeoutMillis: ANSWER_MS,
      query_timeout: ANSWER_MS,
      // The system's TCP keepalive as well, so a connection given up on above is closed in the end.
      keepAlive: true,
    });
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
    const prove = () => {
      keepalive = setTimeout(() => {
        next.query('select 1').then(
          () => client === next && prove(),
          (error: unknown) => client === next && drop(new Error('The change listener connection stopped answering', { cause: error })),
        );
      }, KEEPALIVE_MS);
      keepalive.unref();
    };
    prove();
    handlers.listening();
  };

  void connect();
  return {
    close: async () => {
      closed = true;
      clearTimeout(retry);
      clearTimeout(keepalive);
      const open = client;
      client = undefined;
      // A stalled connection never answers the goodbye: the process waits no longer than for an answer.
      await Promise.race([open?.end().catch(() => undefined), sleep(ANSWER_MS, undefined, { ref: false })]);
    },
  };
}
