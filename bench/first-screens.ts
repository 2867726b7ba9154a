/**
 * How fast the first screens draw on a slow phone: the login page and the evaluator's dashboard,
 * each loaded cold (fresh browser context, empty cache) in Chromium at 4 × CPU slowdown with 150 ms
 * round trips and 1.6 Mbps down, and the same loads unthrottled as the reference. Prints the Largest
 * Contentful Paint min / median / max over the rounds (interleaved), the scripts the screen
 * downloaded, and the chain of requests that waited for one another before the paint.
 *
 *   npx tsx bench/first-screens.ts [--rounds 5] [--database postgres|embedded] [--profile <dir>] [--waterfall]
 *
 * It serves the production builds (building them first only when missing) from the BFF as production
 * runs it (the server bundle), on a fresh database with the demo data: PostgreSQL (`vsp_bench_first_screens` on
 * BENCH_SERVER_URL, default postgres://postgres@127.0.0.1:5432/postgres, dropped at the end) or an
 * embedded PostgreSQL in a temporary DATA_DIR (the default without DATABASE_URL). --profile writes one throttled load's main-thread CPU profile
 * per screen.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser, BrowserContext } from '@playwright/test';
import { api } from '@vsp/contract';
import { createKnex, DEMO_EVALUATORS, prepareDatabase, seedDemo, type KnexConfig } from '@vsp/db';
import { BffProcess } from './lib/bff-process';
import { coldLoad, criticalChain, launchChromium, shortName, SLOW_PHONE, type ColdLoad, type Throttling } from './lib/browser';
import { ADMIN_PASSWORD, benchDataDir, dropDatabase, freshDatabase, onEmbedded, ROOT } from './lib/databases';
import { median, spread } from './lib/stats';

const DATABASE = 'vsp_bench_first_screens';
const EVALUATOR = DEMO_EVALUATORS[0];
const DASHBOARD_EVENT = 'Finance Platform Selection';

export interface FirstScreensOptions {
  rounds: number;
  database: 'postgres' | 'embedded';
  /** A folder for one throttled load's CPU profile per screen. */
  profile?: string;
  /** Print every request of the median throttled load, with its start and end. */
  waterfall?: boolean;
}

interface Screen {
  name: string;
  path: string;
  signedIn: boolean;
  /** What the screen shows once it is complete: the sign-in form's title, the dashboard's event. */
  readyText: string;
}

const SCREENS: Screen[] = [
  { name: 'login', path: '/', signedIn: false, readyText: 'Sign in to continue' },
  { name: 'dashboard', path: '/', signedIn: true, readyText: DASHBOARD_EVENT },
];

