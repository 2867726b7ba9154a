import { declaredConflicts } from '../../declarations/service';
import { evaluatorWithAccess } from '../../permissions/service';
import type { ResultsEvent } from './event';

/*
 * Which scores an event's results count: those of users with access on the active vendors and the
 * event's active questions, but not an evaluator's scores of a vendor they declared a conflict with.
 *
 * Each figure aggregates the event's scores in one pass. The active vendors and questions and the
 * users without access are written into the statement as constant arrays (see `ResultsEvent`): the
 * planner then knows how many scores they select, and plans the pass with parallel workers where it
 * pays, as it does `select count(*) from scores` (from arrays computed inside the statement it
 * guessed a few percent of the scores and planned one process), and PostgreSQL tests a score
 * against a constant array through a hash table. The declared conflicts are pairs of a user and a
 * vendor, which no such array holds: they are few, so a pass aggregates their scores too, found
 * through the (user, event, vendor) index, and takes them back out.
 */

/** SQL: the constant array of `ids`, integers read from the database. */
export function idArray(ids: number[]): string {
  return `'{${ids.map((id) => Math.trunc(id)).join(',')}}'::int[]`;
}

/** SQL condition: the row `s` (with `vendor_id` and `question_id`) is on an active vendor and an active question of the event. */
export function onCountedCell(event: ResultsEvent, s: string): string {
  return `${s}.vendor_id = any(${idArray(event.vendorIds)}) and ${s}.question_id = any(${idArray(event.questionIds)})`;
}

/** SQL condition: the row `s` (with `vendor_id` and `question_id`) is on an active vendor and an active scale question of the event: a cell that carries weight. */
export function onWeightedCell(event: ResultsEvent, s: string): string {
  return `${s}.vendor_id = any(${idArray(event.vendorIds)}) and ${s}.question_id = any(${idArray(event.scaleQuestionIds)})`;
}

/** SQL condition: the row `s` (with `user_id`) is of a user with access to the event. */
export function ofUserWithAccess(event: ResultsEvent, s: string): string {
  return `${s}.user_id <> all(${idArray(event.usersWithoutAccess)})`;
}

/** SQL: the scores `s` of the event (`user_id`, `vendor_id`, `question_id`, `score`) where `where` holds. */
export function eventScores(event: ResultsEvent, where: string): string {
  return `select s.user_id, s.vendor_id, s.question_id, s.score from scores s where s.event_id = ${event.eventId} and ${where}`;
}

/**
 * SQL: the common table expressions `declared` (the user_id, vendor_id pairs the current
 * declarations of the users with access name) and `conflicted` (their scores on the active vendors
 * and questions: `user_id`, `vendor_id`, `question_id`, `score`). Put them first in a results
 * statement's WITH.
 */
export function countingRules(event: ResultsEvent): string {
  const thisEvent = `select ${event.eventId} as id`;
  return `
    declared as (
      select k.user_id, k.vendor_id from (${declaredConflicts(thisEvent)}) k
      where ${evaluatorWithAccess('k.user_id', 'k.event_id')}
    ),
    conflicted as materialized (
      select s.* from declared k
      cross join lateral (${eventScores(event, `s.user_id = k.user_id and s.vendor_id = k.vendor_id and ${onCountedCell(event, 's')}`)} offset 0) s
    )`;
}

/**
 * SQL: the event's scores (`s`) where `where` holds, aggregated by `groupBy` into `columns` (SQL
 * over `s`), and the same aggregates of the `conflicted` scores negated: added up per group, they
 * give the aggregates of the scores `where` selects less the declared conflicts. `columns` must be
 * sums or counts, which change sign with their terms.
 */
export function countedPass(event: ResultsEvent, groupBy: string[], columns: [name: string, aggregate: string][], where: string): string {
  const keys = groupBy.map((column) => `s.${column}`).join(', ');
  return `
      select ${keys}, ${columns.map(([name, aggregate]) => `${aggregate} as ${name}`).join(', ')}
      from (${eventScores(event, where)}) s
      group by ${keys}
      union all
      select ${keys}, ${columns.map(([, aggregate]) => `-${aggregate}`).join(', ')}
      from conflicted s
      where ${where}
      group by ${keys}`;
}
