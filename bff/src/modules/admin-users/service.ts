import Boom from '@hapi/boom';
import { hashPassword, Session, SYSTEM_USER_ID, User } from '@vsp/db';
import type { Knex } from 'knex';
import type { AdminUser, UserPayload } from '../../api-types';

export const USER_COLUMNS = ['id', 'username', 'name', 'email', 'level', 'role', 'functionalArea', 'isAdmin', 'createdAt', 'updatedAt'] as const;

function toResponse(user: User): AdminUser {
  return user.toJSON() as unknown as AdminUser;
}

function refuseSystemAccount(id: number): void {
  if (id === SYSTEM_USER_ID) throw Boom.forbidden('The system account cannot be modified');
}

/** Every user, the system account first; never the password hash. */
export async function listUsers(db: Knex): Promise<AdminUser[]> {
  return (await User.query(db).select(USER_COLUMNS).orderBy('id')).map(toResponse);
}

export async function createUser(db: Knex, payload: UserPayload & { password: string }): Promise<AdminUser> {
  const user = await User.query(db)
    .insert({ ...payload, password: await hashPassword(payload.password) })
    .returning(USER_COLUMNS as unknown as string[]);
  return toResponse(user);
}

/**
 * Replaces a user's fields. An empty or absent password keeps the current one; a new password
 * ends the user's other sessions, so whoever knew the old one is signed out.
 */
export async function updateUser(db: Knex, id: number, payload: UserPayload, callerSid?: string): Promise<AdminUser> {
  refuseSystemAccount(id);
  const { password, ...fields } = payload;
  const changes: Partial<User> = { ...fields };
  if (password) changes.password = await hashPassword(password);
  return db.transaction(async (trx) => {
    const user = await User.query(trx).patchAndFetchById(id, changes);
    if (!user) throw Boom.notFound('User not found');
    if (password) {
      const sessions = Session.query(trx).delete().whereRaw(`(sess->>'userId')::int = ?`, [id]);
      if (callerSid) sessions.whereNot('sid', callerSid);
      await sessions;
    }
    return toResponse(user);
  });
}

/** Deletes a user; the foreign keys remove their scores, permissions and event rows. */
export async function deleteUser(db: Knex, id: number): Promise<void> {
  refuseSystemAccount(id);
  const deleted = await User.query(db).deleteById(id);
  if (deleted === 0) throw Boom.notFound('User not found');
}
