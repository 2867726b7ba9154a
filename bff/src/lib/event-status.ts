import { ACTIVE_STATUS, DATED_STATUSES } from '@vsp/contract';
import type { Knex } from 'knex';

/**
 * SQL: the effective status of the scoring_events row named `table` (a name or alias the code
 * writes, never one taken from a request), by the rule of the contract's DATED_STATUSES. "Today"
 * is the database clock's date in the portal's time zone, bound as a value; the dates are
 * calendar dates (`date` columns), so the end date's whole day counts. A missing start date never
 * compares as later and a missing end date never as earlier, so an event without one is open from
 * the past or never closes; with neither date the stored status counts.
 *
 * The one place the rule is written in SQL: every read of an event's status goes through it.
 */
export function effectiveStatusSql(db: Knex, timeZone: string, table = 'e'): Knex.Raw {
  const today = db.raw('(now() at time zone ?)::date', [timeZone]);
  return db.raw(
    `case when ${table}.schedule_by_dates and (${table}.start_date is not null or ${table}.end_date is not null) then
       case when ? < ${table}.start_date then ?::text
         when ? > ${table}.end_date then ?::text
         else ?::text end
     else ${table}.status end`,
    [today, DATED_STATUSES.beforeStart, today, DATED_STATUSES.afterEnd, DATED_STATUSES.betweenDates],
  );
}

/** SQL condition: the event's effective status is Active, the only one that allows scoring (blanks around a stored status do not count). */
export function acceptsScoringSql(db: Knex, timeZone: string, table = 'e'): Knex.Raw {
  return db.raw('trim(?) = ?', [effectiveStatusSql(db, timeZone, table), ACTIVE_STATUS]);
}
