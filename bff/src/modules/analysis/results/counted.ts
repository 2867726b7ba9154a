import { declaredConflicts } from '../../declarations/service';
import { evaluatorWithAccess, usersWithoutAccess } from '../../permissions/service';
import type { ResultsEvent } from './event';

/*
 * Which scores an event's results count: those of users with access on the active vendors and the
 * event's active questions, but not an evaluator's scores of a vendor they declared a conflict with.
 *
 * Each figure aggregates the event's scores in one pass over the covering index of the scores
 * (event, vendor, question, score, with the user), which finds the active vendors and questions
 * without reading the table. Testing every score for access and declarations would cost that pass
 * a hash lookup per score; the scores that must not count are few (the users without access, the
 * declared conflicts), so each pass aggregates them too, found through the (user, event) index,
 * and takes them back out (`uncounted`).
 */

/**
 * SQL: the common table expressions `declared` (the user_id, vendor_id pairs the current
 * declarations of the users with access name) and `uncounted` (`user_id`, `vendor_id`,
 * `question_id`, `score`: the scores on the active vendors and questions that do not count). Put
 * them first in a results statement's WITH.
 */
export function countingRules(event: ResultsEvent): string {
  const thisEvent = `select ${event.eventId} as id`;
  return `
    declared as (
      select k.user_id, k.vendor_id from (${declaredConflicts(thisEvent)}) k
      where ${evaluatorWithAccess('k.user_id', 'k.event_id')}
    ),
    uncounted as materialized (
      select s.user_id, s.vendor_id, s.question_id, s.score
      from (${usersWithoutAccess(thisEvent)}) x
      cross join lateral (
        select s.user_id, s.vendor_id, s.question_id, s.score
        from scores s where s.user_id = x.user_id and s.event_id = ${event.eventId}
        offset 0
      ) s
      where ${onCountedCell(event, 's')}
      union all
      select s.user_id, s.vendor_id, s.question_id, s.score
      from declared k
      cross join lateral (
        select s.user_id, s.vendor_id, s.question_id, s.score
        from scores s where s.user_id = k.user_id and s.event_id = ${event.eventId} and s.vendor_id = k.vendor_id
        offset 0
      ) s
      where ${onCountedCell(event, 's')}
    )`;
}

/**
 * SQL condition: the score `s` is on an active vendor and an active question of the event. Written
 * as arrays, which PostgreSQL reads before the scan, so that the index finds the scores.
 */
function onCountedCell(event: ResultsEvent, s: string): string {
  return `${s}.vendor_id = any(array(select id from vendors where is_active))
        and ${s}.question_id = any(array(select id from questions where event_id = ${event.eventId} and is_active))`;
}

/**
 * SQL: every score of the event on an active vendor and question (`s`: `user_id`, `vendor_id`,
 * `question_id`, `score`), aggregated by `groupBy` into `columns` (SQL over `s`), plus the same
 * aggregates of the scores that do not count, negated: added up per group, they give the counted
 * scores' aggregates. `columns` must be sums or counts, which change sign with their terms.
 */
export function countedPass(event: ResultsEvent, groupBy: string[], columns: [name: string, aggregate: string][], where = 'true'): string {
  const keys = groupBy.map((column) => `s.${column}`).join(', ');
  return `
      select ${keys}, ${columns.map(([name, aggregate]) => `${aggregate} as ${name}`).join(', ')}
      from scores s
      where s.event_id = ${event.eventId} and ${onCountedCell(event, 's')} and ${where}
      group by ${keys}
      union all
      select ${keys}, ${columns.map(([, aggregate]) => `-${aggregate}`).join(', ')}
      from uncounted s
      where ${where}
      group by ${keys}`;
}
