/**
 * Whether the server stays responsive while heavy queries run on the embedded database (PGlite):
 * it probes `/healthz` every 20 ms while the administrator's averages and the flattened export run
 * on about 200,000 scores, and prints the probes' p50, p99 and slowest answer. The same data on
 * PostgreSQL is measured in the same run as the reference.
 *
 *   npx tsx bench/embedded.ts [--users 500] [--vendors 20] [--questions 20] [--averages 5]
 *
 * The embedded database lives in a temporary DATA_DIR; the PostgreSQL one is created on
 * BENCH_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { freePort } from './free-port';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { api } from '@vsp/contract';
import { createKnex, databaseUrlOn, prepareDatabase, runOnServer, seedLarge, type DatabaseConfig } from '@vsp/db';

const ROOT = path.resolve(__dirname, '..');
const SERVER_URL = process.env.BENCH_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const DATABASE = 'vsp_bench_embedded';
const ADMIN_PASSWORD = 'bench-admin-password';
const PROBE_EVERY_MS = 20;

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '500' },
    vendors: { type: 'string', default: '20' },
    questions: { type: 'string', default: '20' },
    averages: { type: 'string', default: '5' },
  },
});

/** Migrates, seeds the system account and fills the data set; answers the number of scores. */
async function fill(config: DatabaseConfig): Promise<number> {
  const knex = createKnex(config);
  try {
    await prepareDatabase(knex, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, log: () => undefined });
    const { scores } = await seedLarge(knex, { events: 1, vendors: Number(args.vendors), questions: Number(args.questions), users: Number(args.users) });
    await knex.raw('vacuum analyze');
    return scores;
  } finally {
    await knex.destroy();
  }
}

interface Bff {
  child: ChildProcess;
  base: string;
  cookie: string;
  /** Where bench/loop-delay.ts reports the server's event-loop delays. */
  loopDelayFile: string;
}

interface Delays {
  p50: number;
  p99: number;
  max: number;
}

/** The BFF from its sources, as `npm start` runs it, signed in as the system administrator. */
async function startBff(env: NodeJS.ProcessEnv): Promise<Bff> {
  const port = await freePort();
  const loopDelayFile = path.join(os.tmpdir(), `vsp-bench-loop-${process.pid}-${port}.json`);
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './bench/loop-delay.ts', 'bff/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), ADMIN_PASSWORD, LOG_LEVEL: 'warn', BENCH_LOOP_DELAY_FILE: loopDelayFile },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The BFF exited with ${child.exitCode}`);
    if (Date.now() > deadline) throw new Error('The BFF did not get ready in two minutes');
    if (await fetch(`${base}/readyz`).then((r) => r.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const login = await fetch(`${base}${api.auth.login.path()}`, {
    method: api.auth.login.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }),
  });
  if (!login.ok) throw new Error(`Sign-in failed: ${login.status}`);
  return { child, base, cookie: login.headers.get('set-cookie')!.split(';')[0], loopDelayFile };
}

