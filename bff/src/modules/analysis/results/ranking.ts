import { NO_VOTE, type EventRanking, type RankedVendor } from '@vsp/contract';
import type { Knex } from 'knex';
import { currentConflictsSql } from '../../declarations/service';
import { BASIS_HOLDS, basisBindings, basisCte, basisColumns, figuredOf, fromUnits, inUnits, restatedRatings, ResultsBases, scoreChanges, type Basis, type Figured, type FiguredRow } from './bases';
import { countedCells } from './cells';
import { element, evaluatorTotals, offsetOf } from './evaluators';
import { resultsOf, type ResultsEvent } from './event';
import { COUNT_COLUMNS, meanOf, medianOf, RATINGS } from './histogram';

/*
 * A vendor's figures add up its cells (see cells.ts). The normalised score needs each rating as a
 * z-score within its evaluator, (rating − evaluator mean) / evaluator sd, which no total holds: one
 * grouping pass over the event's scores adds them up per cell, each score looking up its z-score
 * by user id and rating (see `element`), or the sums kept from the last figuring are moved by the
 * changes since (see bases.ts); the cells' counts give how many were added. The ratings of a
 * declared conflict are taken back out of those sums, as out of the cells.
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

/**
 * SQL: Σ weight × figure / Σ weight over the cells where `has` holds, added question by question:
 * the last digits of a sum of float8 depend on the order it was added in, which would otherwise be
 * whatever order the plan of the day reads the cells in.
 */
function weightedOf(figure: string, has: string): string {
  return `sum(c.weight * ${figure} order by c.question_id) filter (where ${has}) / sum(c.weight) filter (where ${has})`;
}

/** SQL: `calibrated` (each evaluator's mean and sd) and `z_scores` (the z-score array), prefixed with `prefix`, over `evaluators`. */
function zScoresOver(prefix: string, evaluators: string): string {
  return `
    -- Evaluators with fewer than 2 ratings, or whose ratings are all equal, have no z-scores.
    ${prefix}calibrated as (
      select user_id, rating_sum / ratings as mean, sqrt(spread / (ratings * (ratings - 1))) as sd
      from (select user_id, ratings::float8 as ratings, rating_sum::float8 as rating_sum,
              (ratings * rating_squares - rating_sum * rating_sum)::float8 as spread
            from ${evaluators} where ratings >= 2) e
      where spread > 0
    ),
    -- The z-score of each rating 1..5 of each calibrated evaluator, by user id from the first to
    -- the last of them; 0 for any other user.
    ${prefix}z_scores as materialized (
      select min(g) as first_user,
        array_agg(array[${RATINGS.map((rating) => `coalesce((${rating} - c.mean) / c.sd, 0)`).join(', ')}] order by g) as z
      from generate_series((select min(user_id) from ${prefix}calibrated), (select max(user_id) from ${prefix}calibrated)) g
      left join ${prefix}calibrated c on c.user_id = g
    )`;
}

/** SQL: the z-score, in the array `zScores`, of the rating `score` of the user `userId`, in whole units (see `inUnits`). */
function zScoreIn(zScores: string, userId: string, score: string): string {
  return inUnits(element(zScores, 'z', [offsetOf(zScores, userId, 'first_user'), score]));
}

/** SQL: every rating's z-score summed per cell, in one pass over the event's scores, `where` also holds. */
function zSumsPass(event: ResultsEvent, where = 'true'): string {
  return `
      select s.vendor_id, s.question_id, sum(${zScoreIn('z_scores', 's.user_id', 's.score')}) as z_sum
      from scores s
      where s.event_id = ${event.eventId} and s.score > 0 and ${where}
      group by s.vendor_id, s.question_id`;
}

/**
 * SQL: `z_sums` from the basis (see bases.ts): its sums per cell, less what the ratings of the
 * restated evaluators added there with their z-scores of then, plus what their ratings add now.
 * Restated are the evaluators with a changed score and those whose totals differ from the basis'
 * (their z-scores differ); their ratings of then are those of now with the changed ones as they
 * were. When they are more than a quarter of the evaluators, one whole pass is quicker.
 */
