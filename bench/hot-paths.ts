/**
 * The evaluator's hot paths under load, each beside a reference measured in the same run: signed-in
 * reads against a bare hapi route, score saves by 200 evaluators at once, each on their own
 * connection and session, going back over cells they scored as well as new ones (see
 * lib/evaluator-saves.ts; checked in the database afterwards: every cell holds its last save, none
 * lost, no duplicate cell), the embedded default (an embedded PostgreSQL in a DATA_DIR) against the
 * PostgreSQL server on the same mix, and two BFF processes against one. The load comes from wrk (Debian's
 * package) on the same machine; rounds are interleaved so a noisy moment hits every path alike, and
 * every server is loaded for a few seconds, unmeasured, before its first figure.
 *
 *   npx tsx bench/hot-paths.ts [--seconds 15] [--rounds 3] [--connections 50] [--savers 200] [--skip-embedded] [--skip-processes]
 *                              [--no-reads] [--no-saves] [--profile DIR]
 *
 * With --profile, the first PostgreSQL BFF and the embedded one write V8 CPU profiles of their main
 * threads into DIR/postgresql and DIR/embedded when they stop (`node --cpu-prof`), to be opened in
 * Chrome's DevTools.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { api } from '@vsp/contract';
import { createKnex, prepareDatabase, seedLarge, type KnexConfig } from '@vsp/db';
import { BffProcess, signIn } from './lib/bff-process';
import { checkSaves, nextSave, savesLua, type EvaluatorRun } from './lib/evaluator-saves';
import { ADMIN_PASSWORD, benchDataDir, dropDatabase, freshDatabase, onEmbedded, ROOT, settle } from './lib/databases';
import { cpuSeconds, cpuSecondsOf, machineBusySeconds, median, ms, spread } from './lib/stats';
import { getWithCookie, wrk, type WrkResult } from './lib/wrk';

const DATABASE = 'vsp_bench_hot_paths';
const VENDORS = 40;
const QUESTIONS = 25;
const READER_SCORES = 100;

export interface HotPathsOptions {
  seconds: number;
  rounds: number;
  /** Connections of the read runs; the save runs use one per saver. */
  connections: number;
  savers: number;
  reads: boolean;
  saves: boolean;
  embedded: boolean;
  processes: boolean;
  /** A folder for V8 CPU profiles of the first PostgreSQL BFF and the embedded one. */
  profile?: string;
}

export const HOT_PATHS_DEFAULTS: HotPathsOptions = { seconds: 15, rounds: 3, connections: 50, savers: 200, reads: true, saves: true, embedded: true, processes: true };

let options = HOT_PATHS_DEFAULTS;

/** Node's arguments for a BFF that writes its CPU profiles into a folder of its own under --profile. */
function profiling(folder: string): string[] {
  return options.profile ? ['--cpu-prof', '--cpu-prof-dir', path.join(options.profile, folder)] : [];
}

interface HotData {
  eventId: number;
  vendorIds: number[];
  questionIds: number[];
  reader: string;
  savers: string[];
  saverIds: number[];
}

/**
 * One Active event of 40 vendors and 25 questions; one reader with 100 scores (what the dashboard
 * reads) and 200 evaluators with none yet, who score the event during the runs.
 */
async function fill(config: KnexConfig): Promise<HotData> {
  const knex = createKnex(config);
  try {
    await prepareDatabase(knex, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, log: () => undefined });
    await seedLarge(knex, { events: 1, vendors: VENDORS, questions: QUESTIONS, users: options.savers + 1 });
    const users = (await knex('users').where('username', 'like', 'bench-user-%').orderBy('id').select('id', 'username')) as { id: number; username: string }[];
    const [reader, ...savers] = users;
    await knex('scores').whereIn('userId', savers.map((user) => user.id)).delete();
    await knex('scores').where('userId', reader.id).whereNotIn('id', knex('scores').where('userId', reader.id).orderBy('id').limit(READER_SCORES).select('id')).delete();
    const event = await knex('scoringEvents').first('id');
    await knex.raw('vacuum analyze');
    return {
      eventId: event.id,
      vendorIds: (await knex('vendors').orderBy('id').pluck('id')) as number[],
      questionIds: (await knex('questions').orderBy('id').pluck('id')) as number[],
      reader: reader.username,
      savers: savers.map((user) => user.username),
      saverIds: savers.map((user) => user.id),
    };
  } finally {
    await knex.destroy();
  }
}

