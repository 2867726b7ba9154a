// @ts-check
/**
 * The embedded database in a folder, with its commits on the disk when they are answered.
 *
 * PGlite starts PostgreSQL with fsync off (`-F` in its start parameters), and the file system it
 * reads a folder through (Emscripten's NODEFS) has no fsync of its own: a committed score reached
 * the operating system's cache, not the disk, so a power cut or a machine crash could lose the last
 * seconds of scores and comments (a crash of the process alone could not). Here PostgreSQL runs
 * with fsync on, the log written through `fsync` (its default, `fdatasync`, is a call Emscripten
 * answers without doing anything), and NODEFS's files flushed by node's `fsyncSync`, as PostgreSQL
 * does on a server: the log at every commit, the tables and their folders at every checkpoint.
 * Plain JavaScript, for the reasons pglite-worker.js gives.
 */
const fs = require('node:fs');
const { PGlite } = require('@electric-sql/pglite');
const { NodeFS } = require('@electric-sql/pglite/nodefs');

/** PGlite's own start parameters but for the one that turns fsync off. */
const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/**
 * What of Emscripten's module this reads, which PGlite's types leave out.
 * @typedef {{ nfd?: number }} NodeStream
 * @typedef {{ stream_ops: Record<string, unknown>; tryFSOperation<T>(operation: () => T): T }} NodeFileSystem
 */

/** @param {unknown} mod */
function flushingFiles(mod) {
  const { NODEFS } = /** @type {{ NODEFS: NodeFileSystem }} */ (mod);
  /** @param {NodeStream} stream */
  NODEFS.stream_ops.fsync = (stream) => {
    // A stream NODEFS opened no file for has nothing of its own to flush.
    if (stream.nfd === undefined) return 0;
    const nfd = stream.nfd;
    // A failure reaches PostgreSQL as the file's error number, and PostgreSQL stops rather than trust
    // the cache (data_sync_retry off), as on a server.
    return NODEFS.tryFSOperation(() => {
      fs.fsyncSync(nfd);
      return 0;
    });
  };
}

class DurableNodeFS extends NodeFS {
  /**
   * @override
   * @param {Parameters<NodeFS['init']>[0]} pg
   * @param {Parameters<NodeFS['init']>[1]} emscriptenOptions
   */
  async init(pg, emscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushingFiles] } };
  }
}

/**
 * PGlite's options for a database in `folder`, beside the other options given.
 * @param {string} folder
 * @returns {{ fs: NodeFS; startParams: string[] }}
 */
function durableFolder(folder) {
  return { fs: new DurableNodeFS(folder), startParams: DURABLE_START_PARAMS };
}

module.exports = { durableFolder };
