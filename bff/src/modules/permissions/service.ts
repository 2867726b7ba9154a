import Boom from '@hapi/boom';
import { ScoringEvent, UserEventPermission } from '@vsp/db';
import type { Knex } from 'knex';
import type { PermissionPayload, UpdatedCount, UserPermission } from '../../api-types';

const COLUMNS = ['userId', 'eventId', 'hasAccess'];

/** Every permission row; a user and event pair without a row means access. */
export async function listPermissions(db: Knex): Promise<UserPermission[]> {
  const rows = await UserEventPermission.query(db).select(COLUMNS).orderBy(['userId', 'eventId']);
  return rows.map((row) => row.toJSON() as UserPermission);
}

export async function savePermission(db: Knex, payload: PermissionPayload): Promise<UserPermission> {
  const row = await UserEventPermission.query(db)
    .insert({ ...payload, updatedAt: new Date() })
    .onConflict(['userId', 'eventId'])
    .merge(['hasAccess', 'updatedAt'])
    .returning(COLUMNS);
  return { userId: row.userId, eventId: row.eventId, hasAccess: row.hasAccess };
}

/** Grants or locks one event for every user in one statement (the "Enable/Disable All" buttons). */
export async function setEventAccess(db: Knex, eventId: number, hasAccess: boolean): Promise<UpdatedCount> {
  if (!(await ScoringEvent.query(db).findById(eventId))) throw Boom.notFound('Event not found');
  const result = await db.raw(
    `insert into user_event_permissions (user_id, event_id, has_access)
     select u.id, e.id, ? from users u cross join scoring_events e where e.id = ?
     on conflict (user_id, event_id) do update set has_access = excluded.has_access, updated_at = now()`,
    [hasAccess, eventId],
  );
  return { updated: result.rowCount ?? 0 };
}
