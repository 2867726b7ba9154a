import { checkScoreTotals } from '@vsp/db/test/score-totals';
import type { Knex } from 'knex';
import { agreementOf, eventAgreement } from '../src/modules/analysis/results/agreement';
import type { Basis } from '../src/modules/analysis/results/bases';
import { eventCells } from '../src/modules/analysis/results/cells';
import { resultsOf } from '../src/modules/analysis/results/event';
import { eventRanking, rankingOf } from '../src/modules/analysis/results/ranking';
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
 * Event `eventId`'s ranking and agreement figured once, again from that basis with nothing changed,
 * and again after a score of the event changed (a panel this small takes a whole pass then), each
 * time with whether the changes alone were read; and a whole pass at the end.
 */
async function resultsFromChanges(db: Knex, eventId: number): Promise<object> {
  const figure = (basis?: { ranking: Basis; agreement: Basis }) =>
    resultsOf(db, eventId, async (trx, event) => ({ ranking: await rankingOf(trx, event, basis?.ranking), agreement: await agreementOf(trx, event, basis?.agreement) }));
  const basisOf = (figured: Awaited<ReturnType<typeof figure>>) => ({ ranking: figured.ranking.basis, agreement: figured.agreement.basis });
  const taken = (figured: Awaited<ReturnType<typeof figure>>) => ({
    fromChanges: { ranking: figured.ranking.fromChanges, agreement: figured.agreement.fromChanges },
    answers: { ranking: figured.ranking.answer, agreement: figured.agreement.answer },
  });
  const unchanged = await figure(basisOf(await figure()));
  const score = await db('scores').where({ eventId }).orderBy('id').first('id', 'score');
  await db('scores').where({ id: score.id }).update({ score: (score.score + 1) % 6 });
  const changed = await figure(basisOf(unchanged));
  return { unchanged: taken(unchanged), changed: taken(changed), whole: taken(await figure()).answers };
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
    resultsFromChanges: await resultsFromChanges(db, eventA),
    scoresPage: { ...page, rows: withoutTimes(page.rows) },
    usersExport: withoutTimes(await allRows(usersSheet(db).pages)),
    flattenedExport: withoutTimes(await allRows(flattenedScoresSheet(db).pages)),
    random: await db.transaction((trx) => generateRandomScores(trx, 'UTC')),
    incompleteAfterRandom: JSON.parse(await incompleteSubmissions(db, 'UTC')) as unknown,
    totalsAfterRandom: await checkScoreTotals(db),
  };
  return JSON.parse(JSON.stringify(answers));
}