/** The server's event-loop delays since the last call. */
async function loopDelays(bff: Bff): Promise<Delays> {
  fs.rmSync(bff.loopDelayFile, { force: true });
  bff.child.kill('SIGUSR2');
  for (let tries = 0; tries < 100 && !fs.existsSync(bff.loopDelayFile); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
  const delays = JSON.parse(fs.readFileSync(bff.loopDelayFile, 'utf8')) as Delays;
  fs.rmSync(bff.loopDelayFile, { force: true });
  return delays;
}

async function stopBff(bff: Bff): Promise<void> {
  if (bff.child.exitCode !== null) return;
  const exited = new Promise((resolve) => bff.child.once('exit', resolve));
  bff.child.kill('SIGTERM');
  await exited;
}

/** Reads a whole answer without keeping it; answers its size in bytes. */
async function download(bff: Bff, url: string): Promise<number> {
  const response = await fetch(`${bff.base}${url}`, { headers: { cookie: bff.cookie } });
  if (!response.ok || !response.body) throw new Error(`${url} answered ${response.status}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

const percentile = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];
const ms = (value: number) => `${value.toFixed(0)} ms`;

/** p50 / p99 / slowest of the probes' answer times. */
function spread(latencies: number[]): string {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `${ms(percentile(sorted, 0.5))} / ${ms(percentile(sorted, 0.99))} / ${ms(sorted[sorted.length - 1])}`;
}

const delaySpread = (delays: Delays) => `${ms(delays.p50)} / ${ms(delays.p99)} / ${ms(delays.max)}`;

/**
 * Probes /healthz every 20 ms (without waiting for the previous probe, as a load balancer does)
 * while the averages run several times, then while the flattened export downloads once.
 */
async function measure(label: string, bff: Bff, scores: number): Promise<string[]> {
  const latencies = { averages: [] as number[], export: [] as number[] };
  let phase: keyof typeof latencies = 'averages';
  const probes: Promise<void>[] = [];
  const probe = async () => {
    const during = phase;
    const started = performance.now();
    const response = await fetch(`${bff.base}/healthz`);
    await response.arrayBuffer();
    latencies[during].push(performance.now() - started);
  };
  await loopDelays(bff);
  const timer = setInterval(() => probes.push(probe()), PROBE_EVERY_MS);
  const run = async () => {
    const averages: number[] = [];
    for (let call = 0; call < Number(args.averages); call += 1) {
      const started = performance.now();
      await download(bff, api.analysis.averages.path());
      averages.push(performance.now() - started);
    }
    const averagesDelays = await loopDelays(bff);
    phase = 'export';
    const started = performance.now();
    const exportBytes = await download(bff, api.exports.flattenedScores.path());
    return { averages, averagesDelays, exportBytes, exportMs: performance.now() - started };
  };
  let measured: Awaited<ReturnType<typeof run>>;
  try {
    measured = await run();
  } finally {
    clearInterval(timer);
    await Promise.all(probes);
  }
  const { averages, averagesDelays, exportBytes, exportMs } = measured;
  const exportDelays = await loopDelays(bff);
  const all = [...latencies.averages, ...latencies.export];
  return [
    `| ${label} | ${Number(args.averages)} × averages, ${ms(Math.max(...averages))} slowest | ${latencies.averages.length} | ${spread(latencies.averages)} | ${delaySpread(averagesDelays)} |`,
    `| ${label} | flattened export, ${scores.toLocaleString('en')} rows (${(exportBytes / 1024 / 1024).toFixed(1)} MB) in ${(exportMs / 1000).toFixed(1)} s | ${latencies.export.length} | ${spread(latencies.export)} | ${delaySpread(exportDelays)} |`,
    `| ${label} | **both** | ${all.length} | **${spread(all)}** | |`,
  ];
}

async function main(): Promise<void> {
  const rows: string[] = [];

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-bench-embedded-'));
  try {
    let started = Date.now();
    const scores = await fill({ dataDir });
    console.log(`Embedded database in ${dataDir}: ${scores.toLocaleString('en')} scores in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const bff = await startBff({ DATABASE_URL: '', DATA_DIR: dataDir });
    try {
      rows.push(...(await measure('embedded (PGlite)', bff, scores)));
    } finally {
      await stopBff(bff);
    }

    await runOnServer(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
    await runOnServer(SERVER_URL, `create database ${DATABASE}`);
    try {
      const url = databaseUrlOn(SERVER_URL, DATABASE);
      started = Date.now();
      const pgScores = await fill({ databaseUrl: url });
      console.log(`PostgreSQL database ${DATABASE}: ${pgScores.toLocaleString('en')} scores in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const pgBff = await startBff({ DATABASE_URL: url });
      try {
        rows.push(...(await measure('PostgreSQL', pgBff, pgScores)));
      } finally {
        await stopBff(pgBff);
      }
    } finally {
      await runOnServer(SERVER_URL, `drop database if exists ${DATABASE} with (force)`);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log(`\n/healthz probed every ${PROBE_EVERY_MS} ms from another process; the BFF's own event-loop delay measured inside it:\n`);
  console.log('| database | while | probes | /healthz p50 / p99 / slowest | event-loop delay p50 / p99 / longest |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(row);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
