import type { AdminScoringEvent, EventPayload, ScoringEvent as ScoringEventResponse } from '@vsp/contract';
import { ScoringEvent } from '@vsp/db';
import type { Knex } from 'knex';
import type { Expiring } from '../../lib/cached-reads';
import { effectiveStatusSql } from '../../lib/event-status';
import { found, plain, plainRows, removed } from '../../lib/rows';

const COLUMNS = ['id', 'name', 'description', 'order', 'isActive', 'startDate', 'endDate', 'location', 'disagreementThreshold', 'scheduleByDates', 'requireDeclaration'] as const;

/** An event's columns as answered: `status` is the effective one (see effectiveStatusSql). */
function eventColumns(db: Knex, timeZone: string): (string | Knex.Raw)[] {
  return [...COLUMNS, db.raw('? as status', [effectiveStatusSql(db, timeZone, 'scoring_events')])];
}

/** As administrators read an event: with the status they set beside the effective one. */
function adminEventColumns(db: Knex, timeZone: string): (string | Knex.Raw)[] {
  return [...eventColumns(db, timeZone), 'status as storedStatus', 'priceWeight', 'priceFormula'];
}

/**
 * Active events by their order, then alphabetically by name (whatever the case, so events given the
 * same order read alphabetically), then by id so the list never shuffles; events without access are
 * listed too (shown locked).
 */
export async function listActiveEvents(db: Knex, timeZone: string): Promise<ScoringEventResponse[]> {
  return plainRows(
    await ScoringEvent.query(db)
      .select(eventColumns(db, timeZone))
      .modify('active')
      .orderBy('order')
      .orderByRaw('lower(??)', ['name'])
      .orderBy('id'),
  );
}

/**
 * When an answer that shows the active events' status goes stale by itself: the next midnight in the
 * portal's time zone by the database clock (the one their status is worked out with) when one of
 * them follows its dates, since its status may change then without any write; otherwise never.
 */
export async function nextStatusChange(db: Knex, timeZone: string): Promise<Date | null> {
  const nextDay = await db('scoringEvents')
    .where({ isActive: true, scheduleByDates: true })
    .first(db.raw('((now() at time zone ?)::date + 1)::timestamp at time zone ? as "nextDay"', [timeZone, timeZone]));
  return (nextDay as { nextDay: Date } | undefined)?.nextDay ?? null;
}

/** The active events, with when that answer goes stale by itself (see nextStatusChange). */
export async function activeEventsUntilNextDay(db: Knex, timeZone: string): Promise<Expiring<ScoringEventResponse[]>> {
  const [value, staleAt] = await Promise.all([listActiveEvents(db, timeZone), nextStatusChange(db, timeZone)]);
  return { value, staleAt };
}

/** Every event, inactive ones included, in display order. */
export async function listEvents(db: Knex, timeZone: string): Promise<AdminScoringEvent[]> {
  return plainRows(await ScoringEvent.query(db).select(adminEventColumns(db, timeZone)).modify('inDisplayOrder'));
}

export async function createEvent(db: Knex, timeZone: string, payload: EventPayload): Promise<AdminScoringEvent> {
  return plain(await ScoringEvent.query(db).insert(payload).returning(adminEventColumns(db, timeZone) as string[]));
}

export async function updateEvent(db: Knex, timeZone: string, id: number, payload: EventPayload): Promise<AdminScoringEvent> {
  return found(await ScoringEvent.query(db).patch(payload).findById(id).returning(adminEventColumns(db, timeZone) as string[]), 'Event');
}

/** The foreign keys remove the event's questions, scores, permissions and vendor info with it. */
export async function deleteEvent(db: Knex, id: number): Promise<void> {
  removed(await ScoringEvent.query(db).deleteById(id), 'Event');
}
