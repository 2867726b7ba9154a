import type { EventAgreement } from '@vsp/contract';
import type { Knex } from 'knex';
import { BASIS_HOLDS, basisBindings, basisCte, basisColumns, figuredOf, fromUnits, inUnits, restatedRatings, ResultsBases, scoreChanges, type Basis, type Figured, type FiguredRow } from './bases';
import { countedCells } from './cells';
import { element, evaluatorTotals, offsetOf } from './evaluators';
import { resultsOf, type ResultsEvent } from './event';

/*
 * Krippendorff's alpha, interval metric: the evaluators are the coders, each cell is a unit and its
 * ratings the values (No Votes are missing). Only units with at least 2 ratings are pairable; over
 * their n values, with m_u values in unit u,
 *
 *   observed disagreement  D_o = (1/n) Σ_u 1/(m_u − 1) Σ_{i≠j in u} (x_i − x_j)²
 *   expected disagreement  D_e = 1/(n(n − 1)) Σ_{i≠j} (x_i − x_j)²
 *
 * and since Σ_{i≠j} (x_i − x_j)² = 2(m Σx² − (Σx)²) over any m values,
 *
 *   alpha = 1 − D_o / D_e = 1 − (n − 1) Σ_u [(m_u Σ_u x² − (Σ_u x)²) / (m_u − 1)] / (n Σx² − (Σx)²),
 *
 * which needs only each cell's count, sum and sum of squares of the ratings: the running totals.
 * Alpha is null when nothing is pairable or the expected disagreement is 0 (every value equal).
 */

/** SQL: the cell mean, in the grid `cell_means`, of the rating of the score `s`, in whole units (see `inUnits`). */
function cellMeanOf(s: string): string {
  const mean = element('cell_means', 'means', [
    offsetOf('cell_means', `${s}.vendor_id`, 'first_vendor'),
    offsetOf('cell_means', `${s}.question_id`, 'first_question'),
  ]);
  return inUnits(mean);
}

/** SQL: each user's sum of the cell means they rated, in one pass over the event's scores, where `where` also holds. */
function ratedCellMeansPass(event: ResultsEvent, where = 'true'): string {
  return `
      select s.user_id, coalesce(sum(${cellMeanOf('s')}), 0) as total
      from scores s
      where s.event_id = ${event.eventId} and s.score > 0 and ${where}
      group by s.user_id`;
}

/**
 * SQL: `rated_cell_means` from the basis (see bases.ts). An evaluator with a changed score is summed
 * again over their scores; any other kept sum moves by how far the mean of each cell they rated
 * moved, read from the scores of the cells whose counted ratings differ from the basis' (a save, or
 * a rating that stopped or started counting). When those evaluators and cells are many beside
 * the whole, one whole pass is quicker.
 */
function ratedCellMeansFromBasis(event: ResultsEvent, basis: Basis): string {
  return `
    kept_cells as (
      select * from json_to_recordset((select cells from basis)) as k(vendor_id int, question_id int, ratings bigint, rating_sum bigint)
    ),
    ${scoreChanges(event, basis, '(select coalesce(sum(ratings), 0) from kept_cells)')},
    kept_totals as (select * from json_to_recordset((select users from basis)) as k(user_id int, total numeric)),
    restated as materialized (select distinct user_id from score_changes),
    remeaned as materialized (
      select coalesce(r.vendor_id, k.vendor_id) as vendor_id, coalesce(r.question_id, k.question_id) as question_id,
        coalesce(${inUnits('r.mean')}, 0) - coalesce(${inUnits('k.rating_sum::float8 / k.ratings')}, 0) as shift
      from rated r
      full join kept_cells k on k.vendor_id = r.vendor_id and k.question_id = r.question_id
      where (r.ratings, r.rating_sum) is distinct from (k.ratings, k.rating_sum)
    ),
    from_changes as (
      select ${BASIS_HOLDS} and 4 * ((select count(*) from restated)::float8 / greatest((select count(*) from kept_totals), 1)
        + (select count(*) from remeaned)::float8 / greatest((select count(*) from kept_cells), 1)) <= 1 as chosen
    ),
    restated_totals as (
      select s.user_id, coalesce(sum(${cellMeanOf('s')}), 0) as total
      from (${restatedRatings(event)}) s
      group by s.user_id
    ),
    shifts as (
      select s.user_id, sum(m.shift) as shift
      from remeaned m
      cross join lateral (
        select s.user_id from scores s
        where s.event_id = ${event.eventId} and s.vendor_id = m.vendor_id and s.question_id = m.question_id and s.score > 0
        offset 0
      ) s
      where s.user_id not in (select user_id from restated)
      group by s.user_id
    ),
    rated_cell_means as (
      ${ratedCellMeansPass(event, 'not (select chosen from from_changes)')}
      union all
      select user_id, total from restated_totals where (select chosen from from_changes)
      union all
      select k.user_id, k.total + coalesce(h.shift, 0)
      from kept_totals k
      left join shifts h on h.user_id = k.user_id
      where (select chosen from from_changes) and k.user_id not in (select user_id from restated)
    )`;
}

