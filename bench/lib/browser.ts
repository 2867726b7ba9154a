/**
 * Cold page loads in Debian's Chromium, measured through the DevTools protocol: the Largest
 * Contentful Paint, the scripts the page downloaded and the longest chain of requests that had to
 * wait for one another before that paint.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page, type Request } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync', '--disable-quic'];

/** A mid-range phone on a poor mobile connection, as the first-screens target states it. */
export const SLOW_PHONE = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBytesPerSecond: 1.6e6 / 8,
  uploadBytesPerSecond: 750e3 / 8,
};

export type Throttling = typeof SLOW_PHONE;

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`The first-screens benchmark needs Chromium at ${CHROMIUM}`);
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

export interface LoadedRequest {
  url: string;
  /** What the page asked for: document, script, fetch, ... */
  type: string;
  /** Milliseconds since the navigation started. */
  start: number;
  end: number;
  /** Body bytes over the wire (compressed when the server compressed). */
  transferred: number;
  /** Body bytes once gzip -9 compressed, the bundle budgets' measure; scripts only. */
  gzip?: number;
  status: number;
}

export interface ColdLoad {
  /** Largest Contentful Paint, ms since the navigation started. */
  lcp: number;
  /** What was painted: the element and the start of its text. */
  lcpElement: string;
  requests: LoadedRequest[];
}

export interface ColdLoadOptions {
  url: string;
  throttling?: Throttling;
  /** Runs on the fresh context before the page opens (a sign-in that sets the session cookie). */
  prepare?: (context: BrowserContext) => Promise<void>;
  /** Text the screen shows once it has what a person came for. */
  readyText: string;
  /** Writes the page's main-thread CPU profile (.cpuprofile, for Chrome DevTools) to this file. */
  profileTo?: string;
}

async function throttle(cdp: CDPSession, throttling: Throttling): Promise<void> {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: throttling.latencyMs,
    downloadThroughput: throttling.downloadBytesPerSecond,
    uploadThroughput: throttling.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttling.cpuSlowdown });
}

// Runs in the page; a string, because this package's types are Node's, which know no paint entries.
const LAST_LCP_CANDIDATE = `new Promise((resolve, reject) => {
  new PerformanceObserver((list) => {
    const entry = list.getEntries().at(-1);
    const element = entry.element;
    const text = (element?.textContent ?? '').trim().slice(0, 40);
    resolve({ time: entry.startTime, element: element ? element.tagName.toLowerCase() + (text ? ' "' + text + '"' : '') : entry.url });
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  setTimeout(() => reject(new Error('The page reported no Largest Contentful Paint')), 5000);
})`;

/** The last LCP candidate the browser reported; it no longer changes once the screen is settled. */
function largestContentfulPaint(page: Page): Promise<{ time: number; element: string }> {
  return page.evaluate<{ time: number; element: string }>(LAST_LCP_CANDIDATE);
}

async function describe(request: Request, timeOrigin: number): Promise<LoadedRequest | undefined> {
  const response = await request.response();
  if (!response) return undefined;
  const timing = request.timing();
  const sizes = await request.sizes();
  const type = request.resourceType();
  const start = timing.startTime - timeOrigin;
  const loaded: LoadedRequest = { url: request.url(), type, start, end: start + timing.responseEnd, transferred: sizes.responseBodySize, status: response.status() };
  if (type === 'script') loaded.gzip = zlib.gzipSync(await response.body(), { level: 9 }).length;
  return loaded;
}

/**
 * Waits until nothing has been in flight for half a second and the screen shows its text. Nothing
 * polls inside the page before that: on a slowed CPU, a test runner's polling would take time from the
 * page and delay the very paint being measured.
 */
async function screenDrawn(page: Page, text: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    await page.waitForLoadState('networkidle');
    if (await page.evaluate<boolean>(`document.body.textContent.includes(${JSON.stringify(text)})`)) return;
    if (Date.now() > deadline) throw new Error(`The page never showed "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** One load in a fresh context, so nothing is cached: no HTTP cache, no service worker, no memory cache. */
export async function coldLoad(browser: Browser, options: ColdLoadOptions): Promise<ColdLoad> {
  const context = await browser.newContext();
  try {
    await options.prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    if (options.throttling) await throttle(cdp, options.throttling);
    if (options.profileTo) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.start');
    }
    const finished: Request[] = [];
    page.on('requestfinished', (request) => finished.push(request));

    await page.goto(options.url, { waitUntil: 'load' });
    await screenDrawn(page, options.readyText);
    const paint = await largestContentfulPaint(page);

    if (options.profileTo) {
      const { profile } = await cdp.send('Profiler.stop');
      fs.mkdirSync(path.dirname(options.profileTo), { recursive: true });
      fs.writeFileSync(options.profileTo, JSON.stringify(profile));
    }
    const timeOrigin = await page.evaluate(() => performance.timeOrigin);
    const requests = (await Promise.all(finished.map((request) => describe(request, timeOrigin)))).filter((r): r is LoadedRequest => Boolean(r));
    return { lcp: paint.time, lcpElement: paint.element, requests: requests.sort((a, b) => a.start - b.start) };
  } finally {
    await context.close();
  }
}

/**
 * The longest chain of requests before the paint in which each one started only after the one
 * before it had finished: the round trips a person waits through one after the other
 * (document → shell → session check → remote manifest → remote entry → chunks → data).
 */
export function criticalChain(load: ColdLoad): LoadedRequest[] {
  const before = load.requests.filter((r) => r.end <= load.lcp).sort((a, b) => a.end - b.end);
  const depth = new Map<LoadedRequest, { length: number; previous?: LoadedRequest }>();
  for (const request of before) {
    let best: { length: number; previous?: LoadedRequest } = { length: 1 };
    for (const earlier of before) {
      const link = depth.get(earlier);
      // 1 ms of slack: the browser reports a start and the end it waited for in separate clocks' rounding.
      if (link && earlier.end <= request.start + 1 && link.length + 1 >= best.length) best = { length: link.length + 1, previous: earlier };
    }
    depth.set(request, best);
  }
  let last = [...depth.entries()].reduce<[LoadedRequest, { length: number }] | undefined>((top, entry) => (!top || entry[1].length >= top[1].length ? entry : top), undefined)?.[0];
  const chain: LoadedRequest[] = [];
  while (last) {
    chain.unshift(last);
    last = depth.get(last)?.previous;
  }
  return chain;
}

/** A request's short name in a chain: the path without the content hash. */
export function shortName(request: LoadedRequest): string {
  const { pathname } = new URL(request.url);
  if (request.type === 'document') return 'document';
  return pathname.replace(/^\/remotes\/(\w+)\//, '$1:').replace(/\.[0-9a-f]{8,}\.js$/, '.js');
}
