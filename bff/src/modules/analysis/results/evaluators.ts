import { evaluatorWithAccess } from '../../permissions/service';
import { countedPass, onWeightedCell } from './counted';
import type { ResultsEvent } from './event';

/**
 * SQL: the common table expressions `evaluator_scores` and `evaluators`, to follow `countingRules`.
 * `evaluator_scores` is one pass over the event's ratings of the scale questions (see `countedPass`;
 * a Pass or a Fail is no rating of the evaluator's scale), grouped by user, with
 * `extra` aggregates of the score `s`; `evaluators` holds each user with access who has at least one
 * counted rating in the event: `user_id`, `ratings`, `rating_sum`, `rating_squares` (exact numbers)
 * and the sum of each `extra` aggregate. The users without access are aggregated and then left
 * out, one test per user, not per score.
 */
export function evaluatorTotals(event: ResultsEvent, extra: [name: string, aggregate: string][] = []): string {
  const totals: [string, string][] = [['ratings', 'count(*)'], ['rating_sum', 'sum(s.score)'], ['rating_squares', 'sum(s.score * s.score)']];
  return `
    evaluator_scores as (${countedPass(event, ['user_id'], [...totals, ...extra], `s.score > 0 and ${onWeightedCell(event, 's')}`)}),
    evaluators as (
      select e.user_id, ${totals.map(([name]) => `sum(e.${name})::bigint as ${name}`).join(', ')}${extra.map(([name]) => `, sum(e.${name}) as ${name}`).join('')}
      from evaluator_scores e
      where ${evaluatorWithAccess('e.user_id', String(event.eventId))}
      group by e.user_id
      having sum(e.ratings) > 0
    )`;
}

/*
 * The passes over the scores look up, per score, a figure of its evaluator or of its cell. A join
 * would probe a hash table once per score, which doubled the time of the ranking's two passes
 * (0.70 s against 0.33 s of one process on 940,000 scores); instead the figures are laid out once
 * in an array (by user id, or by vendor and question id), which reaches the scan as a parameter
 * (PostgreSQL runs the one-row subqueries below before the scan, and hands them to its parallel
 * workers), and an element of an array without nulls is found by its offset (one with a null is
 * walked element by element: 25 s). A key outside the array gives null, which a sum leaves out.
 */

/** SQL: the array in column `values` of the one-row relation `relation`, subscripted by `subscripts`. */
export function element(relation: string, values: string, subscripts: string[]): string {
  return `(select ${values} from ${relation})${subscripts.map((subscript) => `[${subscript}]`).join('')}`;
}

/** SQL: the subscript of `key` in an array whose first element is for the key in column `first` of `relation`. */
export function offsetOf(relation: string, key: string, first: string): string {
  return `${key} - (select ${first} from ${relation}) + 1`;
}
