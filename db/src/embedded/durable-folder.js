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
 * does on a server: the log at every commit, the tables at every checkpoint, a folder whenever a
 * file in it is made or renamed. A new database is written whole by PGlite (it copies what initdb
 * made) before PostgreSQL starts, so it is flushed whole once, there.
 * Plain JavaScript, for the reasons pglite-worker.js gives.
 */
const fs = require('node:fs');
const path = require('node:path');
const { PGlite } = require('@electric-sql/pglite');
const { NodeFS } = require('@electric-sql/pglite/nodefs');

/** PGlite's own start parameters but for the one that turns fsync off. */
const DURABLE_START_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'wal_sync_method=fsync'];

/**
 * Windows flushes no folder (node's fsync of a folder fails there with EPERM, which PostgreSQL
 * would take for a failing disk); its file system journals the folders' entries itself.
 */
const FOLDERS_FLUSH = process.platform !== 'win32';

/**
 * What of Emscripten's module this reads, which PGlite's types leave out.
 * @typedef {{ nfd?: number; node: { mode: number } }} NodeStream
 * @typedef {{ stream_ops: Record<string, unknown>; tryFSOperation<T>(operation: () => T): T }} NodeFileSystem
 * @typedef {{ NODEFS: NodeFileSystem; FS: { isDir(mode: number): boolean } }} EmscriptenModule
 */

/** @param {unknown} mod */
function flushingFiles(mod) {
  const { NODEFS, FS } = /** @type {EmscriptenModule} */ (mod);
  /** @param {NodeStream} stream */
  NODEFS.stream_ops.fsync = (stream) => {
    if (stream.nfd === undefined || (!FOLDERS_FLUSH && FS.isDir(stream.node.mode))) return 0;
    const nfd = stream.nfd;
    // A failure reaches PostgreSQL as the file's error number: it stops (a PANIC) rather than trust
    // what the cache holds, and the worker thread then ends (see pglite-worker.js).
    return NODEFS.tryFSOperation(() => {
      fs.fsyncSync(nfd);
      return 0;
    });
  };
}

/**
 * @param {string} file
 * @param {'file' | 'folder'} kind
 */
function flush(file, kind) {
  // A file is opened for writing: Windows flushes no file opened to be read only.
  const fd = fs.openSync(file, kind === 'file' ? 'r+' : 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Every file and folder under `folder`, then the folder itself: what a new database holds.
 * @param {string} folder
 */
function flushTree(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const at = path.join(folder, entry.name);
    if (entry.isDirectory()) flushTree(at);
    else if (entry.isFile()) flush(at, 'file');
  }
  if (FOLDERS_FLUSH) flush(folder, 'folder');
}

class DurableNodeFS extends NodeFS {
  /** Whether the folder held no database when it was opened, so what PGlite writes into it is new. */
  #new = false;

  /**
   * @override
   * @param {Parameters<NodeFS['init']>[0]} pg
   * @param {Parameters<NodeFS['init']>[1]} emscriptenOptions
   */
  async init(pg, emscriptenOptions) {
    const { emscriptenOpts } = await super.init(pg, emscriptenOptions);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), flushingFiles] } };
  }

  /** @override */
  async initialSyncFs() {
    await super.initialSyncFs();
    this.#new = !fs.existsSync(path.join(this.rootDir, 'PG_VERSION'));
  }

  /**
   * PGlite calls this after every query, and once a new database is written, before PostgreSQL
   * starts: that once, the new database is flushed whole, and the folder's own entry beside it.
   * @override
   * @param {boolean} [relaxedDurability]
   */
  async syncToFs(relaxedDurability) {
    await super.syncToFs(relaxedDurability);
    if (!this.#new) return;
    this.#new = false;
    flushTree(this.rootDir);
    if (FOLDERS_FLUSH) flush(path.dirname(this.rootDir), 'folder');
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
