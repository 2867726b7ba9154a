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
const { PGlite, parse, protocol, types } = require('@electric-sql/pglite');
const { durableFolder } = require('./durable-folder');

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
// A folder is opened so that what is committed is on the disk (durable-folder.js); without one (null,
// or '' as connection.ts reads it) the database is in memory. The options go in one object: beside no
// folder PGlite reads no second argument.
const db = new PGlite({
  ...(settings.dataDir ? durableFolder(settings.dataDir) : {}),
  parsers: { [types.DATE]: (/** @type {string} */ value) => value },
});

/**
 * The named statements prepared on this database (it is one connection): each name's text and the
 * type ids of its parameters, which say how each value is written.
 * @type {Map<string, { sql: string; parameterTypes: number[] }>}
 */
const prepared = new Map();

/** @param {Uint8Array[]} messages */
function joined(messages) {
  const all = new Uint8Array(messages.reduce((length, message) => length + message.length, 0));
  let offset = 0;
  for (const message of messages) {
    all.set(message, offset);
    offset += message.length;
  }
  return all;
}

/**
 * Whether a named statement's error says the database no longer holds it as it was prepared: it was
 * deallocated (26000), or the tables changed under it so that its rows would change shape (0A000).
 * @param {unknown} error
 */
function statementGone(error) {
  const { code, message } = /** @type {{ code?: string; message?: string }} */ (error ?? {});
  return code === '26000' || (code === '0A000' && Boolean(message?.includes('cached plan')));
}

/**
 * Parses and plans `sql` under `name` and keeps the type ids of its parameters.
 * @param {string} name
 * @param {string} sql
 */
async function prepare(name, sql) {
  const { serialize } = protocol;
  const { messages } = await db.execProtocol(joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]));
  const statement = { sql, parameterTypes: parse.parseDescribeStatementResults(messages) };
  prepared.set(name, statement);
  return statement;
}

/**
 * Binds the values to a prepared statement and runs it: bind, describe, execute and sync in one message.
 * @param {string} name
 * @param {{ parameterTypes: number[] }} statement
 * @param {unknown[]} params
 */
async function execute(name, { parameterTypes }, params) {
  const { serialize } = protocol;
  const values = params.map((value, index) => {
    if (value === null || value === undefined) return null;
    const write = db.serializers[parameterTypes[index]];
    return write ? write(value) : String(value);
  });
  const { messages } = await db.execProtocol(
    joined([serialize.bind({ statement: name, values }), serialize.describe({ type: 'P' }), serialize.execute({}), serialize.sync()]),
  );
  return parse.parseResults(messages, db.parsers)[0];
}

/**
 * Runs a named statement, parsed and planned the first time only, as PostgreSQL's extended protocol
 * does for node-postgres. PGlite's own query parses, plans and describes its text again on every
 * call, in six calls into the database. This database is the process's one connection and is never
 * replaced, so a statement it no longer holds as prepared is prepared again, once, rather than
 * failing every later call.
 * @param {string} name
 * @param {string} sql
 * @param {unknown[]} params
 */
function runPrepared(name, sql, params) {
  return db.runExclusive(async () => {
    const statement = prepared.get(name) ?? (await prepare(name, sql));
    if (statement.sql !== sql) throw new Error(`The statement "${name}" was prepared with another text`);
    try {
      return await execute(name, statement, params);
    } catch (error) {
      if (!statementGone(error)) throw error;
      prepared.delete(name);
      await db.execProtocol(joined([protocol.serialize.close({ type: 'S', name }), protocol.serialize.sync()]), { throwOnError: false });
      return execute(name, await prepare(name, sql), params);
    }
  });
}

db.waitReady.then(
  () => send({ kind: 'ready' }),
  (error) => send({ kind: 'failed', error: describe(error) }),
);

/**
 * Whether the database can answer nothing after `error`: PostgreSQL stopped on a PANIC, as when a
 * flush to the disk failed. On a server its postmaster would start it again and recover from the
 * log; here the next query would never end. PGlite answers with neither a FATAL nor an abort of its
 * program: it catches them itself.
 * @param {unknown} error
 */
function stopsTheDatabase(error) {
  return error instanceof Error && 'severity' in error && error.severity === 'PANIC';
}

/** @param {Request} request */
async function answer(request) {
  if (request.kind === 'close') {
    try {
      if (!db.closed) await db.close();
      send({ kind: 'answer', id: request.id, value: null });
    } catch (error) {
      send({ kind: 'error', id: request.id, error: describe(error) });
    }
    port?.close();
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
      request.kind === 'exec'
        ? ((await db.exec(request.sql)).at(-1) ?? { rows: [], fields: [] })
        : request.kind === 'prepared'
          ? await runPrepared(request.name, request.sql, request.params)
          : await db.query(request.sql, request.params, request.options);
    send({ kind: 'answer', id: request.id, value: result });
  } catch (error) {
    send({ kind: 'error', id: request.id, error: describe(error) });
    if (stopsTheDatabase(error)) {
      // Nothing answers any more: the thread ends, and PgliteThread tells the server its database stopped.
      port?.close();
      process.exit(1);
    }
  }
}

// One request at a time, in the order sent, whatever its kind: PGlite orders its own queries and
// transactions, but not a named statement against a query still waiting for its turn.
let turn = Promise.resolve();
port.on('message', (/** @type {Request} */ request) => {
  turn = turn.then(() => answer(request));
});