/** Signs the savers in, ten at a time (sign-in hashes a password and is deliberately slow). */
async function signInAll(base: string, usernames: string[]): Promise<string[]> {
  const cookies: string[] = [];
  for (let start = 0; start < usernames.length; start += 10) {
    cookies.push(...(await Promise.all(usernames.slice(start, start + 10).map((username) => signIn(base, username, 'bench-password')))));
  }
  return cookies;
}

interface Target {
  base: string;
  cookie: string;
  saverCookies: string[];
  data: HotData;
  /** Per evaluator, their runs of saves so far (see checkSaves); the next run carries on from there. */
  runs: EvaluatorRun[][];
}

/** How long a freshly started server is loaded, unmeasured, before its figures are taken. */
const WARM_UP_SECONDS = 3;

/**
 * Loads a freshly started server on its read paths before anything is measured: in its first
 * seconds (V8 compiling the code it runs hot) a run's p99 reached 70 – 190 ms where a warm process
 * answers within 10 – 15 ms, and a server in service is warm.
 */
async function warmUp(base: string, cookie: string): Promise<void> {
  for (const endpoint of [api.events.list, api.scores.mine]) {
    const warm = await wrk({ url: `${base}${endpoint.path()}`, connections: options.connections, seconds: WARM_UP_SECONDS, lua: getWithCookie(cookie) });
    if (warm.failures > 0) throw new Error(`Warming ${endpoint.route} up at ${base}: ${warm.failures} failed of ${warm.requests}`);
  }
}

async function prepareTarget(base: string, data: HotData): Promise<Target> {
  const cookie = await signIn(base, data.reader, 'bench-password');
  await warmUp(base, cookie);
  return { base, cookie, saverCookies: await signInAll(base, data.savers), data, runs: data.saverIds.map(() => []) };
}

/** A run of saves, each evaluator on a wrk thread and connection of their own. */
async function saves(target: Target): Promise<WrkResult> {
  const result = await wrk({
    url: `${target.base}${api.scores.save.path({ eventId: target.data.eventId })}`,
    connections: target.data.saverIds.length,
    threads: target.data.saverIds.length,
    seconds: options.seconds,
    lua: savesLua(target.data, target.saverCookies, target.data.saverIds, target.runs.map(nextSave)),
  });
  result.answeredByThread.forEach((answered, at) => target.runs[at].push({ from: nextSave(target.runs[at]), answered }));
  return result;
}

/** After the runs, the savers' cells checked (see checkSaves). */
async function checkedSaves(config: KnexConfig, data: HotData, runs: EvaluatorRun[][]): Promise<string> {
  const db = createKnex(config);
  try {
    return await checkSaves(db, data, data.saverIds, runs);
  } finally {
    await db.destroy();
  }
}

function startBare(): Promise<{ url: string; stop: () => void }> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench', 'lib', 'bare-hapi.ts')], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    child.stdout!.once('data', (chunk: Buffer) => resolve({ url: `http://127.0.0.1:${chunk.toString().trim()}/bare`, stop: () => child.kill('SIGTERM') }));
    child.once('exit', (code) => reject(new Error(`The bare hapi server exited with ${code}`)));
  });
}

type Figures = Map<string, { perSecond: number[]; p50: number[]; p99: number[]; ratio: number[]; failures: number; cpu: number[] }>;

function record(figures: Figures, name: string, result: WrkResult, reference: number, cpuPerRequest?: number): void {
  const entry = figures.get(name) ?? { perSecond: [], p50: [], p99: [], ratio: [], failures: 0, cpu: [] };
  entry.perSecond.push(result.perSecond);
  entry.p50.push(result.p50);
  entry.p99.push(result.p99);
  entry.ratio.push(result.perSecond / reference);
  entry.failures += result.failures;
  if (cpuPerRequest !== undefined) entry.cpu.push(cpuPerRequest);
  figures.set(name, entry);
}

function print(figures: Figures, referenceName: string): void {
  const rate = (value: number) => value.toFixed(0);
  console.log(`\n| path | req/s min / median / max | × ${referenceName} | p50 | p99 | BFF CPU per request | failures |`);
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, entry] of figures) {
    const cpu = entry.cpu.length ? spread(entry.cpu, (value) => `${value.toFixed(2)} ms`) : '';
    console.log(`| ${name} | ${spread(entry.perSecond, rate)} | ${spread(entry.ratio)} | ${spread(entry.p50, ms)} | ${spread(entry.p99, ms)} | ${cpu} | ${entry.failures} |`);
  }
}

/** wrk on `url` while the BFF's CPU time is read, so the cost per request is known. */
async function measured(bff: BffProcess | undefined, load: Parameters<typeof wrk>[0]): Promise<{ result: WrkResult; cpu?: number }> {
  const before = bff ? cpuSeconds(bff.pid) : 0;
  const result = await wrk(load);
  return { result, cpu: bff ? ((cpuSeconds(bff.pid) - before) * 1000) / Math.max(1, result.requests) : undefined };
}

