// @ts-check
/**
 * Runs the embedded database (PGlite: PostgreSQL compiled to WebAssembly, which computes on the
 * thread that calls it) in a worker thread, so a heavy query never holds the server's event loop.
 * It answers the requests of pglite-thread.ts one message at a time.
 *
 * Plain JavaScript on purpose: it loads as it is under tsx, under Jest and from the production
 * bundle (scripts/build-server.mjs copies it next to bff/dist/index.js), with no TypeScript loader.
 */
const { parentPort, workerData } = require('node:worker_threads');
const { PGlite, types } = require('@electric-sql/pglite');

/** @typedef {import('./protocol').Request} Request */
/** @typedef {import('./protocol').Reply} Reply */
/** @typedef {import('./protocol').ErrorFields} ErrorFields */
/** @typedef {import('./protocol').WorkerSettings} WorkerSettings */

const port = parentPort;
if (!port) throw new Error('pglite-worker.js runs only as a worker thread');
const settings = /** @type {WorkerSettings} */ (workerData);

/** @param {unknown} value */
function crosses(value) {
  if (typeof value === 'function') return false;
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/**
 * The error as data, with every field PostgreSQL reported, so the server maps it to the same
 * answer as a PostgreSQL server's error (a duplicate username is a 409, not a 500).
 * @param {unknown} error
 * @returns {ErrorFields}
 */
function describe(error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {ErrorFields} */
  const fields = { message: error.message, name: error.name };
  for (const [key, value] of Object.entries(error)) {
    if (crosses(value)) fields[key] = value;
  }
  return fields;
}

/** @param {Reply} reply */
function send(reply) {
  try {
    port?.postMessage(reply);
  } catch (error) {
    // An answer that cannot be copied (a value of a type no structured clone knows) fails that query alone.
    if (reply.kind !== 'answer') throw error;
    port?.postMessage({ kind: 'error', id: reply.id, error: describe(error) });
  }
}

// Calendar dates stay 'YYYY-MM-DD' strings: a JS Date would shift them by the server's time zone.
const db = new PGlite(settings.dataDir ?? undefined, {
  parsers: { [types.DATE]: (/** @type {string} */ value) => value },
});

db.waitReady.then(
  () => send({ kind: 'ready' }),
  (error) => send({ kind: 'failed', error: describe(error) }),
);

port.on('message', async (/** @type {Request} */ request) => {
  if (request.kind === 'close') {
    try {
      if (!db.closed) await db.close();
      send({ kind: 'answer', id: request.id, value: null });
    } catch (error) {
      send({ kind: 'error', id: request.id, error: describe(error) });
    }
    port.close();
    return;
  }
  if (request.kind === 'listen') {
    try {
      const channel = request.channel;
      await db.listen(channel, (payload) => send({ kind: 'notification', channel, payload }));
      send({ kind: 'answer', id: request.id, value: null });
    } catch (error) {
      send({ kind: 'error', id: request.id, error: describe(error) });
    }
    return;
  }
  try {
    const result =
      request.kind === 'exec' ? ((await db.exec(request.sql)).at(-1) ?? { rows: [], fields: [] }) : await db.query(request.sql, request.params, request.options);
    send({ kind: 'answer', id: request.id, value: result });
  } catch (error) {
    send({ kind: 'error', id: request.id, error: describe(error) });
  }
});
