/**
 * The messages between the thread that serves requests and the worker thread that runs the
 * embedded database (PGlite). Everything crosses by structured clone, so only data travels:
 * rows, Dates and byte arrays arrive intact; functions never cross.
 */

/** What the worker is started with. */
export interface WorkerSettings {
  /** Folder of the database; null keeps it in memory. */
  dataDir: string | null;
}

export type Request =
  | { id: number; kind: 'query'; sql: string; params?: unknown[]; options?: Record<string, unknown> }
  /** One statement under a name, parsed and planned once for every later call of that name. */
  | { id: number; kind: 'prepared'; name: string; sql: string; params: unknown[] }
  /** Several statements in one string, run in turn with no parameters; answers the last one's result. */
  | { id: number; kind: 'exec'; sql: string }
  | { id: number; kind: 'listen'; channel: string }
  | { id: number; kind: 'close' };

/** A database error as data: its message and every field PostgreSQL reported (code, constraint, detail, table, column…). */
export type ErrorFields = { message: string; name?: string } & Record<string, unknown>;

export type Reply =
  | { kind: 'ready' }
  | { kind: 'failed'; error: ErrorFields }
  | { kind: 'answer'; id: number; value: unknown }
  | { kind: 'error'; id: number; error: ErrorFields }
  /** A NOTIFY on a channel the server listens to; it comes when the notifying change commits. */
  | { kind: 'notification'; channel: string; payload: string };
