import Boom from '@hapi/boom';
import type { Request } from '@hapi/hapi';
import Joi from 'joi';
import type { Knex } from 'knex';
import { id } from './validation';

/** A vendor of an event, as the routes below `/api/admin/events/{eventId}/…/{vendorId}` name it. */
export interface EventVendorKey {
  eventId: number;
  vendorId: number;
}

/** The parameters of a route on one vendor of an event. */
export const eventVendorParams = Joi.object<EventVendorKey>({ eventId: id.required(), vendorId: id.required() });

/** The vendor of an event a route names, as its validated parameters give it. */
export const eventVendorOf = (request: Request): EventVendorKey => request.params as unknown as EventVendorKey;

/**
 * 404 for an unknown event or vendor. One statement: the writes run in a transaction, whose one
 * connection takes one query at a time.
 */
export async function checkEventVendor(db: Knex, { eventId, vendorId }: EventVendorKey): Promise<void> {
  const result = await db.raw<{ rows: { event: boolean; vendor: boolean }[] }>(
    `select exists (select 1 from scoring_events where id = :eventId) as event, exists (select 1 from vendors where id = :vendorId) as vendor`,
    { eventId, vendorId },
  );
  const [found] = result.rows;
  if (!found.event) throw Boom.notFound('Event not found');
  if (!found.vendor) throw Boom.notFound('Vendor not found');
}

/** 404 for an unknown event. */
export async function checkEvent(db: Knex, eventId: number): Promise<void> {
  if (!(await db('scoringEvents').first('id').where({ id: eventId }))) throw Boom.notFound('Event not found');
}

/** SQL: the name of the administrator `actorId`, copied at the time so it stays readable when they are renamed or deleted. */
export function nameOfUser(db: Knex, actorId: number): Knex.QueryBuilder {
  return db('users').select('name').where({ id: actorId });
}
