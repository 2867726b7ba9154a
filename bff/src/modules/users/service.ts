import os from 'node:os';
import Boom from '@hapi/boom';
import { SSO_ACCOUNT_HAS_NO_PASSWORD, SYSTEM_USER_ID, USERS_PAGE_SIZE, type AdminUser, type BulkUserError, type BulkUserRow, type BulkUsersResult, type UserPayload, type UsersPage, type UsersQuery } from '@vsp/contract';
import { hashPassword, User } from '@vsp/db';
import type { Knex } from 'knex';
import { withActor } from '../../lib/actor';
import { createLimiter } from '../../lib/limiter';
import { plain, plainRows, removed, returning } from '../../lib/rows';
import { createSession, endSessionsOf, type SessionTimes } from '../../plugins/session/store';
import { bulkUserRow, type NewUser } from './schemas';

const COLUMNS = ['id', 'username', 'name', 'email', 'level', 'role', 'functionalArea', 'isAdmin', 'sso', 'createdAt', 'updatedAt'] as const;

/** The protected system account can be neither changed nor deleted. */
function refuseSystemAccount(id: number): void {
  if (id === SYSTEM_USER_ID) throw Boom.forbidden('The system account cannot be modified');
}

/** Every user, the system account first; never the password hash. */
export async function listUsers(db: Knex): Promise<AdminUser[]> {
  return plainRows(await User.query(db).select(COLUMNS).orderBy('id'));
}

/** `text` as a LIKE pattern that matches it anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/**
 * One page of the users matching a search (part of the username, name or e-mail address, ignoring
 * case), in the asked order (then by id, so pages never overlap), with the count of all that match.
 */
export async function searchUsers(db: Knex, query: UsersQuery): Promise<UsersPage> {
  const { q, sort, limit = USERS_PAGE_SIZE, offset = 0 } = query;
  const descending = sort?.startsWith('-') ?? false;
  const field = sort?.replace(/^-/, '') ?? 'id';
  const matching = User.query(db).modify((builder) => {
    if (q) {
      const pattern = containing(q);
      builder.where((where) => where.whereILike('username', pattern).orWhereILike('name', pattern).orWhereILike('email', pattern));
    }
  });
  const [rows, total] = await Promise.all([
    matching.clone().select(COLUMNS).orderBy(field, descending ? 'desc' : 'asc', 'last').orderBy('id').limit(limit).offset(offset),
    matching.clone().resultSize(),
  ]);
  return { items: plainRows(rows), total };
}

export async function createUser(db: Knex, payload: NewUser): Promise<AdminUser> {
  const user = await User.query(db)
    .insert({ ...payload, password: await hashPassword(payload.password) })
    .returning(returning(COLUMNS));
  return plain(user);
}

/** The administrator making a change, who stays signed in under a new session when they change their own password. */
export interface Changer {
  userId: number;
  times: SessionTimes;
}

/**
 * Replaces a user's fields. An empty or absent password keeps the current one; a new password
 * ends every session of the user, so whoever knew the old one is signed out. An administrator who
 * changes their own password gets a new session instead of the one they made the change in (its
 * id is answered as `sid`). The new password is hashed before the transaction, which then holds the
 * row only for the writes.
 */
export async function updateUser(db: Knex, id: number, payload: UserPayload, changer: Changer): Promise<{ user: AdminUser; sid?: string }> {
  refuseSystemAccount(id);
  const { password, ...fields } = payload;
  const changes: Partial<User> = { ...fields };
  if (password) changes.password = await hashPassword(password);
  return db.transaction(async (trx) => {
    if (password && (await User.query(trx).findById(id).select('sso'))?.sso) throw Boom.badRequest(SSO_ACCOUNT_HAS_NO_PASSWORD);
    if (!(await User.query(trx).patch(changes).findById(id))) throw Boom.notFound('User not found');
    const user = (await User.query(trx).findById(id).select(COLUMNS))!;
    if (!password) return { user: plain<AdminUser>(user) };
    await endSessionsOf(trx, id);
    const sid = changer.userId === id ? await createSession(trx, id, changer.times) : undefined;
    return { user: plain<AdminUser>(user), sid };
  });
}

