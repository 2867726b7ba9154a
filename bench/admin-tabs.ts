/**
 * How fast each tab of the Administration panel shows its content with the large data set, in
 * Chromium: the time from clicking the tab to its content (its section drawn, no loading
 * placeholder left), and the page's JS heap once it is there. The reference is the same tab on the
 * demo data, measured in the same run, interleaved round by round.
 *
 *   npx tsx bench/admin-tabs.ts [--rounds 3] [--reuse] [--keep] [--tabs "Results,Incomplete Submissions"]
 *
 * The large data set is `npm run seed:large` with 1,000 evaluators × 40 vendors × 25 questions on
 * one Active event (every fifth evaluator leaves about 30% blank, so about 8,000 incomplete
 * entries), plus 1,000 users without access and 19 Closed events, so the Permissions matrix is
 * 2,000 users × 20 events. It lives in `vsp_bench_admin_tabs`, dropped at the end unless --keep;
 * --reuse keeps an existing one. The demo data goes in `vsp_bench_admin_tabs_demo`.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import type { Browser, Page } from '@playwright/test';
import { api } from '@vsp/contract';
import { createKnex, prepareDatabase, seedDemo } from '@vsp/db';
import { BffProcess } from './lib/bff-process';
import { launchChromium } from './lib/browser';
import { ADMIN_PASSWORD, dropDatabase, freshDatabase, largeDataset, ROOT, sql } from './lib/databases';
import { ms, spread } from './lib/stats';

const LARGE = 'vsp_bench_admin_tabs';
const DEMO = 'vsp_bench_admin_tabs_demo';
/** The tab the panel opens on before each measured click; it reads almost nothing. */
const START_TAB = { value: 'export', label: 'Export Data' };

interface TabFigures {
  ms: number[];
  heapMb: number[];
}

type Figures = Map<string, TabFigures>;

function ensureBuilt(): void {
  const built = spawnSync(process.execPath, ['scripts/build-frontends.mjs', '--if-missing'], { cwd: ROOT, stdio: 'inherit' });
  if (built.status !== 0) throw new Error('Building the frontends failed');
}

/** 1,000 more users, none with access to the scored event, and 19 Closed events: 2,000 × 20 permissions. */
async function widen(url: string): Promise<void> {
  const [{ users }] = (await sql(url, `select count(*)::int as users from users where username like 'bench-wide-%'`)) as { users: number }[];
  if (users > 0) return;
  await sql(
    url,
    `insert into users (username, password, name, email, level, role, functional_area)
     select 'bench-wide-' || g, (select password from users where username like 'bench-user-%' limit 1),
            'Wide User ' || g, 'wide' || g || '@example.com', 'L1', 'Evaluator', 'Area 1'
     from generate_series(1, 1000) g`,
  );
  await sql(
    url,
    `insert into user_event_permissions (user_id, event_id, has_access)
     select u.id, e.id, false from users u cross join scoring_events e where u.username like 'bench-wide-%'`,
  );
  await sql(
    url,
    `insert into scoring_events (name, description, status, "order", start_date)
     select 'Closed benchmark event ' || g, 'Generated for benchmarks', 'Closed', 100 + g, current_date - 30
     from generate_series(1, 19) g`,
  );
  await sql(url, 'vacuum analyze');
}

async function demoDatabase(): Promise<string> {
  const url = await freshDatabase(DEMO);
  const knex = createKnex({ databaseUrl: url });
  try {
    await prepareDatabase(knex, { adminUsername: 'admin', adminPassword: ADMIN_PASSWORD, log: () => undefined });
    await seedDemo(knex);
  } finally {
    await knex.destroy();
  }
  return url;
}

const tabButton = (page: Page, label: string) => page.getByRole('tab', { name: label, exact: true });

