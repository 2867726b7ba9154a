import { NO_VOTE, type CellStatistics, type EventCells } from '@vsp/contract';
import type { Knex } from 'knex';
import { declaredConflicts } from '../../declarations/service';
import { evaluatorWithAccess, usersWithoutAccess } from '../../permissions/service';
import { resultsOf, type ResultsEvent } from './event';
import { countsOf, highestOf, histogram, lowestOf, meanOf, medianOf, RATINGS, sdOf } from './histogram';

/*
 * A cell is one vendor on one question. Its figures come from the running totals that triggers keep
 * per cell (score_cell_sums: responses, No Votes, the sum and the sum of squares of the ratings and
 * how many of each rating), less the scores of the users who do not count, found user by user
 * through the (user, event) index, as the averages do, and less the scores of an evaluator on a
 * vendor they declared a conflict with, found pair by pair through the (user, event, vendor) index:
 * the work grows with cells and with those exceptions, not with the number of scores.
 */

/** What a score adds to a cell's totals, per column, as SQL over the score `s`. */
const SCORE_SUMS: [column: string, sum: string][] = [
  ['responses', 'count(*)'],
  ['no_votes', `count(*) filter (where s.score = ${NO_VOTE})`],
  ['rating_sum', 'sum(s.score)'],
  ['rating_squares', 'sum(s.score * s.score)'],
  ...RATINGS.map((rating): [string, string] => [`count_${rating}`, `count(*) filter (where s.score = ${rating})`]),
];

/**
 * SQL: the common table expressions `declared`, `conflicted`, `uncounted` and `cells`. `declared`
 * holds the (user_id, vendor_id) pairs the current declarations of the users with access name;
 * `conflicted` the scores of those pairs (`user_id`, `vendor_id`, `question_id`, `score`), which
 * count nowhere. `cells` holds every active vendor on every active question of the event that has a
 * counted response: `vendor_id`, `question_id`, the question's `weight`, `responses`, `no_votes`,
 * `ratings` (1..5), `rating_sum`, `rating_squares` and `count_1`..`count_5`.
 */
export function countedCells(event: ResultsEvent): string {
  const columns = SCORE_SUMS.map(([column]) => column);
  const thisEvent = `select ${event.eventId} as id`;
  return `
    declared as (
      select k.user_id, k.vendor_id from (${declaredConflicts(thisEvent)}) k
      where ${evaluatorWithAccess('k.user_id', 'k.event_id')}
    ),
    conflicted as (
      select k.user_id, s.vendor_id, s.question_id, s.score
      from declared k
      cross join lateral (
        select s.vendor_id, s.question_id, s.score
        from scores s where s.user_id = k.user_id and s.event_id = ${event.eventId} and s.vendor_id = k.vendor_id
        offset 0
      ) s
    ),
    uncounted as (
      select s.vendor_id, s.question_id, ${SCORE_SUMS.map(([column, sum]) => `${sum} as ${column}`).join(', ')}
      from (
        select s.vendor_id, s.question_id, s.score
        from (${usersWithoutAccess(thisEvent)}) x
        cross join lateral (
          select s.vendor_id, s.question_id, s.score
          from scores s where s.user_id = x.user_id and s.event_id = x.event_id
          offset 0
        ) s
        union all
        select vendor_id, question_id, score from conflicted
      ) s
      group by s.vendor_id, s.question_id
    ),
    cells as (
      select *, responses - no_votes as ratings
      from (
        select c.vendor_id, c.question_id, q.weight::float8 as weight,
          ${columns.map((column) => `c.${column} - coalesce(u.${column}, 0) as ${column}`).join(', ')}
        from score_cell_sums c
        join vendors v on v.id = c.vendor_id and v.is_active
        join questions q on q.id = c.question_id and q.event_id = c.event_id and q.is_active
        left join uncounted u on u.vendor_id = c.vendor_id and u.question_id = c.question_id
        where c.event_id = ${event.eventId}
      ) counted
      where responses > 0
    )`;
}

interface CellRow extends Omit<CellStatistics, 'histogram'> {
  counts: number[];
}

/** Every cell with a response, in grid order (vendors, then the event's questions). */
export async function cellsOf(trx: Knex.Transaction, event: ResultsEvent): Promise<CellStatistics[]> {
  const result = await trx.raw<{ rows: CellRow[] }>(`
    with ${countedCells(event)}
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
