/**
 * Times the administrator's analysis calls and the flattened export on a large data set, with the
 * memory of the BFF, on PostgreSQL. It creates its own database, seeds it with `npm run seed:large`,
 * runs the BFF as a child process, and drops the database at the end (unless --keep).
 *
 *   npx tsx bench/analysis.ts [--users 1000] [--vendors 40] [--questions 25] [--events 1] [--runs 5] [--reuse] [--keep]
 *
 * BENCH_SERVER_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { api, type AnyEndpoint } from '@vsp/contract';
import { databaseUrlOn, runOnServer } from '@vsp/db';

const ROOT = path.resolve(__dirname, '..');
const SERVER_URL = process.env.BENCH_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'vsp_bench';
const ADMIN_PASSWORD = 'bench-admin-password';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    vendors: { type: 'string', default: '40' },
    questions: { type: 'string', default: '25' },
    events: { type: 'string', default: '1' },
    runs: { type: 'string', default: '5' },
    'bulk-users': { type: 'string', default: '2000' },
    reuse: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
  },
});

function databaseUrl(name: string): string {
  return databaseUrlOn(SERVER_URL, name);
}

const sql = (url: string, text: string): Promise<unknown[]> => runOnServer(url, text);

function run(command: string, commandArgs: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${commandArgs.join(' ')} exited with ${code}`))));
  });
}

/** Resident memory of a process, now and at its peak since the last reset, in MB. */
function memory(pid: number): { rss: number; peak: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

function resetPeak(pid: number): void {
  // Writing 5 to clear_refs resets VmHWM to the current RSS (Linux 4.0+).
  fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

class Bff {
  private constructor(
    private readonly child: ChildProcess,
    readonly base: string,
    readonly cookie: string,
  ) {}

  get pid(): number {
    return this.child.pid!;
  }

  static async start(url: string): Promise<Bff> {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'bff/src/index.ts'], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: url, PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 60_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`The BFF exited with ${child.exitCode}`);
      if (Date.now() > deadline) throw new Error('The BFF did not get ready in a minute');
      const ready = await fetch(`${base}/readyz`).then((r) => r.ok, () => false);
      if (ready) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const login = await fetch(`${base}${api.auth.login.path()}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
    });
    if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
    return new Bff(child, base, login.headers.get('set-cookie')!.split(';')[0]);
  }

  /** One call of the endpoint, at `url` when it needs parameters or a query string. */
  async call(endpoint: AnyEndpoint, url = endpoint.path(), body?: unknown): Promise<{ status: number; bytes: number; ms: number; json: unknown }> {
    const { method } = endpoint;
    const started = performance.now();
    const response = await fetch(`${this.base}${url}`, {
      method,
      headers: { cookie: this.cookie, ...(body ? { 'content-type': 'application/json' } : {}) },
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
    if (this.child.exitCode !== null) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.kill('SIGTERM');
    await exited;
  }
}

async function prepare(url: string): Promise<void> {
  const existing = await sql(SERVER_URL, `select 1 from pg_database where datname = '${DATABASE}'`);
  if (args.reuse && existing.length > 0) {
    console.log(`Reusing database ${DATABASE}`);
    return;
  }
  await sql(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
  await sql(SERVER_URL, `create database ${DATABASE}`);
  await run('npm', ['run', 'seed:large', '-w', '@vsp/db', '--', '--users', args.users!, '--vendors', args.vendors!, '--questions', args.questions!, '--events', args.events!], {
    DATABASE_URL: url,
    ADMIN_PASSWORD,
  });
  // Real data has gaps: every fifth evaluator left about 30% of the cells blank, and every
  // twentieth has no access to the events.
  await sql(url, `delete from scores where user_id % 5 = 0 and random() < 0.3`);
  await sql(url, `insert into user_event_permissions (user_id, event_id, has_access)
                  select u.id, e.id, false from users u cross join scoring_events e where u.id % 20 = 3`);
  await sql(url, 'vacuum analyze');
}

async function timeCall(bff: Bff, endpoint: AnyEndpoint, url: string, runs: number): Promise<string> {
  await bff.call(endpoint, url);
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < runs; i++) {
    const result = await bff.call(endpoint, url);
    times.push(result.ms);
    bytes = result.bytes;
  }
  return `| ${endpoint.method} ${url} | ${ms(median(times))} | ${ms(Math.max(...times))} | ${(bytes / 1024).toFixed(0)} KB |`;
}

async function main(): Promise<void> {
  const url = databaseUrl(DATABASE);
  const runs = Number(args.runs);
  await prepare(url);
  const [{ scores }] = (await sql(url, 'select count(*)::int as scores from scores')) as { scores: number }[];
  console.log(`\nData set: ${scores.toLocaleString('en')} scores (${args.events} event, ${args.vendors} vendors, ${args.questions} questions, ${args.users} users)\n`);

  const bff = await Bff.start(url);
  try {
    const started = memory(bff.pid);
    resetPeak(bff.pid);
    console.log(`| call | median of ${runs} | slowest | answer |`);
    console.log('|---|---|---|---|');
    console.log(await timeCall(bff, api.analysis.averages, api.analysis.averages.path(), runs));
    console.log(await timeCall(bff, api.analysis.incomplete, api.analysis.incomplete.path(), runs));
    console.log(await timeCall(bff, api.scores.adminList, api.scores.adminList.path({ limit: 50 }), runs));
    console.log(await timeCall(bff, api.scores.adminList, api.scores.adminList.path({ limit: 50, offset: scores - 50 }), runs));
    const analysisPeak = memory(bff.pid).peak;

    resetPeak(bff.pid);
    const before = memory(bff.pid);
    const samples: number[] = [];
    const sampler = setInterval(() => samples.push(memory(bff.pid).rss), 100);
    const flat = await bff.download(api.exports.flattenedScores.path());
    clearInterval(sampler);
    const at = (share: number) => samples[Math.min(samples.length - 1, Math.floor(samples.length * share))].toFixed(0);
    const exportPeak = memory(bff.pid).peak;
    const users = await bff.download(api.exports.users.path());

    console.log(`\n| export | time | size |`);
    console.log('|---|---|---|');
    console.log(`| flattened scores (${scores.toLocaleString('en')} rows) | ${(flat.ms / 1000).toFixed(1)} s | ${(flat.bytes / 1024 / 1024).toFixed(1)} MB |`);
    console.log(`| users (${args.users} rows) | ${ms(users.ms)} | ${(users.bytes / 1024).toFixed(0)} KB |`);

    console.log(`\nBFF memory (RSS): ${started.rss.toFixed(0)} MB after start; peak ${analysisPeak.toFixed(0)} MB during the analysis calls;`);
    console.log(`${before.rss.toFixed(0)} MB before the export, peak ${exportPeak.toFixed(0)} MB during it;`);
    console.log(`RSS at 10/25/50/75/90% of the export: ${[0.1, 0.25, 0.5, 0.75, 0.9].map(at).join(' / ')} MB.`);

    const random = await bff.call(api.scores.generateRandom);
    console.log(`\n${api.scores.generateRandom.method} ${api.scores.generateRandom.route}: ${(random.json as { created: number }).created.toLocaleString('en')} scores in ${ms(random.ms)}`);

    // A bulk upload while another request is timed every 100 ms: the event loop must stay free.
    const bulk = Array.from({ length: Number(args['bulk-users']) }, (_, i) => ({ username: `bulk-${Date.now()}-${i}`, password: `bulk-password-${i}`, name: `Bulk ${i}` }));
    const probes: number[] = [];
    resetPeak(bff.pid);
    let uploading = true;
    const probing = (async () => {
      while (uploading) {
        probes.push((await bff.call(api.auth.me)).ms);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    const upload = await bff.call(api.users.bulkCreate, undefined, { users: bulk });
    uploading = false;
    await probing;
    const { created, errors } = upload.json as { created: number; errors: unknown[] };
    console.log(`\nBulk upload of ${bulk.length} users: ${created} created, ${errors.length} errors in ${(upload.ms / 1000).toFixed(1)} s;`);
    console.log(`meanwhile ${api.auth.me.method} ${api.auth.me.route} answered in ${ms(median(probes))} median, ${ms(Math.max(...probes))} slowest (${probes.length} probes);`);
    console.log(`BFF peak memory during the upload: ${memory(bff.pid).peak.toFixed(0)} MB.`);

    const removed = await bff.call(api.scores.deleteAll);
    console.log(`${api.scores.deleteAll.method} ${api.scores.deleteAll.route}: ${(removed.json as { deleted: number }).deleted.toLocaleString('en')} scores in ${ms(removed.ms)}`);
  } finally {
    await bff.stop();
    if (!args.keep) await sql(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