/** The tab's section is drawn and nothing in the panel is still a loading placeholder. */
async function contentShown(page: Page, label: string): Promise<void> {
  // Locators rather than a page function: the portal's Content-Security-Policy allows no eval.
  await page.locator(`section[aria-label=${JSON.stringify(label)}]`).first().waitFor({ timeout: 60_000 });
  await page.locator('[role="tabpanel"] [role="status"][aria-busy="true"]').first().waitFor({ state: 'detached', timeout: 60_000 });
}

/** One fresh signed-in page per round, so every tab is read cold, as an administrator opening it. */
async function measureRound(browser: Browser, base: string, figures: Figures, only: string[]): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const login = await context.request.post(`${base}${api.auth.login.path()}`, { data: { username: 'admin', password: ADMIN_PASSWORD } });
    if (!login.ok()) throw new Error(`Sign-in failed: ${login.status()}`);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    await page.goto(`${base}/admin?tab=${START_TAB.value}`);
    await contentShown(page, START_TAB.label);
    const labels = (await page.getByRole('tab').allTextContents()).filter((label) => label !== START_TAB.label && (only.length === 0 || only.includes(label)));
    for (const label of labels) {
      await page.goto(`${base}/admin?tab=${START_TAB.value}`);
      await contentShown(page, START_TAB.label);
      const started = await page.evaluate<number>('performance.now()');
      await tabButton(page, label).click();
      await contentShown(page, label);
      const shown = await page.evaluate<number>('new Promise((resolve) => requestAnimationFrame(() => resolve(performance.now())))');
      // The heap the tab keeps, not the garbage earlier loads left behind.
      await cdp.send('HeapProfiler.collectGarbage');
      const { metrics } = await cdp.send('Performance.getMetrics');
      const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? NaN;
      const entry = figures.get(label) ?? { ms: [], heapMb: [] };
      entry.ms.push(shown - started);
      entry.heapMb.push(heap / 1024 / 1024);
      figures.set(label, entry);
    }
  } finally {
    await context.close();
  }
}

const mb = (value: number) => `${value.toFixed(1)} MB`;

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      rounds: { type: 'string', default: '3' },
      reuse: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
      tabs: { type: 'string', default: '' },
    },
  });
  const rounds = Number(values.rounds);
  const only = values.tabs.split(',').map((label) => label.trim()).filter(Boolean);
  ensureBuilt();
  const large = await largeDataset(LARGE, { users: 1000, vendors: 40, questions: 25, events: 1 }, values.reuse);
  await widen(large.url);
  const demoUrl = await demoDatabase();
  const largeBff = await BffProcess.start({ env: { DATABASE_URL: large.url } });
  const demoBff = await BffProcess.start({ env: { DATABASE_URL: demoUrl } });
  const browser = await launchChromium();
  try {
    const onLarge: Figures = new Map();
    const onDemo: Figures = new Map();
    // A warm-up round of each, not counted: the BFF's first answers compile its code paths.
    await measureRound(browser, largeBff.base, new Map(), only);
    await measureRound(browser, demoBff.base, new Map(), only);
    for (let round = 0; round < rounds; round += 1) {
      await measureRound(browser, largeBff.base, onLarge, only);
      await measureRound(browser, demoBff.base, onDemo, only);
      process.stdout.write(`round ${round + 1}/${rounds} done\n`);
    }
    console.log(
      [
        '',
        `Administration tabs, click to content, ${rounds} rounds; min / median / max (large: ${large.scores.toLocaleString('en')} scores, 2,000 users × 20 events):`,
        '',
        '| tab | large data set | JS heap (large) | demo data (reference) | JS heap (demo) |',
        '|---|---|---|---|---|',
        ...[...onLarge.keys()].map((label) => {
          const big = onLarge.get(label)!;
          const small = onDemo.get(label)!;
          return `| ${label} | ${spread(big.ms, ms)} | ${spread(big.heapMb, mb)} | ${spread(small.ms, ms)} | ${spread(small.heapMb, mb)} |`;
        }),
      ].join('\n'),
    );
  } finally {
    await browser.close();
    await largeBff.stop();
    await demoBff.stop();
    await dropDatabase(DEMO);
    if (!values.keep) await dropDatabase(LARGE);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
