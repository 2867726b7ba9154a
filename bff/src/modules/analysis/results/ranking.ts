import { NO_VOTE, type EventRanking, type RankedVendor } from '@vsp/contract';
import type { Knex } from 'knex';
import { countedCells } from './cells';
import { countingRules, eventScores, onWeightedCell } from './counted';
import { element, evaluatorTotals, offsetOf } from './evaluators';
import { resultsOf, type ResultsEvent } from './event';
import { COUNT_COLUMNS, meanOf, medianOf, RATINGS } from './histogram';

/*
 * A vendor's figures add up its cells (see cells.ts). The normalised score needs each rating as a
 * z-score within its evaluator, (rating − evaluator mean) / evaluator sd: one pass over the event's
 * ratings aggregates each evaluator's count, sum and sum of squares (see evaluators.ts), and the
 * cells' pass then adds up the z-scores per cell beside its counts, each score looking up its
 * z-score by user id and rating (see `element`).
 *
 * The consensus score is the weighted score once the panel's agreed scores (consensus_scores, a few
 * per event) replace the evaluators' means of their cells.
 */

/** Weighted scores equal to this many decimals share a rank: the last digits of a sum depend on the order it was added in. */
const RANK_DECIMALS = 10;

/** The columns of a vendor's cells that add up to the vendor's: the answers of every cell, the ratings of the scale questions'. */
const VENDOR_SUMS: [column: string, cells: string][] = [
  ['responses', 'true'],
  ['no_votes', 'true'],
  ...['ratings', 'rating_sum', ...COUNT_COLUMNS].map((column): [string, string] => [column, 'c.scale']),
];

/** SQL: the rank of `score` among the vendors, highest first, equal scores sharing one; null without a score. */
function rankOf(score: string): string {
  return `case when ${score} is not null then rank() over (order by round(${score}::numeric, ${RANK_DECIMALS}) desc nulls last)::int end`;
}

/**
 * SQL: Σ weight × figure / Σ weight over the cells where `has` holds, added question by question:
 * the last digits of a sum of float8 depend on the order it was added in, which would otherwise be
 * whatever order the plan of the day reads the cells in.
 */
function weightedOf(figure: string, has: string): string {
  return `sum(c.weight * ${figure} order by c.question_id) filter (where ${has}) / sum(c.weight) filter (where ${has})`;
}

/**
 * SQL: `calibrated` (each evaluator's mean and sd), `z_scores` (per user id, from the first
 * calibrated evaluator to the last, the z-scores of the ratings 1..5; 0 for any other user: see
 * `element`, an array without nulls) and `uncalibrated` (per cell, the counted ratings of the
 * evaluators without z-scores, whom the cells count: few users, whose scores the (user, event)
 * index finds).
 */
function zScores(event: ResultsEvent): string {
  return `
    -- Evaluators with fewer than 2 ratings, or whose ratings are all equal, have no z-scores.
    calibrated as (
      select user_id, rating_sum / ratings as mean, sqrt(spread / (ratings * (ratings - 1))) as sd
      from (select user_id, ratings::float8 as ratings, rating_sum::float8 as rating_sum,
              (ratings * rating_squares - rating_sum * rating_sum)::float8 as spread
            from evaluators where ratings >= 2) e
      where spread > 0
    ),
    z_scores as materialized (
      select min(g) as first_user,
        array_agg(array[${RATINGS.map((rating) => `coalesce((${rating} - c.mean) / c.sd, 0)`).join(', ')}] order by g) as z
      from generate_series((select min(user_id) from calibrated), (select max(user_id) from calibrated)) g
      left join calibrated c on c.user_id = g
    ),
    uncalibrated as (
      select s.vendor_id, s.question_id, count(*) as ratings
      from evaluators e
      cross join lateral (${eventScores(event, `s.user_id = e.user_id and s.score > 0 and ${onWeightedCell(event, 's')}`)} offset 0) s
      where e.user_id not in (select user_id from calibrated)
        and not exists (select from declared k where k.user_id = s.user_id and k.vendor_id = s.vendor_id)
      group by s.vendor_id, s.question_id
    )`;
}

/**
 * What the cells' pass adds up besides the counts: the z-scores of the ratings, each looked up by
 * user id and rating (a No Vote, score 0, is outside the array, so null, which a sum leaves out).
 */
