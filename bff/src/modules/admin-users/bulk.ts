import os from 'node:os';
import { hashPassword } from '@vsp/db';
import Joi from 'joi';
import type { Knex } from 'knex';
import type { BulkUserError, BulkUserRow, BulkUsersResult } from '../../api-types';
import { createLimiter } from '../../lib/limiter';
import { USER_FIELDS } from './fields';

/** Rows hashed and inserted together; each batch is one INSERT statement, so one transaction. */
const BATCH_SIZE = 200;
const LOOKUP_CHUNK = 1000;

// argon2 runs on libuv's thread pool. Bulk hashing, across every upload at once, leaves one of its
// threads to sign-ins (which verify on the same pool) and takes no more threads than there are cores,
// so the event loop keeps a share of the CPU.
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;
const hashing = createLimiter(Math.max(1, Math.min(THREAD_POOL_SIZE - 1, os.availableParallelism())));

const rowSchema = Joi.object<BulkUserRow>({
  username: USER_FIELDS.username,
  password: USER_FIELDS.password.required(),
  name: USER_FIELDS.name,
  email: USER_FIELDS.email,
  level: USER_FIELDS.level,
  role: USER_FIELDS.role,
  functionalArea: USER_FIELDS.functionalArea,
});

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

async function existingUsernames(db: Knex, usernames: string[]): Promise<Set<string>> {
  const existing = new Set<string>();
  for (const chunk of chunks(usernames, LOOKUP_CHUNK)) {
    for (const username of await db('users').whereIn('username', chunk).pluck('username')) existing.add(username as string);
  }
  return existing;
}

/**
 * Creates every valid row it can and reports the others by their 1-based position: rows failing
 * validation, usernames repeated in the list (the first one wins) and usernames already taken.
 * Columns other than the template's are ignored; bulk-created users are never administrators.
 */
export async function importUsers(db: Knex, rows: unknown[]): Promise<BulkUsersResult> {
  const errors: BulkUserError[] = [];
  const firstRowOf = new Map<string, number>();
  const valid: ValidRow[] = [];
  rows.forEach((raw, index) => {
    const row = index + 1;
    const { value, error } = rowSchema.validate(raw, { stripUnknown: true });
    if (error) {
      errors.push({ row, username: usernameOf(raw), message: error.message });
      return;
    }
    const first = firstRowOf.get(value.username);
    if (first !== undefined) {
      errors.push({ row, username: value.username, message: `Duplicate username in the list (first at row ${first})` });
      return;
    }
    firstRowOf.set(value.username, row);
    valid.push({ row, user: value });
  });

  const taken = await existingUsernames(db, [...firstRowOf.keys()]);
  const fresh = valid.filter(({ row, user }) => {
    if (!taken.has(user.username)) return true;
    errors.push({ row, username: user.username, message: 'Username already exists' });
    return false;
  });

  let created = 0;
  for (const batch of chunks(fresh, BATCH_SIZE)) {
    const records = await Promise.all(
      batch.map(async ({ user }) => ({ ...user, isAdmin: false, password: await hashing(() => hashPassword(user.password)) })),
    );
    // Someone may have taken a username since the lookup: that row is skipped, not the batch.
    const inserted = (await db('users').insert(records).onConflict('username').ignore().returning('username')) as { username: string }[];
    const insertedNames = new Set(inserted.map((r) => r.username));
    for (const { row, user } of batch) {
      if (!insertedNames.has(user.username)) errors.push({ row, username: user.username, message: 'Username already exists' });
    }
    created += inserted.length;
  }
  errors.sort((a, b) => a.row - b.row);
  return { created, errors };
}
