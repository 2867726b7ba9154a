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
 * does on a server: the log at every commit, the tables at every checkpoint (the embedded database,
 * with no checkpointer of its own, takes one when its log reaches max_wal_size and when it closes),
 * a folder when a file in it is renamed or removed. A new database is written whole by PGlite (it
 * copies what initdb made) before PostgreSQL starts, so it is flushed whole once, there.
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
 * @typedef {{ nfd: number; node: { mode: number } }} NodeStream
 * @typedef {{ stream_ops: Record<string, unknown>; tryFSOperation<T>(operation: () => T): T }} NodeFileSystem
 * @typedef {{ NODEFS: NodeFileSystem; FS: { isDir(mode: number): boolean } }} EmscriptenModule
 */

/** @param {unknown} mod */
function flushingFiles(mod) {
  const { NODEFS, FS } = /** @type {EmscriptenModule} */ (mod);
  /** @param {NodeStream} stream */
  NODEFS.stream_ops.fsync = (stream) => {
    if (!FOLDERS_FLUSH && FS.isDir(stream.node.mode)) return 0;
    // A failure reaches PostgreSQL as the file's error number: it stops (a PANIC) rather than trust
    // what the cache holds, and the worker thread then ends (see pglite-worker.js).
    return NODEFS.tryFSOperation(() => {
      fs.fsyncSync(stream.nfd);
      return 0;
    });
  };
}

/** Errors PostgreSQL, too, passes over when it flushes a data folder: what it may not open, and a folder the system cannot flush. */
const PASSED_OVER_ON_OPEN = new Set(['EACCES', 'EPERM', 'EISDIR']);
const PASSED_OVER_ON_FOLDER_FLUSH = new Set(['EINVAL', 'EBADF']);

/** @param {unknown} error @param {Set<string>} codes */
const isOneOf = (error, codes) => error instanceof Error && 'code' in error && typeof error.code === 'string' && codes.has(error.code);

/**
 * @param {string} file
 * @param {'file' | 'folder'} kind
 */
function flush(file, kind) {
  let fd;
  try {
    // A file is opened for writing: Windows flushes no file opened to be read only.
    fd = fs.openSync(file, kind === 'file' && process.platform === 'win32' ? 'r+' : 'r');
  } catch (error) {
    if (isOneOf(error, PASSED_OVER_ON_OPEN)) return;
    throw error;
  }
  try {
    fs.fsyncSync(fd);
  } catch (error) {
    if (!(kind === 'folder' && isOneOf(error, PASSED_OVER_ON_FOLDER_FLUSH))) throw error;
  } finally {
    fs.closeSync(fd);
  }
}

/**
 * Every file and folder under `at` but the entries of `at` named in `except`, then `at` itself.
 * @param {string} at
 * @param {Set<string>} [except]
 */
function flushTree(at, except) {
  let entries;
  try {
    entries = fs.readdirSync(at, { withFileTypes: true });
  } catch (error) {
    if (isOneOf(error, PASSED_OVER_ON_OPEN)) return;
    throw error;
  }
  for (const entry of entries) {
    if (except?.has(entry.name)) continue;
    const inside = path.join(at, entry.name);
    if (entry.isDirectory()) flushTree(inside);
    else if (entry.isFile()) flush(inside, 'file');
  }
  if (FOLDERS_FLUSH) flush(at, 'folder');
}

class DurableNodeFS extends NodeFS {
  /**
   * What the folder held before PGlite wrote a new database into it (the server's lock, uploaded
   * files), which is not flushed with it; undefined once flushed, or when the folder held a database.
   * @type {Set<string> | undefined}
   */
  #before;

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
    if (!this.#holdsDatabase()) this.#before = new Set(fs.readdirSync(this.rootDir));
  }

  /**
   * PGlite calls this after every query, and once a new database is written, before PostgreSQL
   * starts: then the new database is flushed whole, with the folder and its entry in its parent.
   * @override
   * @param {boolean} [relaxedDurability]
   */
  async syncToFs(relaxedDurability) {
    await super.syncToFs(relaxedDurability);
    const before = this.#before;
    if (!before || !this.#holdsDatabase()) return;
    flushTree(this.rootDir, before);
    if (FOLDERS_FLUSH) flush(path.dirname(this.rootDir), 'folder');
    this.#before = undefined;
  }

  #holdsDatabase() {
    return fs.existsSync(path.join(this.rootDir, 'PG_VERSION'));
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
