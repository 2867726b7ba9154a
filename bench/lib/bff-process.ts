import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { api, type AnyEndpoint } from '@vsp/contract';
import { ADMIN_PASSWORD, ROOT, run } from './databases';
import { freePort } from './free-port';

const BUNDLE = path.join(ROOT, 'bff', 'dist', 'index.js');
let bundleBuilt = false;

/** The server bundle production runs (`npm run build:server`), built once per benchmark run. */
export async function buildServerBundle(): Promise<void> {
  if (bundleBuilt) return;
  await run(process.execPath, [path.join(ROOT, 'scripts', 'build-server.mjs')]);
  bundleBuilt = true;
}

export interface StartOptions {
  /** The server's environment on top of this process's: DATABASE_URL or DATA_DIR, and any setting. */
  env: NodeJS.ProcessEnv;
  /** Extra node options, such as `--cpu-prof`. */
  nodeArgs?: string[];
}

/** A BFF child process, as production runs it (the bundle, plain node), signed in as the system administrator. */
export class BffProcess {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
    readonly port: number,
    readonly cookie: string,
    private readonly logFile: string,
  ) {}

  get pid(): number {
    return this.child.pid!;
  }

  static async start(options: StartOptions): Promise<BffProcess> {
    await buildServerBundle();
    const port = await freePort();
    // Production's log level, its lines written to a file as a log collector would take them, so
    // the figures include a line for every request.
    const logFile = path.join(os.tmpdir(), `vsp-bench-bff-${process.pid}-${port}.log`);
    const log = fs.openSync(logFile, 'w');
    const child = spawn(process.execPath, [...(options.nodeArgs ?? []), BUNDLE], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'info', ...options.env },
      stdio: ['ignore', log, 'inherit'],
    });
    fs.closeSync(log);
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 120_000;
    const lastLines = () => fs.readFileSync(logFile, 'utf8').trim().split('\n').slice(-5).join('\n');
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The BFF exited with ${child.exitCode}; its log ends:\n${lastLines()}`);
      if (Date.now() > deadline) throw new Error(`The BFF did not get ready in two minutes; its log ends:\n${lastLines()}`);
      if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const cookie = await signIn(base, 'admin', ADMIN_PASSWORD);
    return new BffProcess(child, base, port, cookie, logFile);
  }

  /** One call of the endpoint, at `url` when it needs parameters or a query string. */
  async call(endpoint: AnyEndpoint, url = endpoint.path(), body?: unknown, cookie = this.cookie): Promise<{ status: number; bytes: number; ms: number; json: unknown }> {
    const { method } = endpoint;
    const started = performance.now();
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: { cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
    return { status: response.status, bytes: Buffer.byteLength(text), ms: elapsed, json: text ? JSON.parse(text) : null };
  }

  /** Downloads without keeping the body, as a browser saving a file would. */
  async download(url: string): Promise<{ bytes: number; ms: number }> {
    const started = performance.now();
    const response = await fetch(`${this.base}${url}`, { headers: { cookie: this.cookie } });
    if (!response.ok || !response.body) throw new Error(`GET ${url}: ${response.status}`);
    let bytes = 0;
    for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
    return { bytes, ms: performance.now() - started };
  }

  async stop(): Promise<void> {
    if (this.child.exitCode === null) {
      const exited = new Promise((resolve) => this.child.once('exit', resolve));
      this.child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(this.logFile, { force: true });
  }
}

/** Signs in at the server and answers the session cookie (`name=value`). */
export async function signIn(base: string, username: string, password: string): Promise<string> {
  const login = await fetch(`${base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (!login.ok) throw new Error(`Sign-in of ${username} failed: ${login.status}`);
  return login.headers.get('set-cookie')!.split(';')[0];
}