function zSumsFromBasis(event: ResultsEvent, basis: Basis): string {
  return `
    kept_evaluators as (
      select * from json_to_recordset((select users from basis)) as k(user_id int, ratings bigint, rating_sum bigint, rating_squares bigint)
    ),
    ${scoreChanges(event, basis, '(select coalesce(sum(ratings), 0) from kept_evaluators)')},
    ${zScoresOver('kept_', 'kept_evaluators')},
    restated as materialized (
      select user_id from score_changes
      union
      select coalesce(e.user_id, k.user_id)
      from evaluators e
      full join kept_evaluators k on k.user_id = e.user_id
      where (e.ratings, e.rating_sum, e.rating_squares) is distinct from (k.ratings, k.rating_sum, k.rating_squares)
    ),
    from_changes as (select ${BASIS_HOLDS} and 4 * (select count(*) from restated) <= (select count(*) from kept_evaluators) as chosen),
    restated_now as materialized (${restatedRatings(event)}),
    restated_then as (
      select n.user_id, n.vendor_id, n.question_id, n.score
      from restated_now n
      where not exists (
        select from score_changes c where (c.user_id, c.vendor_id, c.question_id) = (n.user_id, n.vendor_id, n.question_id)
      )
      union all
      select user_id, vendor_id, question_id, old_score from score_changes where old_score > 0
    ),
    z_sums as (
      ${zSumsPass(event, 'not (select chosen from from_changes)')}
      union all
      select vendor_id, question_id, sum(z_sum) as z_sum
      from (
        select k.vendor_id, k.question_id, k.z_sum
        from json_to_recordset((select cells from basis)) as k(vendor_id int, question_id int, z_sum numeric)
        union all
        select n.vendor_id, n.question_id, ${zScoreIn('z_scores', 'n.user_id', 'n.score')} from restated_now n
        union all
        select t.vendor_id, t.question_id, -${zScoreIn('kept_z_scores', 't.user_id', 't.score')} from restated_then t
      ) parts
      where (select chosen from from_changes)
      group by vendor_id, question_id
    )`;
}

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

/**
 * Every active vendor of the event, ranked, unrated ones last, with the basis of the next figuring;
 * started from `basis` when there is one.
 */
export async function rankingOf(trx: Knex.Transaction, event: ResultsEvent, basis?: Basis): Promise<Figured<RankedVendor[]>> {
  const slots = event.usersWithAccess * event.activeQuestions;
  const result = await trx.raw<{ rows: FiguredRow<RankedVendor[]>[] }>(
    `
    with ${basis ? `${basisCte(basis)},` : ''}
    ${countedCells(event)},
    ${evaluatorTotals(event)},
    ${zScoresOver('', 'evaluators')},
    ${basis ? zSumsFromBasis(event, basis) : `z_sums as (${zSumsPass(event)})`},
    -- The z-scores of the ratings of a declared conflict, which the sums above count and must not.
    z_conflicted as (
      select s.vendor_id, s.question_id, sum(${zScoreIn('z_scores', 's.user_id', 's.score')}) as z_sum
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
    -- Each cell with the sum and count of its z-scores; joined here, cell to cell, so the vendors
    -- below join their cells once.
    cell_figures as (
      select c.*, ${fromUnits('z.z_sum - coalesce(k.z_sum, 0)')} as z_sum,
        case when z.vendor_id is null then 0 else c.ratings - coalesce(u.ratings, 0) end as z_count
      from cells c
      left join z_sums z on z.vendor_id = c.vendor_id and z.question_id = c.question_id
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
      select coalesce(k.vendor_id, c.vendor_id) as vendor_id, coalesce(k.question_id, c.question_id) as question_id, coalesce(k.weight, c.weight) as weight,
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
        ${weightedOf('c.z_sum / c.z_count', 'c.z_count > 0')} as normalised
      from vendors v
      left join cell_figures c on c.vendor_id = v.id
      where v.is_active
      group by v.id
    ),
    ranked as (
      select f.*, consensus, ${rankOf('weighted')} as rank, ${rankOf('normalised')} as normalised_rank, ${rankOf('consensus')} as consensus_rank,
        coalesce(responses::float8 / nullif(${slots} - ${event.activeQuestions} * (select count(*) from declared d where d.vendor_id = f.id), 0), 0) as coverage
      from vendor_figures f
      left join consensus_figures on consensus_figures.vendor_id = f.id
    )
    select
      (select coalesce(json_agg(json_build_object(${RANKED_FIELDS.map(([field, sql]) => `'${field}', ${sql}`).join(', ')})
          order by rank nulls last, "order", id), '[]')
        from ranked) as answer,
      ${basisColumns('z_sums', 'evaluators', basis ? '(select chosen from from_changes)' : 'false')}`,
    basis ? basisBindings(basis) : [],
  );
  return figuredOf(result.rows[0]);
}

/** The event's vendors ranked by weighted score, with the figures behind it. */
export function eventRanking(db: Knex, eventId: number, bases = new ResultsBases()): Promise<EventRanking> {
  return bases.figure('ranking', eventId, (basis) =>
    resultsOf(db, eventId, async (trx, event) => {
      const figured = await rankingOf(trx, event, basis);
      return { ...figured, answer: { eventId: event.eventId, vendors: figured.answer } };
    }),
  );
}
