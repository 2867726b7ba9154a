import path from 'node:path';
import { Worker } from 'node:worker_threads';
import type { ErrorFields, Reply, Request, WorkerSettings } from './protocol';

/**
 * The worker's script. It sits next to this file in the sources, and next to bff/dist/index.js in
 * the production bundle, where every module shares the bundle's folder.
 */
const WORKER_SCRIPT = path.join(__dirname, 'pglite-worker.js');

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** What knex-pglite uses of a PGlite instance; the rows and fields PGlite answers pass through unchanged. */
export interface PgliteConnection {
  readonly waitReady: Promise<void>;
  query(sql: string, params?: unknown[], options?: Record<string, unknown>): Promise<unknown>;
  close(): Promise<void>;
}

/** A database error from the worker, carrying PostgreSQL's fields (code, constraint, detail, table, column…). */
export class EmbeddedDatabaseError extends Error {
  [field: string]: unknown;

  constructor(fields: ErrorFields) {
    super(fields.message);
    for (const [key, value] of Object.entries(fields)) {
      if (key !== 'message' && key !== 'stack') this[key] = value;
    }
  }
}

/** Only data crosses to the worker: parsers, serializers and callbacks in the options are left out. */
function dataOnly(options: Record<string, unknown> | undefined): Record<string, unknown> | undefined {
  if (!options) return undefined;
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => {
      if (typeof value === 'function') return false;
      try {
        structuredClone(value);
        return true;
      } catch {
        return false;
      }
    }),
  );
}

/**
 * The embedded database on its own thread, behind the three members knex-pglite calls. PGlite
 * computes synchronously on the thread that runs it; here that is a worker, so while the averages
 * or an export run, the server keeps answering other requests and health checks.
 *
 * Calls are answered in the order they were sent. The worker keeps the process alive only while a
 * call is under way, as PGlite on the main thread did.
 */
export class PgliteThread implements PgliteConnection {
  readonly waitReady: Promise<void>;
  private readonly worker: Worker;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private nextId = 1;
  /** Calls under way (and the start); the worker holds the process open only while there is one. */
  private inFlight = 0;
  /** Set once the worker has stopped or been closed; every later call fails with it. */
  private stopped: Error | undefined;
  private closing: Promise<void> | undefined;
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private readonly stopListeners = new Set<(error: Error) => void>();

  /** `script` is the worker's (another only where a test wraps it). */
  constructor(dataDir: string | null, script = WORKER_SCRIPT) {
    const settings: WorkerSettings = { dataDir };
    // The script is plain JavaScript: it needs no loader, and takes none of this process's
    // preloads (--import …), which are meant for the server's own thread.
    this.worker = new Worker(script, { workerData: settings, execArgv: [] });
    let ready!: () => void;
    let failed!: (error: Error) => void;
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = resolve;
      failed = reject;
    });
    // Nobody may be waiting yet; a failure still reaches every caller through waitReady.
    this.waitReady.catch(() => undefined);
    this.track(+1);
    this.worker.on('message', (reply: Reply) => {
      switch (reply.kind) {
        case 'ready':
          this.track(-1);
          ready();
          return;
        case 'failed':
          this.track(-1);
          failed(new EmbeddedDatabaseError(reply.error));
          return;
        case 'notification':
          for (const listener of this.listeners.get(reply.channel) ?? []) listener(reply.payload);
          return;
        case 'answer':
        case 'error': {
          const call = this.pending.get(reply.id);
          if (!call) return;
          this.pending.delete(reply.id);
          this.track(-1);
          if (reply.kind === 'answer') call.resolve(reply.value);
          else call.reject(new EmbeddedDatabaseError(reply.error));
        }
      }
    });
    this.worker.on('error', (error) => this.stop(error, failed));
    this.worker.on('exit', (code) => this.stop(new Error(`exit code ${code}`), failed));
  }

  query(sql: string, params?: unknown[], options?: Record<string, unknown>): Promise<unknown> {
    return this.send({ kind: 'query', sql, params, options: dataOnly(options) });
  }

  /**
   * Runs one statement under `name`: the database parses and plans it on the first call only, as
   * PostgreSQL does for a named statement. The name stands for that one text.
   */
  queryPrepared(name: string, sql: string, params: unknown[]): Promise<unknown> {
    return this.send({ kind: 'prepared', name, sql, params });
  }

  /** Runs several statements in one string (no parameters), as PostgreSQL's simple query does; answers the last one's result. */
  exec(sql: string): Promise<unknown> {
    return this.send({ kind: 'exec', sql });
  }

  /**
   * Calls `listener` with the payload of every NOTIFY on `channel` from now on. A listener does not
   * keep the process alive.
   */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => void> {
    if (!this.listeners.has(channel)) {
      await this.send({ kind: 'listen', channel });
      if (!this.listeners.has(channel)) this.listeners.set(channel, new Set());
    }
    const listeners = this.listeners.get(channel)!;
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  /**
   * Calls `listener` if the thread stops without being closed (the database stopped on an error it
   * cannot go on from, such as a failed flush to the disk): nothing will answer again until the
   * database is opened afresh, which recovers it from its log.
   */
  onStopped(listener: (error: Error) => void): void {
    this.stopListeners.add(listener);
  }

  /** Closes the database in the worker (its files complete on disk) and ends the worker. */
  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.stopped) return;
      try {
        await this.send({ kind: 'close' });
      } finally {
        this.stopped ??= new Error('The embedded database is closed; the connection is closed');
        await this.worker.terminate();
      }
    })();
    return this.closing;
  }

  private send(request: DistributiveOmit<Request, 'id'>): Promise<unknown> {
    if (this.stopped) return Promise.reject(this.stopped);
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      try {
        this.worker.postMessage({ ...request, id });
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        return;
      }
      this.pending.set(id, { resolve, reject });
      this.track(+1);
    });
  }

  private track(change: number): void {
    this.inFlight += change;
    if (this.inFlight > 0) this.worker.ref();
    else this.worker.unref();
  }

  /** The worker ended or crashed: every call under way, and every later one, fails as a lost connection. */
  private stop(cause: Error, failStart: (error: Error) => void): void {
    const unexpected = !this.stopped && !this.closing;
    // The wording matches a lost PostgreSQL connection, so requests meanwhile answer 503.
    this.stopped ??= new Error(`The embedded database thread stopped (${cause.message}); the connection is closed`, { cause });
    failStart(this.stopped);
    for (const call of this.pending.values()) call.reject(this.stopped);
    this.pending.clear();
    this.inFlight = 0;
    if (unexpected) for (const listener of this.stopListeners) listener(this.stopped);
  }
}
