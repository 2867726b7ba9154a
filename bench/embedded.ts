/**
 * Whether the server stays responsive while heavy queries run on the embedded default (an embedded
 * PostgreSQL in a DATA_DIR, on the same machine as the BFF): it probes `/healthz` every 20 ms while
 * the administrator's averages and the flattened export run on about 200,000 scores, and prints the
 * probes' p50, p99 and slowest answer. The same data on the PostgreSQL server is measured in the
 * same run as the reference.
 *
 *   npx tsx bench/embedded.ts [--users 500] [--vendors 20] [--questions 20] [--averages 5]
 *
 * The embedded PostgreSQL lives in a temporary DATA_DIR; the server's database is created on
 * BENCH_SERVER_URL (default postgres://postgres@127.0.0.1:5432/postgres) and dropped at the end.
 */
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { api } from '@vsp/contract';
import { createKnex, prepareDatabase, seedLarge, type KnexConfig } from '@vsp/db';
import { BffProcess, type Delays } from './lib/bff-process';
import { ADMIN_PASSWORD, benchDataDir, dropDatabase, freshDatabase, onEmbedded } from './lib/databases';
import { ms, percentile } from './lib/stats';

const DATABASE = 'vsp_bench_embedded';
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
async function fill(config: KnexConfig): Promise<number> {
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
async function measure(label: string, bff: BffProcess, scores: number): Promise<string[]> {
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
  await bff.loopDelays();
  const timer = setInterval(() => probes.push(probe()), PROBE_EVERY_MS);
  const run = async () => {
    const averages: number[] = [];
    for (let call = 0; call < Number(args.averages); call += 1) {
      const started = performance.now();
      await bff.download(api.analysis.averages.path());
      averages.push(performance.now() - started);
    }
    const averagesDelays = await bff.loopDelays();
    phase = 'export';
    const started = performance.now();
    const { bytes: exportBytes } = await bff.download(api.exports.flattenedScores.path());
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
  const exportDelays = await bff.loopDelays();
  const all = [...latencies.averages, ...latencies.export];
  return [
    `| ${label} | ${Number(args.averages)} × averages, ${ms(Math.max(...averages))} slowest | ${latencies.averages.length} | ${spread(latencies.averages)} | ${delaySpread(averagesDelays)} |`,
    `| ${label} | flattened export, ${scores.toLocaleString('en')} rows (${(exportBytes / 1024 / 1024).toFixed(1)} MB) in ${(exportMs / 1000).toFixed(1)} s | ${latencies.export.length} | ${spread(latencies.export)} | ${delaySpread(exportDelays)} |`,
    `| ${label} | **both** | ${all.length} | **${spread(all)}** | |`,
  ];
}

async function main(): Promise<void> {
  const rows: string[] = [];

  const dataDir = benchDataDir('embedded');
  try {
    let started = Date.now();
    const scores = await onEmbedded(dataDir, fill);
    console.log(`Embedded PostgreSQL in ${dataDir}: ${scores.toLocaleString('en')} scores in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const bff = await BffProcess.start({ env: { DATABASE_URL: '', DATA_DIR: dataDir }, measureLoopDelay: true });
    try {
      rows.push(...(await measure('embedded PostgreSQL', bff, scores)));
    } finally {
      await bff.stop();
    }

    const url = await freshDatabase(DATABASE);
    try {
      started = Date.now();
      const pgScores = await fill({ databaseUrl: url });
      console.log(`PostgreSQL server, database ${DATABASE}: ${pgScores.toLocaleString('en')} scores in ${((Date.now() - started) / 1000).toFixed(0)} s`);
      const pgBff = await BffProcess.start({ env: { DATABASE_URL: url }, measureLoopDelay: true });
      try {
        rows.push(...(await measure('PostgreSQL server', pgBff, pgScores)));
      } finally {
        await pgBff.stop();
      }
    } finally {
      await dropDatabase(DATABASE);
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
