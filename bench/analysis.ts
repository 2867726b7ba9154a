/**
 * Times the administrator's analysis calls on a large data set, with the memory of the BFF, on
 * PostgreSQL (export.ts times the exports). It creates its own database, seeds it with
 * `npm run seed:large`, runs the BFF as a child process, and drops the database at the end
 * (unless --keep).
 *
 *   npx tsx bench/analysis.ts [--users 1000] [--vendors 40] [--questions 25] [--events 1] [--runs 5] [--reuse] [--keep]
 *
 * The analysis part is `analysisSection`, which a caller can run on a data set of its own.
 *
 * BENCH_SERVER_URL names the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import { parseArgs } from 'node:util';
import { api, type AnyEndpoint } from '@vsp/contract';
import { createKnex } from '@vsp/db';
import { BffProcess } from './lib/bff-process';
import { dropDatabase, largeDataset } from './lib/databases';
import { median, memory, ms, resetPeak, spread } from './lib/stats';

const DATABASE = 'vsp_bench_analysis';

/** The command line's options; read only when this file runs as a script, so importing it reads none. */
const cliArgs = () =>
  parseArgs({
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
  }).values;

interface TimedCall {
  label: string;
  endpoint: AnyEndpoint;
  url: string;
  /** Done before the round's reference count, untimed: a save, so the call figures its answer afresh. */
  before?: () => Promise<void>;
}

/**
 * The administrator's analysis calls (averages, incomplete, and one event's ranking, cells,
 * agreement, award and how sure it is, with the default seed and samples) and the Scores pages on
 * the data set at `url`, which holds `scores` scores, through a BFF of their own. Each call is timed against the reference
 * `select count(*) from scores` run just before it in the same round, on a connection of its own:
 * count, averages, count, incomplete, and so on, `rounds` times after a warm-up. Prints min /
 * median / max over the rounds of each call's time and of its ratio to that count. Each analysis
 * call but the Scores pages is timed twice a round: right after the administrator saves a score in
 * the event, so the BFF reads its answer afresh, as while evaluators are scoring; and again with
 * nothing changed, answered from the BFF's cache, as when the scoring is over.
 */
export async function analysisSection(url: string, scores: number, rounds = 5): Promise<void> {
  const db = createKnex({ databaseUrl: url, poolMax: 1 });
  const bff = await BffProcess.start({ env: { DATABASE_URL: url } });
  try {
    // The results of the event with the most scores: one event's ranking, cells, agreement, award and how sure it is.
    const busiest = await db.raw('select event_id as "eventId" from scores group by event_id order by count(*) desc limit 1');
    const [{ eventId }] = busiest.rows as { eventId: number }[];
    const cell = await db.raw('select vendor_id as "vendorId", question_id as "questionId" from scores where event_id = ? limit 1', [eventId]);
    const [{ vendorId, questionId }] = cell.rows as { vendorId: number; questionId: number }[];
    let saves = 0;
    // A real change each time: the administrator's score of one cell, 3 and 4 in turn.
    const save = async () => {
      saves += 1;
      await bff.call(api.scores.save, api.scores.save.path({ eventId }), { vendorId, questionId, score: 3 + (saves % 2), comments: null, followupQuestions: null });
    };
    const afterSaveAndKept = (label: string, endpoint: AnyEndpoint, url: string): TimedCall[] => [
      { label: `${label}, after a save`, endpoint, url, before: save },
      { label: `${label}, kept`, endpoint, url },
    ];
    const results = (label: string, endpoint: AnyEndpoint, url: string) => afterSaveAndKept(`results: ${label}`, endpoint, url);
    const calls: TimedCall[] = [
      ...afterSaveAndKept('averages', api.analysis.averages, api.analysis.averages.path()),
      ...afterSaveAndKept('incomplete', api.analysis.incomplete, api.analysis.incomplete.path()),
      ...results('ranking', api.analysis.ranking, api.analysis.ranking.path({ eventId })),
      ...results('cells', api.analysis.cells, api.analysis.cells.path({ eventId })),
      ...results('agreement', api.analysis.agreement, api.analysis.agreement.path({ eventId })),
      ...results('award', api.analysis.award, api.analysis.award.path({ eventId })),
      ...results('robustness', api.analysis.robustness, api.analysis.robustness.path({ eventId })),
      { label: 'Scores page, first', endpoint: api.scores.adminList, url: api.scores.adminList.path({ limit: 50 }) },
      { label: 'Scores page, last', endpoint: api.scores.adminList, url: api.scores.adminList.path({ limit: 50, offset: Math.max(0, scores - 50) }) },
    ];
    const count = async () => {
      const started = performance.now();
      await db.raw('select count(*) from scores');
      return performance.now() - started;
    };
    const rss = memory(bff.pid).rss;
    resetPeak(bff.pid);
    await count();
    const bytes: number[] = [];
    for (const call of calls) bytes.push((await bff.call(call.endpoint, call.url)).bytes);
    const counts: number[] = [];
    const times = calls.map(() => [] as number[]);
    const ratios = calls.map(() => [] as number[]);
    for (let round = 0; round < rounds; round++) {
      for (const [i, call] of calls.entries()) {
        await call.before?.();
        const reference = await count();
        const { ms: elapsed } = await bff.call(call.endpoint, call.url);
        counts.push(reference);
        times[i].push(elapsed);
        ratios[i].push(elapsed / reference);
      }
    }
    console.log(`\nAnalysis calls on ${scores.toLocaleString('en')} scores, ${rounds} rounds (min / median / max):\n`);
    console.log('| call | time | × `select count(*) from scores` in the same round | answer |');
    console.log('|---|---|---|---|');
    console.log(`| \`select count(*) from scores\` (reference) | ${spread(counts, ms)} | 1 | |`);
    for (const [i, call] of calls.entries()) {
      console.log(`| ${call.label}: ${call.endpoint.method} ${call.url} | ${spread(times[i], ms)} | ${spread(ratios[i])} | ${(bytes[i] / 1024).toFixed(0)} KB |`);
    }
    console.log(`\nBFF memory (RSS): ${rss.toFixed(0)} MB after start, peak ${memory(bff.pid).peak.toFixed(0)} MB during the analysis calls.`);
  } finally {
    await bff.stop();
    await db.destroy();
  }
}

async function main(): Promise<void> {
  const args = cliArgs();
  const runs = Number(args.runs);
  const size = { users: Number(args.users), vendors: Number(args.vendors), questions: Number(args.questions), events: Number(args.events) };
  const { url, scores } = await largeDataset(DATABASE, size, args.reuse);
  console.log(`\nData set: ${scores.toLocaleString('en')} scores (${args.events} event, ${args.vendors} vendors, ${args.questions} questions, ${args.users} users)`);
  await analysisSection(url, scores, runs);

  const bff = await BffProcess.start({ env: { DATABASE_URL: url } });
  try {
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
    if (!args.keep) await dropDatabase(DATABASE);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  });
}
