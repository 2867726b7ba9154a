import { evaluatorWithAccess } from '../../permissions/service';
import type { ResultsEvent } from './event';

/*
 * An evaluator's figures in an event come from the running totals kept per event, vendor and user
 * (score_user_totals), over the active vendors, less their answers to questions that do not count
 * (inactive, or of another event), found through the cells' index, and less their ratings of the
 * vendors they declared a conflict with: few scores, so this reads about users × vendors rows, not
 * the scores.
 */

/**
 * SQL: the common table expressions `evaluator_parts` and `evaluators`, to follow `countedCells`
 * (whose `conflicted` scores they take out). `evaluators` holds each user with access who has at
 * least one counted rating in the event: `user_id`, `ratings`, `rating_sum` and `rating_squares`
 * (exact numbers).
 */
export function evaluatorTotals(event: ResultsEvent): string {
  return `
    evaluator_parts as (
      select t.user_id, t.responses - t.no_votes as ratings, t.rating_sum, t.rating_squares
      from score_user_totals t
      join vendors v on v.id = t.vendor_id and v.is_active
      where t.event_id = ${event.eventId}
      union all
      select s.user_id, -count(*), -sum(s.score), -sum(s.score * s.score)
      from score_cell_sums c
      join vendors v on v.id = c.vendor_id and v.is_active
      join questions q on q.id = c.question_id
      join scores s on s.event_id = c.event_id and s.vendor_id = c.vendor_id and s.question_id = c.question_id
      where c.event_id = ${event.eventId} and not (q.is_active and q.event_id = c.event_id) and s.score > 0
      group by s.user_id
      union all
      -- Ratings on active questions only: those on the others are taken out just above.
      select k.user_id, -count(*), -sum(k.score), -sum(k.score * k.score)
      from conflicted k
      join vendors v on v.id = k.vendor_id and v.is_active
      join questions q on q.id = k.question_id and q.event_id = ${event.eventId} and q.is_active
      where k.score > 0
      group by k.user_id
    ),
    evaluators as (
      select part.user_id, sum(part.ratings) as ratings, sum(part.rating_sum) as rating_sum, sum(part.rating_squares) as rating_squares
      from evaluator_parts part
      where ${evaluatorWithAccess('part.user_id', String(event.eventId))}
      group by part.user_id
      having sum(part.ratings) > 0
    )`;
}

/*
 * The grouping passes over the scores look up, per score, a figure of its evaluator or of its cell.
 * A join would probe a hash table once per score, which took 0.5–0.8 s on a million scores; instead
 * the figures are laid out once in an array (by user id, or by vendor and question id), which
 * reaches the scan as a parameter (PostgreSQL runs the one-row subqueries below before the scan, for
 * its parallel workers too), and an element of an array without nulls is found by its offset: the
 * pass then costs about what a plain GROUP BY over the scores costs. A key outside the array gives
 * null, which a sum leaves out.
 */

/** SQL: the array in column `values` of the one-row relation `relation`, subscripted by `subscripts`. */
export function element(relation: string, values: string, subscripts: string[]): string {
  return `(select ${values} from ${relation})${subscripts.map((subscript) => `[${subscript}]`).join('')}`;
}

/** SQL: the subscript of `key` in an array whose first element is for the key in column `first` of `relation`. */
export function offsetOf(relation: string, key: string, first: string): string {
  return `${key} - (select ${first} from ${relation}) + 1`;
}
