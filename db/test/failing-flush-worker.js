// @ts-check
/**
 * The embedded database's worker (src/embedded/pglite-worker.js) on a disk whose flushes fail
 * from the moment it is sent the query `select 'flushes fail from now on'`, as a failing disk's
 * would: durable-folder.test.ts runs it through PgliteThread.
 */
const fs = require('node:fs');
const { parentPort } = require('node:worker_threads');

const FAILING_FROM = "select 'flushes fail from now on'";
let failing = false;
parentPort?.on('message', (/** @type {{ sql?: string }} */ request) => {
  if (request.sql === FAILING_FROM) failing = true;
});
const fsyncSync = fs.fsyncSync;
fs.fsyncSync = (fd) => {
  if (failing) throw Object.assign(new Error('EIO: i/o error, fsync'), { code: 'EIO', errno: -5, syscall: 'fsync' });
  fsyncSync(fd);
};

require('../src/embedded/pglite-worker.js');