/** Deletes a user; the foreign keys remove their scores, permissions and event rows. */
export async function deleteUser(db: Knex, id: number): Promise<void> {
  refuseSystemAccount(id);
  removed(await User.query(db).deleteById(id), 'User');
}

/* ---- Bulk upload ---- */

/** Rows hashed and inserted together; each batch is one INSERT statement, so one transaction. */
const BATCH_SIZE = 200;
const LOOKUP_CHUNK = 1000;

// argon2 runs on libuv's thread pool. Bulk hashing, across every upload at once, leaves one of its
// threads to sign-ins (which verify on the same pool) and takes no more threads than there are cores,
// so the event loop keeps a share of the CPU.
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashing = createLimiter(Math.max(1, Math.min(THREAD_POOL_SIZE - 1, os.availableParallelism())));

interface ValidRow {
  row: number;
  user: BulkUserRow;
}

function usernameOf(raw: unknown): string | null {
  const username = (raw as { username?: unknown } | null)?.username;
  return typeof username === 'string' && username.trim() ? username.trim() : null;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** Usernames are unique regardless of case: rows are matched by their lower-case name. */
const nameKey = (username: string) => username.toLowerCase();

/** The lower-case names among `keys` that an account already has. */
async function existingUsernames(db: Knex, keys: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const chunk of chunks(keys, LOOKUP_CHUNK)) {
    for (const user of await User.query(db).select('username').whereIn(db.raw('lower(username)'), chunk)) existing.add(nameKey(user.username));
  }
  return existing;
}

/**
 * Creates every valid row it can and reports the others by their 1-based position: rows failing
 * validation, usernames repeated in the list (the first one wins) and usernames already taken, in
 * either case regardless of letter case.
 * Columns other than the template's are ignored; bulk-created users are never administrators.
 * Each batch is written in a transaction of its own naming `actorId`, so the audit log records every
 * created user as that administrator's, and no transaction stays open while the next batch hashes.
 */
export async function importUsers(db: Knex, rows: unknown[], actorId: number): Promise<BulkUsersResult> {
  const errors: BulkUserError[] = [];
  const firstRowOf = new Map<string, number>();
  const valid: ValidRow[] = [];
  rows.forEach((raw, index) => {
    const row = index + 1;
    const { value, error } = bulkUserRow.validate(raw, { stripUnknown: true });
    if (error) {
      errors.push({ row, username: usernameOf(raw), message: error.message });
      return;
    }
    const first = firstRowOf.get(nameKey(value.username));
    if (first !== undefined) {
      errors.push({ row, username: value.username, message: `Duplicate username in the list (first at row ${first})` });
      return;
    }
    firstRowOf.set(nameKey(value.username), row);
    valid.push({ row, user: value });
  });

  const taken = await existingUsernames(db, [...firstRowOf.keys()]);
  const fresh = valid.filter(({ row, user }) => {
    if (!taken.has(nameKey(user.username))) return true;
    errors.push({ row, username: user.username, message: 'Username already exists' });
    return false;
  });

  let created = 0;
  for (const batch of chunks(fresh, BATCH_SIZE)) {
    const records = await Promise.all(
      batch.map(async ({ user }) => ({ ...user, isAdmin: false, password: await hashing(() => hashPassword(user.password)) })),
    );
    // One set-based INSERT per batch, through knex: a model insert would pair the returned rows with
    // the submitted ones by position, which is wrong once a conflict skips a row. Someone may have
    // taken a username since the lookup, in any case: that row is skipped, not the batch.
    const inserted: { username: string }[] = await withActor(db, actorId, (trx) => trx('users').insert(records).onConflict().ignore().returning('username'));
    const insertedNames = new Set(inserted.map((user) => user.username));
    for (const { row, user } of batch) {
      if (!insertedNames.has(user.username)) errors.push({ row, username: user.username, message: 'Username already exists' });
    }
    created += inserted.length;
  }
  errors.sort((a, b) => a.row - b.row);
  return { created, errors };
}