/**
 * The alphas, and every user with access who has a rating in the event: how many, their mean, and
 * their leniency, the mean over their rated cells of (their rating − the cell's mean), which is
 * their mean less the mean of the cell means they rated. That last sum is one grouping pass over the
 * scores, each score looking up its cell's mean by vendor and question id (see `element`), or,
 * from `basis`, the kept sums moved by the changes since. One statement, so the cells are counted
 * once; it answers one row, with the basis of the next figuring.
 */
export async function agreementOf(trx: Knex.Transaction, event: ResultsEvent, basis?: Basis): Promise<Figured<EventAgreement>> {
  const result = await trx.raw<{ rows: FiguredRow<Omit<EventAgreement, 'eventId'>>[] }>(
    `
    with ${basis ? `${basisCte(basis)},` : ''}
    ${countedCells(event)},
    ${evaluatorTotals(event)},
    units as (
      select question_id, ratings::numeric as m, rating_sum::numeric as total, rating_squares::numeric as squares
      from cells where ratings >= 2
    ),
    pooled as (
      select question_id, grouping(question_id) = 1 as whole_event, sum(m) as n, sum(total) as total, sum(squares) as squares,
        sum((m * squares - total * total) / (m - 1)) as within
      from units
      group by grouping sets ((question_id), ())
    ),
    alphas as (
      select question_id, whole_event,
        case when n * squares - total * total > 0 then (1 - (n - 1) * within / (n * squares - total * total))::float8 end as alpha
      from pooled
    ),
    rated as (select vendor_id, question_id, ratings, rating_sum, rating_sum::float8 / ratings as mean from cells where ratings > 0),
    -- The cell means as a grid, vendors by questions, from the first id to the last of each; 0
    -- where no cell counts, which no counted rating looks up.
    cell_means as materialized (
      select min(vendor_id) as first_vendor, (select min(question_id) from rated) as first_question,
        array_agg(means order by vendor_id) as means
      from (
        select v as vendor_id, array_agg(coalesce(r.mean, 0) order by q) as means
        from generate_series((select min(vendor_id) from rated), (select max(vendor_id) from rated)) v
        cross join generate_series((select min(question_id) from rated), (select max(question_id) from rated)) q
        left join rated r on r.vendor_id = v and r.question_id = q
        group by v
      ) grid_rows
    ),
    ${basis ? ratedCellMeansFromBasis(event, basis) : `rated_cell_means as (${ratedCellMeansPass(event)})`},
    -- The same over the ratings of a declared conflict, which the pass above counts and must not.
    conflicted_cell_means as (
      select s.user_id, sum(${cellMeanOf('s')}) as total
      from conflicted s
      where s.score > 0
      group by s.user_id
    ),
    calibration as (
      select e.user_id, u.name, e.ratings::int as ratings, (e.rating_sum / e.ratings)::float8 as mean,
        (e.rating_sum::float8 - ${fromUnits('r.total - coalesce(k.total, 0)')}) / e.ratings::float8 as leniency
      from evaluators e
      join users u on u.id = e.user_id
      join rated_cell_means r on r.user_id = e.user_id
      left join conflicted_cell_means k on k.user_id = e.user_id
    )
    select
      json_build_object(
        'alpha', (select alpha from alphas where whole_event),
        'questions', (select coalesce(json_agg(json_build_object('questionId', q.id, 'alpha', a.alpha) order by q."order", q.id), '[]')
          from questions q left join alphas a on a.question_id = q.id and not a.whole_event
          where q.event_id = ${event.eventId} and q.is_active),
        'evaluators', (select coalesce(json_agg(json_build_object('userId', user_id, 'name', name, 'ratings', ratings, 'mean', mean, 'leniency', leniency)
            order by name, user_id), '[]')
          from calibration)
      ) as answer,
      ${basisColumns('rated', 'rated_cell_means', basis ? '(select chosen from from_changes)' : 'false')}`,
    basis ? basisBindings(basis) : [],
  );
  const figured = figuredOf(result.rows[0]);
  return { ...figured, answer: { eventId: event.eventId, ...figured.answer } };
}

/** How far the evaluators agree, per question and over the event, and how each one rates against the panel. */
export function eventAgreement(db: Knex, eventId: number, bases = new ResultsBases()): Promise<EventAgreement> {
  return bases.figure('agreement', eventId, (basis) => resultsOf(db, eventId, (trx, event) => agreementOf(trx, event, basis)));
}
