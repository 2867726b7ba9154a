import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DATA_DIR_LOCK } from './connection';

/** The embedded database serves one process: a second one opening the same folder stops at once. */
const ROOT = path.resolve(__dirname, '..', '..');
const SCRIPT = path.join('db', 'test', 'open-embedded.ts');

interface Opener {
  child: ChildProcess;
  output(): string;
  /** Resolves true once the database answers, false if the process exits first. */
  opened: Promise<boolean>;
  exited: Promise<number | null>;
}

function open(dataDir: string): Opener {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT, dataDir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const opened = new Promise<boolean>((resolve) => {
    child.stdout!.on('data', (chunk) => {
      output += chunk;
      if (output.includes('open\n')) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  child.stderr!.on('data', (chunk) => (output += chunk));
  return { child, output: () => output, opened, exited };
}

let dataDir: string;
const running: ChildProcess[] = [];

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-lock-'));
});

afterEach(async () => {
  await Promise.all(
    running.splice(0).map(async (child) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }),
  );
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('refuses a second process on the same folder at once, with a message saying why, and frees it on exit', async () => {
  const first = open(dataDir);
  running.push(first.child);
  expect(await first.opened).toBe(true);

  const started = Date.now();
  const second = open(dataDir);
  running.push(second.child);
  expect(await second.exited).toBe(1);
  expect(Date.now() - started).toBeLessThan(10_000);
  expect(second.output()).toContain(`The embedded database in ${dataDir} is already open in another process`);
  expect(second.output()).toContain('DATABASE_URL');

  first.child.kill('SIGTERM');
  expect(await first.exited).toBe(0);
  expect(fs.existsSync(path.join(dataDir, DATA_DIR_LOCK))).toBe(false);
  const third = open(dataDir);
  running.push(third.child);
  expect(await third.opened).toBe(true);
}, 60_000);

it('takes over the lock a killed process left once it has gone stale', async () => {
  const killed = open(dataDir);
  running.push(killed.child);
  expect(await killed.opened).toBe(true);
  killed.child.kill('SIGKILL');
  await killed.exited;
  const lock = path.join(dataDir, DATA_DIR_LOCK);
  expect(fs.existsSync(lock)).toBe(true);

  // Nobody refreshes the lock any more: a minute later it is stale.
  const aMinuteAgo = new Date(Date.now() - 60_000);
  fs.utimesSync(lock, aMinuteAgo, aMinuteAgo);
  const next = open(dataDir);
  running.push(next.child);
  expect(await next.opened).toBe(true);
}, 60_000);
