import type { EventPrice as EventPriceResponse, SetPrice } from '@vsp/contract';
import { EventPrice } from '@vsp/db';
import type { Knex } from 'knex';
import { checkEvent, checkEventVendor, nameOfUser, type EventVendorKey } from '../../lib/event-vendor';
import { removed } from '../../lib/rows';

/*
 * The vendors' prices in an event, which the award's price score is worked out from (see
 * docs/results.md). Setting a price again replaces it. The writes run in a transaction naming the
 * administrator (asCaller), so the audit log records who set, replaced or removed each one.
 */

/** The event's prices, in the vendors' grid order; 404 for an unknown event. */
export async function listPrices(db: Knex, eventId: number): Promise<EventPriceResponse[]> {
  await checkEvent(db, eventId);
  return EventPrice.query(db)
    .alias('p')
    .join('vendors as v', 'v.id', 'p.vendorId')
    .select('p.vendorId', 'p.price')
    .where('p.eventId', eventId)
    .orderBy(['v.order', 'v.id'])
    .castTo<EventPriceResponse[]>();
}

/** Records a vendor's price in the event, replacing the one before, in the name of the administrator `actorId`. */
export async function setPrice(trx: Knex.Transaction, key: EventVendorKey, price: number, actorId: number): Promise<SetPrice> {
  await checkEventVendor(trx, key);
  const row = await EventPrice.query(trx)
    .insert({ ...key, price, setBy: actorId, setByName: nameOfUser(trx, actorId) as unknown as string, setAt: trx.fn.now() as unknown as Date })
    .onConflict(['eventId', 'vendorId'])
    .merge(['price', 'setBy', 'setByName', 'setAt'])
    .returning(['eventId', 'vendorId', 'price']);
  return { eventId: row.eventId, vendorId: row.vendorId, price: row.price };
}

/** Removes a vendor's price in the event; 404 when it has none. */
export async function removePrice(trx: Knex.Transaction, key: EventVendorKey): Promise<void> {
  await checkEventVendor(trx, key);
  removed(await EventPrice.query(trx).delete().where(key), 'Price');
}
