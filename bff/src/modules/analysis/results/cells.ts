import { NO_VOTE, type CellStatistics, type EventCells } from '@vsp/contract';
import type { Knex } from 'knex';
import { countedPass, countingRules, ofUserWithAccess, onCountedCell } from './counted';
import { resultsOf, type ResultsEvent } from './event';
import { countsOf, highestOf, histogram, lowestOf, meanOf, medianOf, RATINGS, sdOf } from './histogram';

/*
 * A cell is one vendor on one question. Its figures need only how many of its counted scores have
 * each value (No Vote, 1..5): one pass groups the event's scores by vendor, question and score, and
 * a score is one of six values, so the count per value holds the whole sorted list of ratings.
 */

/**
 * SQL: the common table expressions `cell_scores` and `cells`, to follow `countingRules`.
 * `cell_scores` is the one pass over the event's scores (see `countedPass`), grouped by vendor,
 * question and score, with `extra` aggregates of the score `s` beside the count; the cells off the
 * active vendors and questions are left out after, one test per cell, not per score. `cells` holds
 * every active vendor on every active question of the event that has a counted response:
 * `vendor_id`, `question_id`, the question's `weight`, `scale` (false on a pass/fail question, which
 * carries no weight), `responses`, `no_votes`, `ratings` (1..5),
 * `rating_sum`, `rating_squares`, `count_1`..`count_5`, and the sum of each `extra` aggregate.
 */
export function countedCells(event: ResultsEvent, extra: [name: string, aggregate: string][] = []): string {
  const count = (where: string) => `coalesce(sum(c.responses) filter (where ${where}), 0)::bigint`;
  return `
    cell_scores as (${countedPass(event, ['vendor_id', 'question_id', 'score'], [['responses', 'count(*)'], ...extra], ofUserWithAccess(event, 's'))}),
    cells as (
      select c.vendor_id, c.question_id, q.weight::float8 as weight, q.kind = 'scale' as scale, sum(c.responses)::bigint as responses,
        ${count(`c.score = ${NO_VOTE}`)} as no_votes, ${count(`c.score <> ${NO_VOTE}`)} as ratings,
        coalesce(sum(c.responses * c.score), 0)::bigint as rating_sum, coalesce(sum(c.responses * c.score * c.score), 0)::bigint as rating_squares,
        ${RATINGS.map((rating) => `${count(`c.score = ${rating}`)} as count_${rating}`).join(', ')}
        ${extra.map(([name]) => `, sum(c.${name}) as ${name}`).join('')}
      from cell_scores c
      join questions q on q.id = c.question_id
      where ${onCountedCell(event, 'c')}
      group by c.vendor_id, c.question_id, q.weight, q.kind
      having sum(c.responses) > 0
    )`;
}

interface CellRow extends Omit<CellStatistics, 'histogram'> {
  counts: number[];
}

/** Every cell with a response, in grid order (vendors, then the event's questions). */
export async function cellsOf(trx: Knex.Transaction, event: ResultsEvent): Promise<CellStatistics[]> {
  const result = await trx.raw<{ rows: CellRow[] }>(`
    with ${countingRules(event)},
    ${countedCells(event)}
    select c.vendor_id as "vendorId", c.question_id as "questionId", c.ratings::int as ratings, c.no_votes::int as "noVotes",
      ${meanOf('c.')} as mean, ${medianOf('c.')} as median, ${sdOf('c.')} as sd,
      ${lowestOf('c.')} as min, ${highestOf('c.')} as max, ${countsOf('c.')} as counts,
      c.ratings >= 2 and ${highestOf('c.')} - ${lowestOf('c.')} >= ${event.disagreementThreshold} as flagged
    from cells c
    join vendors v on v.id = c.vendor_id
    join questions q on q.id = c.question_id
    order by v."order", v.id, q."order", q.id`);
  return result.rows.map(({ counts, ...cell }) => ({ ...cell, histogram: histogram(counts) }));
}

/** The statistics of every cell of the event. */
export function eventCells(db: Knex, eventId: number): Promise<EventCells> {
  return resultsOf(db, eventId, async (trx, event) => ({ eventId: event.eventId, cells: await cellsOf(trx, event) }));
}