/** The two signed-in reads of the dashboard, one wrk run each; answers their results in that order. */
async function readMix(target: Target, bff: BffProcess): Promise<{ name: string; result: WrkResult; cpu?: number }[]> {
  const results = [];
  for (const endpoint of [api.events.list, api.scores.mine]) {
    const { result, cpu } = await measured(bff, { url: `${target.base}${endpoint.path()}`, connections: options.connections, seconds: options.seconds, lua: getWithCookie(target.cookie) });
    results.push({ name: `${endpoint.method} ${endpoint.route}`, result, cpu });
  }
  return results;
}

/** Per save, the CPU milliseconds of the BFF, of PostgreSQL and of the rest of the machine (wrk above all), and how busy the machine was. */
interface SaveCpu {
  bff: number;
  database: number;
  rest: number;
  /** Share of all the machine's cores in use, 0 to 1. */
  busy: number;
}

/** The saves of `target` through `bff`, with the BFF's CPU per save; `cpuLog` also gets where the machine's CPU went. */
async function timedSaves(target: Target, bff: BffProcess, cpuLog?: SaveCpu[]): Promise<{ name: string; result: WrkResult; cpu: number }> {
  const before = { bff: cpuSeconds(bff.pid), database: cpuSecondsOf('postgres'), machine: machineBusySeconds(), at: performance.now() };
  const result = await saves(target);
  const used = { bff: cpuSeconds(bff.pid) - before.bff, database: cpuSecondsOf('postgres') - before.database, machine: machineBusySeconds() - before.machine };
  const perSave = (seconds: number) => (seconds * 1000) / Math.max(1, result.requests);
  cpuLog?.push({
    bff: perSave(used.bff),
    database: perSave(used.database),
    rest: perSave(used.machine - used.bff - used.database),
    busy: used.machine / (((performance.now() - before.at) / 1000) * os.cpus().length),
  });
  return { name: `${api.scores.save.method} ${api.scores.save.route} (${options.savers} evaluators, a connection each)`, result, cpu: perSave(used.bff) };
}

/** Where the machine's CPU went per save over the save runs of `cpuLog` (medians). */
function printSaveCpu(database: string, cpuLog: SaveCpu[]): void {
  if (cpuLog.length === 0) return;
  const of = (pick: (cpu: SaveCpu) => number) => median(cpuLog.map(pick));
  console.log(
    `CPU per save on ${database} (medians of ${cpuLog.length} runs): BFF ${ms(of((cpu) => cpu.bff))}, PostgreSQL ${ms(of((cpu) => cpu.database))}, ` +
      `the rest of the machine (wrk, the system) ${ms(of((cpu) => cpu.rest))}; the ${os.cpus().length} cores ${(of((cpu) => cpu.busy) * 100).toFixed(0)}% busy.`,
  );
}

