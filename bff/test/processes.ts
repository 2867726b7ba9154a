import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';

/** Real BFF processes for the tests where the process itself is the point: start, stop, crash. */
export const ROOT = path.resolve(__dirname, '..', '..');

export interface BffProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** The JSON log lines written so far. */
  logLines(): Array<Record<string, unknown>>;
  exited: Promise<number | null>;
  /** SIGTERM, and wait for the exit; SIGKILL if it has not exited in time. */
  stop(): Promise<number | null>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/** Starts `node <args>` in the repository root, on a free port, with the given environment on top of the test's. */
export async function startProcess(args: string[], env: NodeJS.ProcessEnv): Promise<BffProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: '', LOG_LEVEL: 'warn', ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    logLines: () =>
      output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    exited,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      try {
        return await exited;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/** The BFF from its TypeScript sources, as `npm start` runs it. */
export function startBff(env: NodeJS.ProcessEnv, preload: string[] = []): Promise<BffProcess> {
  return startProcess(['--import', 'tsx', ...preload.flatMap((file) => ['--import', file]), 'bff/src/index.ts'], env);
}

/** Resolves once /readyz answers 200; fails if the process exits first or the deadline passes. */
export async function waitUntilReady(bff: BffProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (bff.child.exitCode !== null) throw new Error(`The BFF exited with code ${bff.child.exitCode}: ${bff.output()}`);
    try {
      if ((await fetch(`${bff.base}/readyz`)).status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`The BFF was not ready within ${timeoutMs} ms: ${bff.output()}`);
}

/** Resolves with the exit code, or fails once the deadline passes. */
export async function exitWithin(bff: BffProcess, timeoutMs: number): Promise<number | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`The process did not exit within ${timeoutMs} ms: ${bff.output()}`)), timeoutMs);
  });
  try {
    return await Promise.race([bff.exited, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
