import type { ExclusionOverride, ExclusionPayload } from '@vsp/contract';
import { AwardExclusion } from '@vsp/db';
import type { Knex } from 'knex';
import { checkEvent, checkEventVendor, nameOfUser, type EventVendorKey } from '../../lib/event-vendor';
import { removed } from '../../lib/rows';

/*
 * An administrator's decision over the award's rules for one vendor of an event, with the reason:
 * keep in the award a vendor the rules exclude (include), or exclude one they keep, for a reason
 * outside the scores. Setting it again replaces it; removing it lets the rules decide again. The
 * writes run in a transaction naming the administrator (asCaller), so the audit log records who set,
 * replaced or removed each one.
 */

const COLUMNS = ['vendorId', 'include', 'rationale', 'setBy', 'setByName', 'setAt'] as const;

type Row = Pick<AwardExclusion, (typeof COLUMNS)[number]>;

const answerOf = (row: Row): ExclusionOverride => ({
  vendorId: row.vendorId,
  include: row.include,
  rationale: row.rationale,
  setBy: row.setBy,
  setByName: row.setByName,
  setAt: row.setAt.toISOString(),
});

/** The event's overrides, in the vendors' grid order; 404 for an unknown event. */
export async function listExclusions(db: Knex, eventId: number): Promise<ExclusionOverride[]> {
  await checkEvent(db, eventId);
  const rows = await AwardExclusion.query(db)
    .alias('x')
    .join('vendors as v', 'v.id', 'x.vendorId')
    .select(COLUMNS.map((column) => `x.${column}`))
    .where('x.eventId', eventId)
    .orderBy(['v.order', 'v.id']);
  return rows.map(answerOf);
}

/** Records the override of a vendor in the event, replacing the one before, in the name of the administrator `actorId`. */
export async function setExclusion(trx: Knex.Transaction, key: EventVendorKey, payload: ExclusionPayload, actorId: number): Promise<ExclusionOverride> {
  await checkEventVendor(trx, key);
  const row = await AwardExclusion.query(trx)
    .insert({
      ...key,
      include: payload.include,
      rationale: payload.rationale,
      setBy: actorId,
      setByName: nameOfUser(trx, actorId) as unknown as string,
      setAt: trx.fn.now() as unknown as Date,
    })
    .onConflict(['eventId', 'vendorId'])
    .merge(['include', 'rationale', 'setBy', 'setByName', 'setAt'])
    .returning([...COLUMNS]);
  return answerOf(row);
}

/** Removes the override of a vendor in the event; 404 when it has none. */
export async function removeExclusion(trx: Knex.Transaction, key: EventVendorKey): Promise<void> {
  await checkEventVendor(trx, key);
  removed(await AwardExclusion.query(trx).delete().where(key), 'Exclusion override');
}