/** Prints the hot paths' figures, each beside its reference, on a database of its own. */
export async function hotPathsSection(chosen: Partial<HotPathsOptions> = {}): Promise<void> {
  options = { ...HOT_PATHS_DEFAULTS, ...chosen };
  console.log(`\n## Hot paths\n\nwrk, one thread for reads and one per evaluator for saves; ${options.connections} connections for reads, ${options.savers} for saves; ${options.seconds} s per run; ${options.rounds} rounds; ${os.cpus().length} cores`);
  const bare = await startBare();
  await wrk({ url: bare.url, connections: options.connections, seconds: WARM_UP_SECONDS });
  const url = await freshDatabase(DATABASE);
  const dataDir = benchDataDir('hot');
  try {
    const pgConfig = { databaseUrl: url };
    const pgData = await fill(pgConfig);
    let pgRuns: EvaluatorRun[][] = [];
    const pgSaveCpu: SaveCpu[] = [];

    const pgBff = await BffProcess.start({ env: { DATABASE_URL: url }, nodeArgs: profiling('postgresql') });
    try {
      const pg = await prepareTarget(pgBff.base, pgData);
      const figures: Figures = new Map();
      for (let round = 0; round < options.rounds; round += 1) {
        const bareRun = await wrk({ url: bare.url, connections: options.connections, seconds: options.seconds });
        const reference = bareRun.perSecond;
        record(figures, 'bare hapi route (reference)', bareRun, reference);
        if (options.reads) {
          const health = await measured(pgBff, { url: `${pgBff.base}/healthz`, connections: options.connections, seconds: options.seconds });
          record(figures, 'GET /healthz', health.result, reference, health.cpu);
          for (const read of await readMix(pg, pgBff)) record(figures, read.name, read.result, reference, read.cpu);
        }
        if (options.saves) {
          const saved = await timedSaves(pg, pgBff, pgSaveCpu);
          record(figures, saved.name, saved.result, reference, saved.cpu);
          // The next round's reads are measured on a quiet server, not beside the vacuum of these saves.
          if (options.reads) await settle(url);
        }
      }
      print(figures, 'bare hapi');
      pgRuns = pg.runs;
    } finally {
      await pgBff.stop();
    }
    console.log(`\nSaves on PostgreSQL: ${await checkedSaves(pgConfig, pgData, pgRuns)}`);
    printSaveCpu('PostgreSQL', pgSaveCpu);

    if (options.processes) {
      const one = await BffProcess.start({ env: { DATABASE_URL: url } });
      const two = await BffProcess.start({ env: { DATABASE_URL: url, BFF_PROCESSES: '2' } });
      try {
        const cookie = await signIn(one.base, pgData.reader, 'bench-password');
        // One cookie for both: the processes share the database, so the session and its cookie's keys.
        await warmUp(one.base, cookie);
        await warmUp(two.base, cookie);
        const scaling: Figures = new Map();
        const load = (base: string) => ({ url: `${base}${api.events.list.path()}`, connections: options.connections, seconds: options.seconds, lua: getWithCookie(cookie) });
        for (let round = 0; round < options.rounds; round += 1) {
          const single = await wrk(load(one.base));
          record(scaling, `one process: ${api.events.list.method} ${api.events.list.route}`, single, single.perSecond);
          record(scaling, `two processes: ${api.events.list.method} ${api.events.list.route}`, await wrk(load(two.base)), single.perSecond);
        }
        print(scaling, 'one process');
      } finally {
        await Promise.all([two.stop(), one.stop()]);
      }
    }

    if (options.embedded) {
      const embeddedData = await onEmbedded(dataDir, fill);
      let embeddedRuns: EvaluatorRun[][] = [];
      const embeddedBff = await BffProcess.start({ env: { DATABASE_URL: '', DATA_DIR: dataDir }, nodeArgs: profiling('embedded') });
      const pgAgain = await BffProcess.start({ env: { DATABASE_URL: url } });
      try {
        const embedded = await prepareTarget(embeddedBff.base, embeddedData);
        const pg = await prepareTarget(pgAgain.base, pgData);
        // Carries on from the cells the first part filled.
        pg.runs = pgRuns;
        const mix: Figures = new Map();
        for (let round = 0; round < options.rounds; round += 1) {
          const reference = [...(await readMix(pg, pgAgain)), await timedSaves(pg, pgAgain)];
          // The embedded PostgreSQL is measured on a quiet machine too, not beside the server vacuuming the saves above.
          await settle(url);
          const subject = [...(await readMix(embedded, embeddedBff)), await timedSaves(embedded, embeddedBff)];
          subject.forEach((measure, index) => record(mix, `embedded: ${measure.name}`, measure.result, reference[index].result.perSecond, measure.cpu));
        }
        print(mix, 'PostgreSQL (same path, same round)');
        embeddedRuns = embedded.runs;
      } finally {
        await Promise.all([embeddedBff.stop(), pgAgain.stop()]);
      }
      const checked = await onEmbedded(dataDir, (config) => checkedSaves(config, embeddedData, embeddedRuns));
      console.log(`\nSaves on the embedded PostgreSQL: ${checked}`);
    }
  } finally {
    bare.stop();
    await dropDatabase(DATABASE);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  const { values } = parseArgs({
    options: {
      seconds: { type: 'string', default: String(HOT_PATHS_DEFAULTS.seconds) },
      rounds: { type: 'string', default: String(HOT_PATHS_DEFAULTS.rounds) },
      connections: { type: 'string', default: String(HOT_PATHS_DEFAULTS.connections) },
      savers: { type: 'string', default: String(HOT_PATHS_DEFAULTS.savers) },
      'skip-embedded': { type: 'boolean', default: false },
      'skip-processes': { type: 'boolean', default: false },
      reads: { type: 'boolean', default: true },
      saves: { type: 'boolean', default: true },
      profile: { type: 'string' },
    },
    allowNegative: true,
  });
  hotPathsSection({
    seconds: Number(values.seconds),
    rounds: Number(values.rounds),
    connections: Number(values.connections),
    savers: Number(values.savers),
    reads: values.reads,
    saves: values.saves,
    embedded: !values['skip-embedded'],
    processes: !values['skip-processes'],
    profile: values.profile,
  }).catch((error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exitCode = 1;
  });
}
