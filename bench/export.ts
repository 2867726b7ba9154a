/**
 * The flattened XLSX export against a CSV of the same rows: both read the scores with the export's
 * own pager (`flattenedScoresSheet`, keyset pages of the scores' unique index) and turn them into the
 * same cells, in this process, so they differ only in the writer: the export's (`writeWorkbook`:
 * the rows of lib/xlsx-rows.ts in the parts of lib/xlsx-package.ts, zipped by yazl) against papaparse's. Rounds are
 * interleaved (the order alternates); each prints its time, this process's memory growth (peak RSS
 * minus RSS before) and its event-loop delay, which is how long another request would wait. Then the real
 * endpoint is downloaded once from a BFF child process, with that process's memory growth, and the
 * users export once.
 *
 *   npx tsx bench/export.ts [--users 1000] [--vendors 40] [--questions 25] [--events 1] [--rounds 3] [--reuse] [--keep]
 *
 * BENCH_SERVER_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres);
 * the database `vsp_bench_export` is dropped at the end unless --keep (--reuse keeps an existing one).
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { PassThrough, Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { parseArgs } from 'node:util';
import { api } from '@vsp/contract';
import { createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import Papa from 'papaparse';
import { flattenedScoresSheet } from '../bff/src/modules/exports/service';
import { rowCells, writeWorkbook } from '../bff/src/lib/xlsx';
import { BffProcess } from './lib/bff-process';
import { dropDatabase, largeDataset } from './lib/databases';
import { memory, ms, resetPeak, spread } from './lib/stats';

const DATABASE = 'vsp_bench_export';

interface Written {
  ms: number;
  bytes: number;
  /** Peak RSS minus RSS before, in MB. */
  growth: number;
  /** This process's event-loop delay while writing, p99 and longest, in ms: how long another request could wait. */
  delay: { p99: number; max: number };
}

/** Where the file goes: counted and dropped, as a client saving it would. */
function discard(): { sink: Writable; bytes: () => number } {
  let bytes = 0;
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { sink, bytes: () => bytes };
}

/** Runs one writer into a discarding sink, timing it and reading this process's memory growth. */
async function measured(write: (out: PassThrough) => Promise<void>): Promise<Written> {
  const { sink, bytes } = discard();
  const out = new PassThrough();
  out.pipe(sink);
  const loop = monitorEventLoopDelay({ resolution: 10 });
  const before = memory(process.pid).rss;
  resetPeak(process.pid);
  loop.enable();
  const started = performance.now();
  await write(out);
  await finished(sink);
  const elapsed = performance.now() - started;
  loop.disable();
  return { ms: elapsed, bytes: bytes(), growth: memory(process.pid).peak - before, delay: { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 } };
}

/** The export as the endpoint writes it. */
function xlsx(db: Knex): Promise<Written> {
  return measured(async (out) => {
    const source = flattenedScoresSheet(db);
    const pages = source.pages[Symbol.asyncIterator]();
    const first = await pages.next();
    await writeWorkbook(out, source, first.done ? undefined : first.value, pages);
  });
}

/** The reference: the same pages and cells, written as CSV by papaparse, waiting whenever the output is full. */
function csv(db: Knex): Promise<Written> {
  return measured(async (out) => {
    const source = flattenedScoresSheet(db);
    out.write(Papa.unparse([source.columns.map((column) => column.header)]));
    for await (const page of source.pages) {
      const text = `\r\n${Papa.unparse(page.map((row) => rowCells(source.columns, row)))}`;
      if (!out.write(text)) await new Promise((resolve) => out.once('drain', resolve));
    }
    out.end();
  });
}

const WRITERS = { csv, xlsx };
type Writer = keyof typeof WRITERS;

const seconds = (value: number) => `${(value / 1000).toFixed(1)} s`;
const mb = (value: number) => `${value.toFixed(0)} MB`;
const delay = (written: Written) => `${ms(written.delay.p99)} / ${ms(written.delay.max)}`;
const size = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Prints the export's figures on the data set at `url` (`scores` rows). */
export async function exportSection(url: string, scores: number, rounds = 3): Promise<void> {
  const db = createKnex({ databaseUrl: url, poolMax: 2 });
  const runs: Record<Writer, Written[]> = { csv: [], xlsx: [] };
  const ratios: number[] = [];
  try {
    console.log(`\nFlattened XLSX export of ${scores.toLocaleString('en')} rows against a papaparse CSV of the same rows read the same way, in this process:\n`);
    console.log('| round | CSV (reference) | XLSX | XLSX ÷ CSV | memory growth CSV / XLSX | event-loop delay p99 / longest, CSV; XLSX |');
    console.log('|---|---|---|---|---|---|');
    for (let round = 0; round < rounds; round++) {
      // The order alternates, so neither writer always runs on a warmer machine.
      const order: Writer[] = round % 2 === 0 ? ['csv', 'xlsx'] : ['xlsx', 'csv'];
      for (const writer of order) runs[writer].push(await WRITERS[writer](db));
      const [reference, subject] = [runs.csv[round], runs.xlsx[round]];
      ratios.push(subject.ms / reference.ms);
      console.log(`| ${round + 1} | ${seconds(reference.ms)} | ${seconds(subject.ms)} | ${(subject.ms / reference.ms).toFixed(2)} × | ${mb(reference.growth)} / ${mb(subject.growth)} | ${delay(reference)}; ${delay(subject)} |`);
    }
    const figures = (written: Written[]) => `${spread(written.map((w) => w.ms), seconds)} (${size(written[0].bytes)}), memory growth ${spread(written.map((w) => w.growth), mb)}`;
    console.log(`\nCSV (papaparse), reference, min / median / max:   ${figures(runs.csv)}`);
    console.log(`XLSX (the export's writer), min / median / max:  ${figures(runs.xlsx)}`);
    console.log(`XLSX ÷ CSV in the same round, min / median / max: ${spread(ratios, (ratio) => `${ratio.toFixed(2)} ×`)}`);
  } finally {
    await db.destroy();
  }

  const bff = await BffProcess.start({ env: { DATABASE_URL: url } });
  try {
    const before = memory(bff.pid).rss;
    resetPeak(bff.pid);
    const download = await bff.download(api.exports.flattenedScores.path());
    const growth = memory(bff.pid).peak - before;
    const users = await bff.download(api.exports.users.path());
    console.log(
      `\n${api.exports.flattenedScores.method} ${api.exports.flattenedScores.route} from a BFF process, once: ${seconds(download.ms)}, ${size(download.bytes)}; ` +
        `BFF memory ${mb(before)} before, growth ${mb(growth)}.`,
    );
    console.log(`${api.exports.users.method} ${api.exports.users.route}, once: ${ms(users.ms)}, ${(users.bytes / 1024).toFixed(0)} KB.`);
  } finally {
    await bff.stop();
  }
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      users: { type: 'string', default: '1000' },
      vendors: { type: 'string', default: '40' },
      questions: { type: 'string', default: '25' },
      events: { type: 'string', default: '1' },
      rounds: { type: 'string', default: '3' },
      reuse: { type: 'boolean', default: false },
      keep: { type: 'boolean', default: false },
    },
  });
  const dataset = { users: Number(args.users), vendors: Number(args.vendors), questions: Number(args.questions), events: Number(args.events) };
  const { url, scores } = await largeDataset(DATABASE, dataset, args.reuse);
  try {
    await exportSection(url, scores, Number(args.rounds));
  } finally {
    if (!args.keep) await dropDatabase(DATABASE);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
