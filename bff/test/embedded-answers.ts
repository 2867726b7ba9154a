import type { Knex } from 'knex';
import { eventAgreement } from '../src/modules/analysis/results/agreement';
import { eventCells } from '../src/modules/analysis/results/cells';
import { eventRanking } from '../src/modules/analysis/results/ranking';
import { averageScores, incompleteSubmissions } from '../src/modules/analysis/service';
import { flattenedScoresSheet, usersSheet } from '../src/modules/exports/service';
import { generateRandomScores, listScores } from '../src/modules/scores/service';

async function allRows(pages: AsyncIterable<object[]>): Promise<object[]> {
  const rows: object[] = [];
  for await (const page of pages) rows.push(...page);
  return rows;
}

// Timestamps differ between two databases filled at different moments.
function withoutTimes(rows: object[]): object[] {
  return rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'createdAt' && key !== 'updatedAt')));
}

/**
 * Every analysis answer and export read on the analysis fixture, in a form that compares equal
 * between two databases; the last step fills the random scores.
 */
export async function analysisAnswers(db: Knex): Promise<object> {
  const page = await listScores(db, { limit: 5, offset: 3 });
  const { id: eventA } = await db('scoringEvents').first('id').where({ name: 'Event A' });
  const answers = {
    incomplete: JSON.parse(await incompleteSubmissions(db, 'UTC')) as unknown,
    averages: await averageScores(db, 'UTC'),
    results: { ranking: await eventRanking(db, eventA), cells: await eventCells(db, eventA), agreement: await eventAgreement(db, eventA) },
    scoresPage: { ...page, rows: withoutTimes(page.rows) },
    usersExport: withoutTimes(await allRows(usersSheet(db).pages)),
    flattenedExport: withoutTimes(await allRows(flattenedScoresSheet(db).pages)),
    random: await db.transaction((trx) => generateRandomScores(trx, 'UTC')),
    incompleteAfterRandom: JSON.parse(await incompleteSubmissions(db, 'UTC')) as unknown,
  };
  return JSON.parse(JSON.stringify(answers));
}