function ensureBuilt(): void {
  const built = spawnSync(process.execPath, ['scripts/build-frontends.mjs', '--if-missing'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the frontends failed');
}

async function fill(config: KnexConfig): Promise<void> {
  const knex = createKnex(config);
  try {
    await prepareDatabase(knex, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, log: () => undefined });
    await seedDemo(knex);
  } finally {
    await knex.destroy();
  }
}

/** Signs the fresh context in through the API, outside the page, so the page load itself starts cold. */
async function signIn(context: BrowserContext, base: string): Promise<void> {
  const response = await context.request.post(`${base}${api.auth.login.path()}`, { data: { username: EVALUATOR.username, password: EVALUATOR.password } });
  if (!response.ok()) throw new Error(`Sign-in failed: ${response.status()}`);
}

function load(browser: Browser, base: string, screen: Screen, throttling?: Throttling, profileTo?: string): Promise<ColdLoad> {
  return coldLoad(browser, {
    url: `${base}${screen.path}`,
    throttling,
    prepare: screen.signedIn ? (context) => signIn(context, base) : undefined,
    readyText: screen.readyText,
    profileTo,
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

const lcpSpread = (loads: ColdLoad[]) => spread(loads.map((l) => l.lcp), seconds);

/** The throttled load whose LCP was the median: the one whose requests the table describes. */
function medianLoad(loads: ColdLoad[]): ColdLoad {
  const lcp = median(loads.map((l) => l.lcp));
  return loads.find((l) => l.lcp === lcp)!;
}

function describeLoad(screen: string, load: ColdLoad, waterfall = false): string[] {
  const scripts = load.requests.filter((r) => r.type === 'script');
  const chain = criticalChain(load);
  const all = waterfall ? load.requests.map((r) => `    ${seconds(r.start)} – ${seconds(r.end)}  ${r.status} ${r.type} ${shortName(r)} ${kib(r.transferred)}`) : [];
  return [
    `${screen}: ${scripts.length} scripts, ${kib(scripts.reduce((sum, r) => sum + r.transferred, 0))} transferred, ${kib(scripts.reduce((sum, r) => sum + (r.gzip ?? 0), 0))} gzip -9; ${load.requests.length} requests in all`,
    `  chain of ${chain.length} before the paint of ${load.lcpElement} at ${seconds(load.lcp)}: ${chain.map((r) => `${shortName(r)} (${seconds(r.end)})`).join(' → ')}`,
    ...all,
  ];
}

async function measure(base: string, options: FirstScreensOptions): Promise<string[]> {
  const browser = await launchChromium();
  try {
    const throttled = new Map<string, ColdLoad[]>(SCREENS.map((s) => [s.name, []]));
    const reference = new Map<string, ColdLoad[]>(SCREENS.map((s) => [s.name, []]));
    // A warm-up load of each screen, not counted: the BFF's first answers compile its code paths.
    for (const screen of SCREENS) await load(browser, base, screen);
    for (let round = 0; round < options.rounds; round += 1) {
      for (const screen of SCREENS) {
        throttled.get(screen.name)!.push(await load(browser, base, screen, SLOW_PHONE));
        reference.get(screen.name)!.push(await load(browser, base, screen));
      }
      process.stdout.write(`round ${round + 1}/${options.rounds} done\n`);
    }
    if (options.profile) {
      for (const screen of SCREENS) await load(browser, base, screen, SLOW_PHONE, path.join(options.profile, `${screen.name}.cpuprofile`));
    }
    const lines = [
      `First screens, cold loads, ${options.rounds} interleaved rounds; LCP min / median / max:`,
      '',
      `| screen | 4 × CPU, ${SLOW_PHONE.latencyMs} ms RTT, 1.6 Mbps | unthrottled (reference) |`,
      '|---|---|---|',
      ...SCREENS.map((s) => `| ${s.name} | ${lcpSpread(throttled.get(s.name)!)} | ${lcpSpread(reference.get(s.name)!)} |`),
      '',
      'The throttled load with the median LCP:',
      ...SCREENS.flatMap((s) => describeLoad(s.name, medianLoad(throttled.get(s.name)!), options.waterfall)),
    ];
    return lines;
  } finally {
    await browser.close();
  }
}

async function onDatabase<T>(database: FirstScreensOptions['database'], task: (env: NodeJS.ProcessEnv) => Promise<T>): Promise<T> {
  if (database === 'embedded') {
    const dataDir = benchDataDir('first-screens');
    try {
      await onEmbedded(dataDir, fill);
      return await task({ DATABASE_URL: '', DATA_DIR: dataDir });
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const url = await freshDatabase(DATABASE);
  try {
    await fill({ databaseUrl: url });
    return await task({ DATABASE_URL: url });
  } finally {
    await dropDatabase(DATABASE);
  }
}

/** Runs the whole benchmark and answers the lines it printed, for a caller that gathers sections. */
export async function firstScreens(options: FirstScreensOptions): Promise<string[]> {
  ensureBuilt();
  const lines = await onDatabase(options.database, async (env) => {
    const bff = await BffProcess.start({ env });
    try {
      return await measure(bff.base, options);
    } finally {
      await bff.stop();
    }
  });
  console.log(`\n${lines.join('\n')}`);
  return lines;
}

function optionsFromArgs(): FirstScreensOptions {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '5' },
      database: { type: 'string', default: 'postgres' },
      profile: { type: 'string' },
      waterfall: { type: 'boolean', default: false },
    },
  });
  if (values.database !== 'postgres' && values.database !== 'embedded') throw new Error('--database is postgres or embedded');
  return { rounds: Number(values.rounds), database: values.database, profile: values.profile, waterfall: values.waterfall };
}

if (require.main === module) {
  firstScreens(optionsFromArgs()).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
