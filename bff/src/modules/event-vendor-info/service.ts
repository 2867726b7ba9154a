import type { EventVendorInfo as EventVendorInfoResponse } from '@vsp/contract';
import { EventVendorInfo } from '@vsp/db';
import type { Knex } from 'knex';
import { plainRows } from '../../lib/rows';

/** Every info line, by event and vendor. */
export async function listEventVendorInfo(db: Knex): Promise<EventVendorInfoResponse[]> {
  return plainRows(await EventVendorInfo.query(db).select('eventId', 'vendorId', 'info').orderBy(['eventId', 'vendorId']));
}

/** Inserts or replaces the info line of one event and vendor. */
export async function saveEventVendorInfo(db: Knex, eventId: number, vendorId: number, info: string): Promise<EventVendorInfoResponse> {
  const row = await EventVendorInfo.query(db)
    .insert({ eventId, vendorId, info, updatedAt: new Date() })
    .onConflict(['eventId', 'vendorId'])
    .merge(['info', 'updatedAt'])
    .returning(['eventId', 'vendorId', 'info']);
  return { eventId: row.eventId, vendorId: row.vendorId, info: row.info };
}
