import Boom from '@hapi/boom';
import type { SchedulePayload, VendorSchedule as VendorScheduleResponse } from '@vsp/contract';
import { ScoringEvent, Vendor, VendorSchedule } from '@vsp/db';
import type { Knex } from 'knex';
import { removed } from '../../lib/rows';
import { findAccessibleEvent } from '../permissions/service';
import { agendaCalendar } from './calendar';

/*
 * The presentation schedule: when and where each vendor presents at an event. Administrators keep
 * the slots; evaluators read the agenda of an event they may open, as a list or a calendar file. The
 * writes run in a transaction naming the administrator (asCaller), so the audit log records who
 * made each change.
 */

type Row = Pick<VendorSchedule, 'id' | 'eventId' | 'vendorId' | 'scheduledDate' | 'location' | 'notes'> & Pick<Vendor, 'company'> & { vendorName: string };

const answerOf = (row: Row): VendorScheduleResponse => ({
  id: row.id,
  eventId: row.eventId,
  vendorId: row.vendorId,
  vendorName: row.vendorName,
  company: row.company,
  scheduledDate: row.scheduledDate.toISOString(),
  location: row.location,
  notes: row.notes,
});

/** Slots with their vendor's name and company, in time order. */
async function slots(db: Knex, where: Record<string, number | boolean>): Promise<VendorScheduleResponse[]> {
  const rows = await VendorSchedule.query(db)
    .alias('s')
    .join('vendors as v', 'v.id', 's.vendorId')
    .select('s.id', 's.eventId', 's.vendorId', 'v.name as vendorName', 'v.company', 's.scheduledDate', 's.location', 's.notes')
    .where(where)
    .orderBy(['s.scheduledDate', 's.id'])
    .castTo<Row[]>();
  return rows.map(answerOf);
}

async function slotById(db: Knex, id: number): Promise<VendorScheduleResponse> {
  const [slot] = await slots(db, { 's.id': id });
  return slot;
}

/** The slots an evaluator sees: those of the event's active vendors. */
const activeSlotsOf = (db: Knex, eventId: number) => slots(db, { 's.eventId': eventId, 'v.isActive': true });

/** 404 for an unknown event; its row stays share-locked, so it cannot disappear before the slot is written. */
async function checkEvent(trx: Knex.Transaction, eventId: number): Promise<void> {
  if (!(await ScoringEvent.query(trx).findById(eventId).select('id').forShare())) throw Boom.notFound('Event not found');
}

/** 400 naming the field for a vendor that does not exist, share-locked as the event is. */
async function checkVendor(trx: Knex.Transaction, vendorId: number): Promise<void> {
  if (!(await Vendor.query(trx).findById(vendorId).select('id').forShare())) throw Boom.badRequest('"vendorId" must be an existing vendor');
}

const fieldsOf = (payload: SchedulePayload) => ({
  vendorId: payload.vendorId,
  scheduledDate: new Date(payload.scheduledDate),
  location: payload.location ?? null,
  notes: payload.notes ?? null,
});

/** Every slot of an event, inactive vendors' included; 404 for an unknown event. */
export async function listSchedules(db: Knex, eventId: number): Promise<VendorScheduleResponse[]> {
  if (!(await ScoringEvent.query(db).findById(eventId).select('id'))) throw Boom.notFound('Event not found');
  return slots(db, { 's.eventId': eventId });
}

export async function createSchedule(trx: Knex.Transaction, eventId: number, payload: SchedulePayload): Promise<VendorScheduleResponse> {
  await checkEvent(trx, eventId);
  await checkVendor(trx, payload.vendorId);
  const { id } = await VendorSchedule.query(trx).insert({ eventId, ...fieldsOf(payload) }).returning('id');
  return slotById(trx, id);
}

/** Replaces the vendor, time, location and notes of a slot; it stays in its event. */
export async function updateSchedule(trx: Knex.Transaction, id: number, payload: SchedulePayload): Promise<VendorScheduleResponse> {
  await checkVendor(trx, payload.vendorId);
  if (!(await VendorSchedule.query(trx).patch(fieldsOf(payload)).findById(id))) throw Boom.notFound('Schedule not found');
  return slotById(trx, id);
}

export async function deleteSchedule(trx: Knex.Transaction, id: number): Promise<void> {
  removed(await VendorSchedule.query(trx).deleteById(id), 'Schedule');
}

/** The agenda of an event the user may open: its active vendors' slots in time order. */
export async function listEventSchedules(db: Knex, timeZone: string, userId: number, eventId: number): Promise<VendorScheduleResponse[]> {
  await findAccessibleEvent(db, timeZone, userId, eventId);
  return activeSlotsOf(db, eventId);
}

/** The same agenda as an iCalendar file. */
export async function eventCalendar(db: Knex, timeZone: string, userId: number, eventId: number): Promise<string> {
  const event = await findAccessibleEvent(db, timeZone, userId, eventId);
  return agendaCalendar(event.name, await activeSlotsOf(db, eventId));
}