const Z_SUM: [name: string, aggregate: string][] = [
  ['z_sum', `sum(${element('z_scores', 'z', [offsetOf('z_scores', 's.user_id', 'first_user'), 's.score'])})`],
];

/** The answer's fields, in the contract's order, as SQL over a row of `ranked`. */
const RANKED_FIELDS: [field: keyof RankedVendor, sql: string][] = [
  ['vendorId', 'id'],
  ['name', 'name'],
  ['rank', 'rank'],
  ['weightedScore', 'weighted'],
  ['meanScore', meanOf()],
  ['median', medianOf()],
  ['responses', 'responses::int'],
  ['noVotes', 'no_votes::int'],
  ['coverage', 'coverage'],
  ['normalisedScore', 'normalised'],
  ['normalisedRank', 'normalised_rank'],
  ['consensusScore', 'consensus'],
  ['consensusRank', 'consensus_rank'],
];

/** Every active vendor of the event, ranked, unrated ones last. */
export async function rankingOf(trx: Knex.Transaction, event: ResultsEvent): Promise<RankedVendor[]> {
  const activeQuestions = event.questionIds.length;
  const slots = event.usersWithAccess * activeQuestions;
  const result = await trx.raw<{ rows: { answer: RankedVendor[] }[] }>(`
    with ${countingRules(event)},
    ${evaluatorTotals(event)},
    ${zScores(event)},
    ${countedCells(event, Z_SUM)},
    -- Each cell with how many z-scores its sum adds up.
    cell_figures as (
      select c.*, c.ratings - coalesce(u.ratings, 0) as z_count
      from cells c
      left join uncalibrated u on u.vendor_id = c.vendor_id and u.question_id = c.question_id
    ),
    -- The agreed scores of the event's active scale questions; those of inactive vendors find no vendor below.
    agreed as (
      select k.vendor_id, k.question_id, q.weight::float8 as weight, k.score
      from consensus_scores k
      join questions q on q.id = k.question_id and q.event_id = k.event_id and q.is_active and q.kind = 'scale'
      where k.event_id = ${event.eventId}
    ),
    -- Each cell's value for the consensus score: the agreed score where there is one (none for an
    -- agreed No Vote), else the evaluators' mean; a cell nobody rated counts with its agreed score.
    consensus_values as (
      select coalesce(k.vendor_id, c.vendor_id) as vendor_id, coalesce(k.question_id, c.question_id) as question_id, coalesce(k.weight, c.weight) as weight,
        case when k.score is not null then nullif(k.score, ${NO_VOTE})::float8 else ${meanOf('c.')} end as value
      from (select * from cells where scale) c
      full join agreed k on k.vendor_id = c.vendor_id and k.question_id = c.question_id
    ),
    consensus_figures as (
      select c.vendor_id, ${weightedOf('c.value', 'c.value is not null')} as consensus
      from consensus_values c
      group by c.vendor_id
    ),
    vendor_figures as (
      select v.id, v.name, v."order",
        ${VENDOR_SUMS.map(([column, cells]) => `coalesce(sum(c.${column}) filter (where ${cells}), 0)::bigint as ${column}`).join(', ')},
        ${weightedOf(meanOf('c.'), 'c.scale and c.ratings > 0')} as weighted,
        ${weightedOf('c.z_sum / c.z_count', 'c.scale and c.z_count > 0')} as normalised
      from vendors v
      left join cell_figures c on c.vendor_id = v.id
      where v.is_active
      group by v.id
    ),
    ranked as (
      select f.*, consensus, ${rankOf('weighted')} as rank, ${rankOf('normalised')} as normalised_rank, ${rankOf('consensus')} as consensus_rank,
        coalesce(responses::float8 / nullif(${slots} - ${activeQuestions} * (select count(*) from declared d where d.vendor_id = f.id), 0), 0) as coverage
      from vendor_figures f
      left join consensus_figures on consensus_figures.vendor_id = f.id
    )
    select coalesce(json_agg(json_build_object(${RANKED_FIELDS.map(([field, sql]) => `'${field}', ${sql}`).join(', ')})
        order by rank nulls last, "order", id), '[]') as answer
    from ranked`);
  return result.rows[0].answer;
}

/** The event's vendors ranked by weighted score, with the figures behind it. */
export function eventRanking(db: Knex, eventId: number): Promise<EventRanking> {
  return resultsOf(db, eventId, async (trx, event) => ({ eventId: event.eventId, vendors: await rankingOf(trx, event) }));
}
