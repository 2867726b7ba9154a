import type { EventPayload, ScoringEvent as ScoringEventResponse } from '@vsp/contract';
import { ScoringEvent } from '@vsp/db';
import type { Knex } from 'knex';
import { found, plain, plainRows, removed, returning } from '../../lib/rows';

const COLUMNS = ['id', 'name', 'description', 'status', 'order', 'isActive', 'startDate', 'endDate', 'location', 'disagreementThreshold'] as const;

/**
 * Active events by their order, then alphabetically by name (whatever the case, so events given the
 * same order read alphabetically), then by id so the list never shuffles; events without access are
 * listed too (shown locked).
 */
export async function listActiveEvents(db: Knex): Promise<ScoringEventResponse[]> {
  return plainRows(
    await ScoringEvent.query(db)
      .select(COLUMNS)
      .modify('active')
      .orderBy('order')
      .orderByRaw('lower(??)', ['name'])
      .orderBy('id'),
  );
}

/** Every event, inactive ones included, in display order. */
export async function listEvents(db: Knex): Promise<ScoringEventResponse[]> {
  return plainRows(await ScoringEvent.query(db).select(COLUMNS).modify('inDisplayOrder'));
}

export async function createEvent(db: Knex, payload: EventPayload): Promise<ScoringEventResponse> {
  return plain(await ScoringEvent.query(db).insert(payload).returning(returning(COLUMNS)));
}

export async function updateEvent(db: Knex, id: number, payload: EventPayload): Promise<ScoringEventResponse> {
  return found(await ScoringEvent.query(db).patch(payload).findById(id).returning(returning(COLUMNS)), 'Event');
}

/** The foreign keys remove the event's questions, scores, permissions and vendor info with it. */
export async function deleteEvent(db: Knex, id: number): Promise<void> {
  removed(await ScoringEvent.query(db).deleteById(id), 'Event');
}
