import Boom from '@hapi/boom';
import type { CurrentUser } from '@vsp/contract';
import { hashPassword, User, verifyPassword } from '@vsp/db';
import type { Knex } from 'knex';
import { createSession, destroySession, type SessionTimes } from '../../plugins/session/store';

export interface ThrottleRules {
  /** Failures of one username before it is locked. */
  maxFailures: number;
  /** Both the counting window and the lock's length. */
  lockMinutes: number;
}

export interface LoginContext {
  address: string;
  throttle: ThrottleRules;
  times: SessionTimes;
  /** The session this browser had before, replaced by a new id. */
  previousSid?: string;
}

// Verifying against a throwaway hash when the username is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
}

export function toCurrentUser(user: Pick<User, 'id' | 'name' | 'isAdmin'>): CurrentUser {
  return { id: user.id, name: user.name, isAdmin: user.isAdmin };
}

/**
 * Signs a user in: refused while the username or the address is locked, counted as a failure when
 * the password is wrong. A success clears the username's failures and replaces the browser's
 * previous session with a new one, all in one transaction.
 */
export async function login(db: Knex, username: string, password: string, context: LoginContext): Promise<{ sid: string; user: CurrentUser }> {
  const keys = throttleKeys(username, context.address).map((k) => k.key);
  const wait = await lockedMinutes(db, keys);
  if (wait > 0) {
    throw Boom.tooManyRequests(`Too many failed sign-in attempts. Please try again in ${wait} minute${wait === 1 ? '' : 's'}.`);
  }
  const user = await User.query(db).findOne({ username });
  const valid = await verifyPassword(user?.password ?? (await decoy()), password);
  if (!user || !valid) {
    await recordFailure(db, username, context.address, context.throttle);
    throw Boom.unauthorized('Invalid credentials');
  }
  const sid = await db.transaction(async (trx) => {
    await clearFailures(trx, username);
    if (context.previousSid) await destroySession(trx, context.previousSid);
    return createSession(trx, user.id, context.times);
  });
  return { sid, user: toCurrentUser(user) };
}

/* ---- Throttling of failed sign-ins ----
 * The counters are upserts and conditional updates on one small table, written in SQL so that a
 * count and its window move together in a single statement, whichever replica answers. */

// An address is shared by many people behind one proxy, so it gets a larger allowance than a username.
const ADDRESS_FACTOR = 10;

export function throttleKeys(username: string, address: string): { key: string; max: (rules: ThrottleRules) => number }[] {
  return [
    { key: `user:${username.toLowerCase()}`, max: (rules) => rules.maxFailures },
    { key: `ip:${address}`, max: (rules) => rules.maxFailures * ADDRESS_FACTOR },
  ];
}

/** Minutes until the first of these keys is unlocked, or 0 when none is locked. */
export async function lockedMinutes(db: Knex, keys: string[]): Promise<number> {
  const row = await db('login_failures').whereIn('key', keys).andWhere('locked_until', '>', db.fn.now()).max('locked_until as until').first();
  const until = row?.until ? new Date(row.until as string | Date).getTime() : 0;
  return until > Date.now() ? Math.ceil((until - Date.now()) / 60_000) : 0;
}

/** Counts one failure per key, in the database so every replica sees the same count; a key at its limit is locked. */
export async function recordFailure(db: Knex, username: string, address: string, rules: ThrottleRules): Promise<void> {
  const window = `${rules.lockMinutes} minutes`;
  await db.transaction(async (trx) => {
    for (const { key, max } of throttleKeys(username, address)) {
      await trx.raw(
        `insert into login_failures (key, count, window_started_at) values (?, 1, now())
         on conflict (key) do update set
           count = case when login_failures.window_started_at < now() - ?::interval then 1 else login_failures.count + 1 end,
           window_started_at = case when login_failures.window_started_at < now() - ?::interval then now() else login_failures.window_started_at end`,
        [key, window, window],
      );
      await trx('login_failures')
        .where('key', key)
        .andWhere('count', '>=', max(rules))
        .update({ lockedUntil: trx.raw('now() + ?::interval', [window]), count: 0, windowStartedAt: trx.fn.now() });
    }
  });
}

export async function clearFailures(db: Knex, username: string): Promise<void> {
  await db('login_failures').where('key', `user:${username.toLowerCase()}`).delete();
}

/** Forgets the counters whose window has passed and whose lock, if any, has ended. */
export async function sweepLoginFailures(db: Knex, rules: ThrottleRules): Promise<number> {
  const window = `${rules.lockMinutes} minutes`;
  return db('login_failures')
    .where('window_started_at', '<', db.raw('now() - ?::interval', [window]))
    .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', db.fn.now()))
    .delete();
}
