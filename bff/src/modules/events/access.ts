import Boom from '@hapi/boom';
import { ScoringEvent, UserEventPermission } from '@vsp/db';
import type { Knex } from 'knex';

/**
 * The active event, if the user may open it: no permission row means access,
 * a row with hasAccess false locks the event.
 */
export async function findAccessibleEvent(db: Knex, userId: number, eventId: number): Promise<ScoringEvent> {
  const event = await ScoringEvent.query(db).findById(eventId).where('isActive', true);
  if (!event) throw Boom.notFound('Event not found');
  const permission = await UserEventPermission.query(db).findOne({ userId, eventId });
  if (permission && !permission.hasAccess) throw Boom.forbidden('You do not have access to this event');
  return event;
}
