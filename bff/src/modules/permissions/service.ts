import Boom from '@hapi/boom';
import { hasAccess, SYSTEM_USER_ID, type PermissionPayload, type UpdatedCount, type UserPermission } from '@vsp/contract';
import { ScoringEvent, UserEventPermission } from '@vsp/db';
import type { Knex } from 'knex';
import { effectiveStatusSql } from '../../lib/event-status';
import { plainRows, returning } from '../../lib/rows';

const COLUMNS = ['userId', 'eventId', 'hasAccess'] as const;

/*
 * Access to an event: a user has access unless a permission row for the pair says otherwise, so no
 * row means access. Code reads a row through the contract's `hasAccess`; SQL that counts people
 * uses `evaluatorWithAccess`.
 */

/**
 * SQL condition: the user is an evaluator with access to the event, by the rule above. The system
 * account is the administration login, not an evaluator, so it never counts.
 */
export function evaluatorWithAccess(userColumn: string, eventColumn: string): string {
  return `${userColumn} <> ${SYSTEM_USER_ID} and not exists (
    select 1 from user_event_permissions p
    where p.user_id = ${userColumn} and p.event_id = ${eventColumn} and not p.has_access)`;
}

/**
 * SQL relation (user_id, event_id): the pairs that `evaluatorWithAccess` leaves out, over the
 * events that `events` (a query of event `id`s) lists: the system account in each of them, and
 * every user whose access to one of them is locked. Listed once each, so a query can reach the
 * scores that do not count through an index instead of testing every score.
 */
export function usersWithoutAccess(events: string): string {
  return `select ${SYSTEM_USER_ID} as user_id, e.id as event_id from (${events}) e
    union
    select p.user_id, p.event_id from user_event_permissions p join (${events}) e on e.id = p.event_id where not p.has_access`;
}

/**
 * The active event, if the user may open it, with its effective status (see effectiveStatusSql);
 * 404 for an unknown or inactive event, 403 without access. With `lock`, the event row is
 * share-locked until the transaction ends, so it cannot change status or disappear while a score
 * is written to it.
 */
export async function findAccessibleEvent(
  db: Knex,
  timeZone: string,
  userId: number,
  eventId: number,
  options: { lock?: boolean } = {},
): Promise<ScoringEvent> {
  const query = ScoringEvent.query(db)
    .select('scoring_events.*', db.raw('? as status', [effectiveStatusSql(db, timeZone, 'scoring_events')]))
    .findById(eventId)
    .modify('active');
  const event = await (options.lock ? query.forShare() : query);
  if (!event) throw Boom.notFound('Event not found');
  if (!hasAccess(await UserEventPermission.query(db).findOne({ userId, eventId }))) {
    throw Boom.forbidden('You do not have access to this event');
  }
  return event;
}

/** The caller's own permission rows. */
export async function listUserPermissions(db: Knex, userId: number): Promise<UserPermission[]> {
  return plainRows(await UserEventPermission.query(db).select(COLUMNS).where({ userId }).orderBy('eventId'));
}

/** Every permission row, or only the rows of the given users (one page of the Permissions tab). */
export async function listPermissions(db: Knex, userIds?: readonly number[]): Promise<UserPermission[]> {
  const rows = UserEventPermission.query(db).select(COLUMNS).orderBy(['userId', 'eventId']);
  if (userIds) rows.whereIn('userId', userIds);
  return plainRows(await rows);
}

/** Inserts or replaces the permission of one user and event. */
export async function savePermission(db: Knex, payload: PermissionPayload): Promise<UserPermission> {
  const row = await UserEventPermission.query(db)
    .insert({ ...payload, updatedAt: new Date() })
    .onConflict(['userId', 'eventId'])
    .merge(['hasAccess', 'updatedAt'])
    .returning(returning(COLUMNS));
  return { userId: row.userId, eventId: row.eventId, hasAccess: row.hasAccess };
}

/**
 * Grants or locks one event for every user (the "Enable/Disable All" buttons). One set-based
 * statement writes a row per user, whatever their number; the event is share-locked first so it
 * cannot be deleted between the check and the write.
 */
export async function setEventAccess(db: Knex, eventId: number, access: boolean): Promise<UpdatedCount> {
  return db.transaction(async (trx) => {
    if (!(await ScoringEvent.query(trx).findById(eventId).forShare())) throw Boom.notFound('Event not found');
    const result = await trx.raw(
      `insert into user_event_permissions (user_id, event_id, has_access)
       select u.id, e.id, ? from users u cross join scoring_events e where e.id = ?
       on conflict (user_id, event_id) do update set has_access = excluded.has_access, updated_at = now()`,
      [access, eventId],
    );
    return { updated: result.rowCount ?? 0 };
  });
}
