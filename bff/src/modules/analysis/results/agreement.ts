import type { EventAgreement } from '@vsp/contract';
import type { Knex } from 'knex';
import { countedCells } from './cells';
import { countingRules } from './counted';
import { element, evaluatorTotals, offsetOf } from './evaluators';
import { resultsOf, type ResultsEvent } from './event';

/*
 * Krippendorff's alpha, interval metric: the evaluators are the coders, each cell of a scale question
 * is a unit and its ratings the values (No Votes are missing; pass/fail questions are left out). Only units with at least 2 ratings are pairable; over
 * their n values, with m_u values in unit u,
 *
 *   observed disagreement  D_o = (1/n) Σ_u 1/(m_u − 1) Σ_{i≠j in u} (x_i − x_j)²
 *   expected disagreement  D_e = 1/(n(n − 1)) Σ_{i≠j} (x_i − x_j)²
 *
 * and since Σ_{i≠j} (x_i − x_j)² = 2(m Σx² − (Σx)²) over any m values,
 *
 *   alpha = 1 − D_o / D_e = 1 − (n − 1) Σ_u [(m_u Σ_u x² − (Σ_u x)²) / (m_u − 1)] / (n Σx² − (Σx)²),
 *
 * which needs only each cell's count, sum and sum of squares of the ratings.
 * Alpha is null when nothing is pairable or the expected disagreement is 0 (every value equal).
 */

/** SQL: the cell mean, in the grid `cell_means`, of the rating of the score `s`. */
function cellMeanOf(s: string): string {
  return element('cell_means', 'means', [
    offsetOf('cell_means', `${s}.vendor_id`, 'first_vendor'),
    offsetOf('cell_means', `${s}.question_id`, 'first_question'),
  ]);
}

/**
 * The alphas, and every user with access who has a rating in the event: how many, their mean, and
 * their leniency, the mean over their rated cells of (their rating − the cell's mean), which is
 * their mean less the mean of the cell means they rated. One statement: a pass over the event's
 * scores counts the cells, and a pass over the ratings aggregates each evaluator's, each score
 * looking up its cell's mean by vendor and question id (see `element`).
 */
export async function agreementOf(trx: Knex.Transaction, event: ResultsEvent): Promise<EventAgreement> {
  const result = await trx.raw<{ rows: { answer: Omit<EventAgreement, 'eventId'> }[] }>(`
    with ${countingRules(event)},
    ${countedCells(event)},
    units as (
      select question_id, ratings::numeric as m, rating_sum::numeric as total, rating_squares::numeric as squares
      from cells where scale and ratings >= 2
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
    rated as (select vendor_id, question_id, rating_sum::float8 / ratings as mean from cells where scale and ratings > 0),
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
    ${evaluatorTotals(event, [['rated_means', `sum(${cellMeanOf('s')})`]])},
    calibration as (
      select e.user_id, u.name, e.ratings::int as ratings, e.rating_sum::float8 / e.ratings as mean,
        (e.rating_sum::float8 - e.rated_means) / e.ratings::float8 as leniency
      from evaluators e
      join users u on u.id = e.user_id
    )
    select
      json_build_object(
        'alpha', (select alpha from alphas where whole_event),
        'questions', (select coalesce(json_agg(json_build_object('questionId', q.id, 'alpha', a.alpha) order by q."order", q.id), '[]')
          from questions q left join alphas a on a.question_id = q.id and not a.whole_event
          where q.event_id = ${event.eventId} and q.is_active and q.kind = 'scale'),
        'evaluators', (select coalesce(json_agg(json_build_object('userId', user_id, 'name', name, 'ratings', ratings, 'mean', mean, 'leniency', leniency)
            order by name, user_id), '[]')
          from calibration)
      ) as answer`);
  return { eventId: event.eventId, ...result.rows[0].answer };
}

/** How far the evaluators agree, per question and over the event, and how each one rates against the panel. */
export function eventAgreement(db: Knex, eventId: number): Promise<EventAgreement> {
  return resultsOf(db, eventId, (trx, event) => agreementOf(trx, event));
}
