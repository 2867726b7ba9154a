import { NO_VOTE, type EventRanking, type RankedVendor } from '@vsp/contract';
import type { Knex } from 'knex';
import { currentConflictsSql } from '../../declarations/service';
import { countedCells } from './cells';
import { element, evaluatorTotals, offsetOf } from './evaluators';
import { resultsOf, type ResultsEvent } from './event';
import { COUNT_COLUMNS, meanOf, medianOf, RATINGS } from './histogram';

/*
 * A vendor's figures add up its cells (see cells.ts). The normalised score needs each rating as a
 * z-score within its evaluator, (rating − evaluator mean) / evaluator sd, which no total holds: one
 * grouping pass over the event's scores adds them up per cell, each score looking up its z-score
 * by user id and rating (see `element`); the cells' counts give how many were added. The ratings
 * of a declared conflict are taken back out of those sums, as out of the cells.
 *
 * The consensus score is the weighted score once the panel's agreed scores (consensus_scores, a few
 * per event) replace the evaluators' means of their cells.
 */

/** Weighted scores equal to this many decimals share a rank: the last digits of a sum depend on the order it was added in. */
const RANK_DECIMALS = 10;

/** The columns of a vendor's cells that add up to the vendor's. */
const VENDOR_SUMS = ['responses', 'no_votes', 'ratings', 'rating_sum', ...COUNT_COLUMNS];

/** SQL: the rank of `score` among the vendors, highest first, equal scores sharing one; null without a score. */
function rankOf(score: string): string {
  return `case when ${score} is not null then rank() over (order by round(${score}::numeric, ${RANK_DECIMALS}) desc nulls last)::int end`;
}

/** SQL: Σ weight × figure / Σ weight over the cells where `has` holds. */
function weightedOf(figure: string, has: string): string {
  return `sum(c.weight * ${figure}) filter (where ${has}) / sum(c.weight) filter (where ${has})`;
}

/** Every active vendor of the event, ranked, unrated ones last. */
export async function rankingOf(trx: Knex.Transaction, event: ResultsEvent): Promise<RankedVendor[]> {
  const zScore = element('z_scores', 'z', [offsetOf('z_scores', 's.user_id', 'first_user'), 's.score']);
  const slots = event.usersWithAccess * event.activeQuestions;
  const result = await trx.raw<{ rows: RankedVendor[] }>(`
    with ${countedCells(event)},
    ${evaluatorTotals(event)},
    -- Evaluators with fewer than 2 ratings, or whose ratings are all equal, have no z-scores.
    calibrated as (
      select user_id, rating_sum / ratings as mean, sqrt(spread / (ratings * (ratings - 1))) as sd
      from (select user_id, ratings::float8 as ratings, rating_sum::float8 as rating_sum,
              (ratings * rating_squares - rating_sum * rating_sum)::float8 as spread
            from evaluators where ratings >= 2) e
      where spread > 0
    ),
    -- The z-score of each rating 1..5 of each calibrated evaluator, by user id from the first to
    -- the last of them; 0 for any other user.
    z_scores as materialized (
      select min(g) as first_user,
        array_agg(array[${RATINGS.map((rating) => `coalesce((${rating} - c.mean) / c.sd, 0)`).join(', ')}] order by g) as z
      from generate_series((select min(user_id) from calibrated), (select max(user_id) from calibrated)) g
      left join calibrated c on c.user_id = g
    ),
    z_sums as (
      select s.vendor_id, s.question_id, sum(${zScore}) as z_sum
      from scores s
      where s.event_id = ${event.eventId} and s.score > 0
      group by s.vendor_id, s.question_id
    ),
    -- The z-scores of the ratings of a declared conflict, which the sums above count and must not.
    z_conflicted as (
      select s.vendor_id, s.question_id, sum(${zScore}) as z_sum
      from conflicted s
      where s.score > 0
      group by s.vendor_id, s.question_id
    ),
    -- The counted ratings of users with access but without z-scores, which the cells count: few
    -- users, whose scores the (user, event) index finds.
    uncalibrated as (
      select s.vendor_id, s.question_id, count(*) as ratings
      from evaluators e
      cross join lateral (
        select s.vendor_id, s.question_id from scores s
        where s.user_id = e.user_id and s.event_id = ${event.eventId} and s.score > 0
          and s.vendor_id <> all(${currentConflictsSql('e.user_id', String(event.eventId))})
        offset 0
      ) s
      where e.user_id not in (select user_id from calibrated)
      group by s.vendor_id, s.question_id
    ),
    normalised as (
      select c.vendor_id, c.question_id, z.z_sum - coalesce(k.z_sum, 0) as z_sum, c.ratings - coalesce(u.ratings, 0) as z_count
      from cells c
      join z_sums z on z.vendor_id = c.vendor_id and z.question_id = c.question_id
      left join z_conflicted k on k.vendor_id = c.vendor_id and k.question_id = c.question_id
      left join uncalibrated u on u.vendor_id = c.vendor_id and u.question_id = c.question_id
    ),
    -- The agreed scores of the event's active questions; those of inactive vendors find no vendor below.
    agreed as (
      select k.vendor_id, k.question_id, q.weight::float8 as weight, k.score
      from consensus_scores k
      join questions q on q.id = k.question_id and q.event_id = k.event_id and q.is_active
      where k.event_id = ${event.eventId}
    ),
    -- Each cell's value for the consensus score: the agreed score where there is one (none for an
    -- agreed No Vote), else the evaluators' mean; a cell nobody rated counts with its agreed score.
    consensus_values as (
      select coalesce(k.vendor_id, c.vendor_id) as vendor_id, coalesce(k.weight, c.weight) as weight,
        case when k.score is not null then nullif(k.score, ${NO_VOTE})::float8 else ${meanOf('c.')} end as value
      from cells c
      full join agreed k on k.vendor_id = c.vendor_id and k.question_id = c.question_id
    ),
    consensus_figures as (
      select c.vendor_id, ${weightedOf('c.value', 'c.value is not null')} as consensus
      from consensus_values c
      group by c.vendor_id
    ),
    vendor_figures as (
      select v.id, v.name, v."order",
        ${VENDOR_SUMS.map((column) => `coalesce(sum(c.${column}), 0)::bigint as ${column}`).join(', ')},
        ${weightedOf(meanOf('c.'), 'c.ratings > 0')} as weighted,
        ${weightedOf('n.z_sum / n.z_count', 'n.z_count > 0')} as normalised
      from vendors v
      left join cells c on c.vendor_id = v.id
      left join normalised n on n.vendor_id = c.vendor_id and n.question_id = c.question_id
      where v.is_active
      group by v.id
    )
    select id as "vendorId", name, ${rankOf('weighted')} as rank, weighted as "weightedScore",
      ${meanOf()} as "meanScore", ${medianOf()} as median,
      responses::int as responses, no_votes::int as "noVotes",
      coalesce(responses::float8 / nullif(${slots} - ${event.activeQuestions} * (select count(*) from declared d where d.vendor_id = id), 0), 0) as coverage,
      normalised as "normalisedScore", ${rankOf('normalised')} as "normalisedRank",
      consensus as "consensusScore", ${rankOf('consensus')} as "consensusRank"
    from vendor_figures
    left join consensus_figures on consensus_figures.vendor_id = vendor_figures.id
    order by 3 nulls last, "order", id`);
  return result.rows;
}

/** The event's vendors ranked by weighted score, with the figures behind it. */
export function eventRanking(db: Knex, eventId: number): Promise<EventRanking> {
  return resultsOf(db, eventId, async (trx, event) => ({ eventId: event.eventId, vendors: await rankingOf(trx, event) }));
}
