import Boom from '@hapi/boom';
import {
  allowsScoring,
  DECLARATION_ONLY_WHEN_ACTIVE,
  type Declaration as DeclarationResponse,
  type DeclarationPayload,
  type EventDeclarations,
  type UserDeclarations,
} from '@vsp/contract';
import { Declaration, ScoringEvent } from '@vsp/db';
import type { Knex } from 'knex';
import { evaluatorWithAccess, findAccessibleEvent } from '../permissions/service';

/*
 * Conflict-of-interest declarations: an evaluator names the vendors they have a conflict with in an
 * event (possibly none). Each change is a new version, so what was declared and when stays on record;
 * the newest version counts. A declared conflict refuses the evaluator's saves on that vendor and
 * takes their scores of it out of everything that counts (see `declaredConflicts`).
 */

/**
 * SQL relation (user_id, event_id, vendor_id): the vendors each evaluator's current declaration names,
 * in the events that `events` (a query of event `id`s) lists. The analyses take these evaluator ×
 * vendor pairs out, as they take out the users without access.
 */
export function declaredConflicts(events: string): string {
  return `select c.user_id, c.event_id, unnest(c.conflicts) as vendor_id
    from (select distinct on (d.user_id, d.event_id) d.user_id, d.event_id, d.conflicts
          from declarations d join (${events}) de on de.id = d.event_id
          order by d.user_id, d.event_id, d.id desc) c`;
}

/** SQL: the vendor ids of the current declaration of `userColumn` in `eventColumn`, none before one is made. */
export function currentConflictsSql(userColumn: string, eventColumn: string): string {
  return `coalesce((select d.conflicts from declarations d
    where d.user_id = ${userColumn} and d.event_id = ${eventColumn} order by d.id desc limit 1), '{}'::int[])`;
}

const COLUMNS = ['eventId', 'conflicts', 'statement', 'declaredAt'] as const;

type Row = Pick<Declaration, (typeof COLUMNS)[number]>;

const answerOf = (row: Row): DeclarationResponse => ({
  eventId: row.eventId,
  conflicts: row.conflicts,
  statement: row.statement,
  declaredAt: row.declaredAt.toISOString(),
});

/** The current declaration of a user in an event, if they have made one. */
export async function currentDeclaration(db: Knex, userId: number, eventId: number): Promise<Row | undefined> {
  return Declaration.query(db).select(COLUMNS).where({ userId, eventId }).orderBy('id', 'desc').first();
}

/** The caller's current declaration in an event they may open; 404 before they have made one. */
export async function findDeclaration(db: Knex, timeZone: string, userId: number, eventId: number): Promise<DeclarationResponse> {
  await findAccessibleEvent(db, timeZone, userId, eventId);
  const row = await currentDeclaration(db, userId, eventId);
  if (!row) throw Boom.notFound('Declaration not found');
  return answerOf(row);
}

/**
 * Records a new version of the caller's declaration, while the event takes scores (409 otherwise).
 * The conflicts must be active vendors: a vendor nobody can score needs no declaring. Run in a
 * transaction naming the caller (withActor), so the audit log records who declared; the event row
 * is share-locked, so its status cannot change before the version is written.
 */
export async function declare(
  trx: Knex.Transaction,
  timeZone: string,
  userId: number,
  eventId: number,
  payload: DeclarationPayload,
): Promise<DeclarationResponse> {
  const event = await findAccessibleEvent(trx, timeZone, userId, eventId, { lock: true });
  if (!allowsScoring(event.status)) throw Boom.conflict(DECLARATION_ONLY_WHEN_ACTIVE);
  const conflicts = [...payload.conflicts].sort((a, b) => a - b);
  const active: { id: number }[] = await trx('vendors').select('id').where({ isActive: true }).whereIn('id', conflicts);
  if (active.length !== conflicts.length) throw Boom.badRequest('"conflicts" must list active vendors only');
  const row = await Declaration.query(trx)
    .insert({ userId, eventId, conflicts, statement: payload.statement ?? null })
    .returning([...COLUMNS]);
  return answerOf(row);
}

/**
 * Every evaluator with access to an event, by name, with their current declaration (null when they
 * have not declared yet) and the versions it replaced, newest first; 404 for an unknown event.
 */
export async function listEventDeclarations(db: Knex, eventId: number): Promise<EventDeclarations> {
  const event = await ScoringEvent.query(db).findById(eventId);
  if (!event) throw Boom.notFound('Event not found');
  const [users, versions] = await Promise.all([
    db('users as u')
      .select('u.id as userId', 'u.name')
      .whereRaw(evaluatorWithAccess('u.id', '?'), [eventId])
      .orderByRaw('lower(u.name)')
      .orderBy('u.id'),
    Declaration.query(db)
      .select(['userId', ...COLUMNS])
      .where({ eventId })
      .orderBy('id', 'desc'),
  ]);
  const byUser = new Map<number, DeclarationResponse[]>();
  for (const version of versions) byUser.set(version.userId, [...(byUser.get(version.userId) ?? []), answerOf(version)]);
  return {
    eventId,
    requireDeclaration: event.requireDeclaration,
    users: (users as { userId: number; name: string }[]).map(({ userId, name }): UserDeclarations => {
      const [current = null, ...earlier] = byUser.get(userId) ?? [];
      return { userId, name, current, earlier };
    }),
  };
}
