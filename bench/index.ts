/**
 * Every benchmark in one run (`npm run bench`), each figure beside the reference measured in the
 * same run: the hot paths (signed-in reads against a bare hapi route, score saves, two processes
 * against one, the embedded default against the PostgreSQL server), the analysis calls against a count of
 * the scores table, the flattened export against a CSV of the same rows, and the first screens in
 * a throttled Chromium against the same screens unthrottled, and the lines of the server's code against
 * their count before the one-engine change. Takes about half an hour.
 *
 *   npx tsx bench/index.ts [--quick]
 *
 * --quick runs shorter rounds, for a first look; the figures to quote come from the full run.
 */
import { parseArgs } from 'node:util';
import { analysisSection } from './analysis';
import { exportSection } from './export';
import { firstScreens } from './first-screens';
import { hotPathsSection } from './hot-paths';
import { dropDatabase, largeDataset } from './lib/databases';
import { LINES_BEFORE_ONE_ENGINE, serverLinesOfCode } from './lib/lines-of-code';

const DATABASE = 'vsp_bench';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { quick: { type: 'boolean', default: false } } });
  const quick = values.quick;
  const lines = serverLinesOfCode();
  console.log(`## Lines of bff/src and db/src, tests left out\n\n${lines.toLocaleString('en')} (${(lines - LINES_BEFORE_ONE_ENGINE).toLocaleString('en')} against ${LINES_BEFORE_ONE_ENGINE.toLocaleString('en')} before the one-engine change)\n`);
  await hotPathsSection(quick ? { seconds: 5, rounds: 1 } : {});

  const { url, scores } = await largeDataset(DATABASE, { users: 1000, vendors: 40, questions: 25, events: 1 });
  try {
    console.log(`\n## Analysis (${scores.toLocaleString('en')} scores)\n`);
    await analysisSection(url, scores, quick ? 3 : 5);
    console.log(`\n## Flattened export (${scores.toLocaleString('en')} rows)\n`);
    await exportSection(url, scores, quick ? 1 : 3);
  } finally {
    await dropDatabase(DATABASE);
  }

  console.log('\n## First screens\n');
  await firstScreens({ rounds: quick ? 3 : 5, database: 'postgres', waterfall: false });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exitCode = 1;
});
