import { EventVendorInfo, Question, ScoringEvent, Vendor } from '@vsp/db';
import type { Knex } from 'knex';
import type {
  EventVendorInfo as EventVendorInfoResponse,
  Question as QuestionResponse,
  ScoringEvent as ScoringEventResponse,
  Vendor as VendorResponse,
} from '../../api-types';
import { findAccessibleEvent } from './access';

export const EVENT_COLUMNS = ['id', 'name', 'description', 'status', 'order', 'isActive', 'startDate', 'endDate', 'location'] as const;
export const VENDOR_COLUMNS = ['id', 'name', 'company', 'logo', 'description', 'order', 'isActive'] as const;
export const QUESTION_COLUMNS = ['id', 'eventId', 'text', 'description', 'order', 'isActive'] as const;

function plain<T>(rows: { toJSON(): object }[]): T[] {
  return rows.map((row) => row.toJSON() as T);
}

/** Active events in their display order; events without access are listed too (shown locked). */
export async function listEvents(db: Knex): Promise<ScoringEventResponse[]> {
  return plain(await ScoringEvent.query(db).select(EVENT_COLUMNS).where('isActive', true).orderBy(['order', 'id']));
}

/** Active vendors in grid order. */
export async function listVendors(db: Knex): Promise<VendorResponse[]> {
  return plain(await Vendor.query(db).select(VENDOR_COLUMNS).where('isActive', true).orderBy(['order', 'id']));
}

/** Active questions of an event the user may open, in grid order. */
export async function listEventQuestions(db: Knex, userId: number, eventId: number): Promise<QuestionResponse[]> {
  await findAccessibleEvent(db, userId, eventId);
  return plain(await Question.query(db).select(QUESTION_COLUMNS).where({ eventId, isActive: true }).orderBy(['order', 'id']));
}

export async function listEventVendorInfo(db: Knex): Promise<EventVendorInfoResponse[]> {
  return plain(await EventVendorInfo.query(db).select('eventId', 'vendorId', 'info').orderBy(['eventId', 'vendorId']));
}
