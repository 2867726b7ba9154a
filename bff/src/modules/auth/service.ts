import Boom from '@hapi/boom';
import type { CurrentUser, SessionTiming } from '@vsp/contract';
import { hashPassword, Session, User, verifyPassword } from '@vsp/db';
import type { Knex } from 'knex';
import { withActor } from '../../lib/actor';
import { clientNetwork } from '../../lib/client-address';
import { createSession, destroySession, endSessionsOf, type SessionTimes } from '../../plugins/session/store';
import { recordAudit } from '../audit/service';
import { disableSecondFactor, hasSecondFactor, INVALID_CODE, spendCode } from './second-factor';

export interface ThrottleRules {
  /**
   * Failures of one username from one client before that pair is locked; also the failures of a
   * username in a row, from anywhere, before each further one delays its next attempt.
   */
  maxFailures: number;
  /** The counting window, the length of a pair's first lock, and how long a username's failures in a row are remembered. */
  lockMinutes: number;
  /** Failures from one client (an IPv4 address or an IPv6 /64) in a window, whatever the usernames, before the client is refused. */
  maxFailuresPerAddress: number;
}

export interface LoginContext {
  address: string;
  throttle: ThrottleRules;
  times: SessionTimes;
  /** The session this browser had before, replaced by a new id. */
  previousSid?: string;
}

/**
 * The one place a password is checked against its hash. Tests wrap `verify` to count the checks
 * that get through the throttle; the server always calls the real verifier.
 */
export const passwordChecks = { verify: verifyPassword };

// Verifying against a throwaway hash when the username is unknown keeps both answers equally slow.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy password that never matches');
  return decoyHash;
}

export function toCurrentUser(user: Pick<User, 'id' | 'name' | 'isAdmin'>): CurrentUser {
  return { id: user.id, name: user.name, isAdmin: user.isAdmin };
}

/** The account a sign-in name belongs to: usernames are unique regardless of case, and matched so. */
export function findByUsername(db: Knex, username: string) {
  return User.query(db).whereRaw('lower(username) = lower(?)', [username]).first();
}

/** A sign-in that passed: the new session and its user. */
export interface SignedIn {
  sid: string;
  user: CurrentUser;
}

/** A right password for an account whose second factor is on: the code comes next (completeSignIn). */
export interface CodeNeeded {
  codeFor: { userId: number; username: string };
}

/**
 * Signs a user in. The attempt is counted before the password is checked, so however many arrive at
 * once, no more than the limit are ever checked; it stays counted as a failure unless the password
 * is right. A success clears the failures of this username from this address and replaces the
 * browser's previous session with a new one, in one transaction.
 *
 * For an account with a second factor, a right password signs nobody in: the answer says a code is
 * needed, and the attempt stays counted until the code is right (completeSignIn), so the codes tried
 * after a right password count towards the same limits as passwords.
 */
export async function login(db: Knex, username: string, password: string, context: LoginContext): Promise<SignedIn | CodeNeeded> {
  const keys = throttleKeys(username, context.address);
  await reserveAttempt(db, keys, context.throttle);
  const user = await findByUsername(db, username);
  const valid = await passwordChecks.verify(user?.password ?? (await decoy()), password);
  if (!user || !valid) {
    await db.transaction((trx) => recordFailedSignIn(trx, { username, address: context.address, userId: user?.id }));
    throw Boom.unauthorized('Invalid credentials');
  }
  if (await hasSecondFactor(db, user.id)) return { codeFor: { userId: user.id, username } };
  return { sid: await startSession(db, user.id, keys, context), user: toCurrentUser(user) };
}

/** The sign-in's session: the failures of its keys forgotten and the browser's previous session replaced, in one transaction. */
function startSession(db: Knex | Knex.Transaction, userId: number, keys: ThrottleKeys, context: LoginContext): Promise<string> {
  const start = async (trx: Knex.Transaction) => {
    await clearFailures(trx, keys);
    if (context.previousSid) await destroySession(trx, context.previousSid);
    return createSession(trx, userId, context.times);
  };
  return db.isTransaction ? start(db as Knex.Transaction) : db.transaction(start);
}

/**
 * The second step of a sign-in whose password was right (login answered CodeNeeded): a current code
 * of the app, or an unused recovery code, starts the session. Each code is counted before it is
 * checked, against the sign-in name's counters, and a wrong one is a failed sign-in.
 */
export async function completeSignIn(db: Knex, key: Buffer, pending: CodeNeeded['codeFor'], code: string, context: LoginContext): Promise<SignedIn> {
  const keys = throttleKeys(pending.username, context.address);
  await reserveAttempt(db, keys, context.throttle);
  const user = await User.query(db).findById(pending.userId);
  const sid = user ? await withActor(db, user.id, async (trx) => ((await spendCode(trx, key, user.id, code)) ? startSession(trx, user.id, keys, context) : undefined)) : undefined;
  if (!user || !sid) {
    await db.transaction((trx) => recordFailedSignIn(trx, { username: pending.username, address: context.address, userId: pending.userId }));
    throw Boom.unauthorized(INVALID_CODE);
  }
  return { sid, user: toCurrentUser(user) };
}

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  address: string;
  throttle: ThrottleRules;
  times: SessionTimes;
}

/**
 * A signed-in user replaces their own password. The current password is required and a wrong one
 * counts as a failed sign-in, so a forgotten, unlocked browser cannot be used to guess it. Every
 * session of the user ends, the one making the change too, and a new one replaces it, as at sign-in:
 * a session id someone else learnt before the change is worth nothing after it. Answers the new id.
 */
export async function changePassword(db: Knex, userId: number, change: PasswordChange): Promise<string> {
  const user = await User.query(db).findById(userId);
  if (!user) throw Boom.unauthorized('Invalid session');
  const keys = throttleKeys(user.username, change.address);
  await reserveAttempt(db, keys, change.throttle);
  if (!(await passwordChecks.verify(user.password, change.currentPassword))) {
    await withActor(db, userId, (trx) => recordFailedSignIn(trx, { username: user.username, address: change.address, userId }));
    throw Boom.badRequest('The current password is incorrect');
  }
  const password = await hashPassword(change.newPassword);
  // The audit log records the change as the user's own ("password changed", never the hash).
  return withActor(db, userId, async (trx) => {
    await User.query(trx).patch({ password }).where('id', userId);
    await endSessionsOf(trx, userId);
    await clearFailures(trx, keys);
    return createSession(trx, userId, change.times);
  });
}

export interface CodeCheck {
  code: string;
  address: string;
  throttle: ThrottleRules;
}

/**
 * A signed-in user turns their own second factor off with a current code (or a recovery code),
 * counted as a sign-in attempt like the current password of a password change: a forgotten, unlocked
 * browser cannot be used to take it off. Recorded in the audit log.
 */
export async function turnOffSecondFactor(db: Knex, key: Buffer, userId: number, check: CodeCheck): Promise<void> {
  const user = await User.query(db).findById(userId);
  if (!user) throw Boom.unauthorized('Invalid session');
  const keys = throttleKeys(user.username, check.address);
  await reserveAttempt(db, keys, check.throttle);
  const done = await withActor(db, userId, async (trx) => {
    if (!(await spendCode(trx, key, userId, check.code))) return false;
    await disableSecondFactor(trx, userId);
    await clearFailures(trx, keys);
    return true;
  });
  if (!done) {
    await withActor(db, userId, (trx) => recordFailedSignIn(trx, { username: user.username, address: check.address, userId }));
    throw Boom.badRequest(INVALID_CODE);
  }
}

interface FailedSignIn {
  /** The sign-in name as it was tried. */
  username: string;
  address: string;
  /** The account the name is, if it is one's. */
  userId?: number;
}

/**
 * A wrong password, in the audit log: the sign-in name as tried and the client address, under the
 * account's id when the name is one's (null otherwise). Only attempts whose password was checked
 * are recorded; those the throttle refuses before any check are not, so a flood of guesses adds no
 * more entries than the throttle lets through.
 */
export async function recordFailedSignIn(trx: Knex.Transaction, attempt: FailedSignIn): Promise<void> {
  await recordAudit(trx, {
    entity: 'sign-in',
    entityId: attempt.userId ?? null,
    action: 'failed',
    changes: { username: { old: null, new: attempt.username }, address: { old: null, new: attempt.address } },
  });
}

/**
 * When the session ends if nothing else happens: the earlier of its idle end, as its row keeps it
 * (this very request has extended it, at most once a minute, so it may fall up to a minute short of
 * a whole idle timeout), and the end of its absolute lifetime.
 */
export async function sessionTiming(db: Knex, sid: string, times: SessionTimes): Promise<SessionTiming> {
  const session = await Session.query(db).findById(sid);
  if (!session) throw Boom.unauthorized('Invalid session');
  const end = Math.min(session.expire.getTime(), session.sess.createdAt + times.absoluteMs);
  return { idleSeconds: Math.round(times.idleMs / 1000), expiresAt: new Date(end).toISOString() };
}

/* ---- Throttling of failed sign-ins ----
 * Three counters in one small table, shared by every replica:
 * - per username and client (a pair): a pair at its limit is locked for a while, each further lock
 *   twice as long, so a guesser slows down while the account's owner, from anywhere else, signs in
 *   as usual;
 * - per client, whatever the usernames: a client at its limit is refused for every username until
 *   its window ends. A client is an IPv4 address or an IPv6 /64 (see clientNetwork);
 * - per username, from anywhere: past the pair's limit of failures in a row, each further failure
 *   makes the next attempt wait longer (1 s, 2 s, 4 s … up to a minute), so guesses spread over many
 *   clients slow down too. It is a delay, never a lock: once it has passed, the right password signs
 *   in, and it clears the count.
 * Each count is taken by one upsert that answers the new state, so concurrent attempts are counted
 * one by one, and every attempt is counted before its password is checked. */

export interface ThrottleKeys {
  pair: string;
  address: string;
  user: string;
}

/** A space never occurs in a client's network, so it separates the network from the username. */
export function throttleKeys(username: string, address: string): ThrottleKeys {
  const name = username.trim().toLowerCase();
  const client = clientNetwork(address);
  return { pair: `pair:${client} ${name}`, address: `ip:${client}`, user: `user:${name}` };
}

// However many locks in a row, one lasts at most a day (or the window, when that is longer).
const LONGEST_LOCK = '1 day';
// However many failures of a username in a row, its next attempt waits at most this long.
export const LONGEST_USERNAME_DELAY_SECONDS = 60;

function refuse(waitSeconds: number): never {
  const seconds = Math.max(1, waitSeconds);
  const [amount, unit] = seconds < 60 ? [seconds, 'second'] : [Math.ceil(seconds / 60), 'minute'];
  const error = Boom.tooManyRequests(`Too many failed sign-in attempts. Please try again in ${amount} ${unit}${amount === 1 ? '' : 's'}.`);
  error.output.headers['Retry-After'] = String(seconds);
  throw error;
}

/**
 * Counts an attempt against its client, its pair and its username before any password is checked;
 * throws a 429 with Retry-After when any of them refuses it. An attempt refused by a later counter
 * is given back to the earlier ones, so each count is of passwords actually checked.
 */
export async function reserveAttempt(db: Knex, keys: ThrottleKeys, rules: ThrottleRules): Promise<void> {
  const window = `${rules.lockMinutes} minutes`;
  const address = await db.raw(
    `insert into login_failures as f (key, count, window_started_at) values (:key, 1, now())
     on conflict (key) do update set
       count = case when f.window_started_at <= now() - cast(:window as interval) then 1 else f.count + 1 end,
       window_started_at = case when f.window_started_at <= now() - cast(:window as interval) then now() else f.window_started_at end
     returning f.count, cast(ceil(extract(epoch from f.window_started_at + cast(:window as interval) - now())) as int) as wait`,
    { key: keys.address, window },
  );
  const counted = address.rows[0] as { count: number; wait: number };
  if (counted.count > rules.maxFailuresPerAddress) refuse(counted.wait);

  // A pair whose lock is running is left as it is; one whose window has passed starts counting again;
  // one already at its limit is locked by this attempt and counts afresh once the lock ends. Locks of a
  // pair quiet for a whole window after its last lock are forgotten.
  const pair = await db.raw(
    `insert into login_failures as f (key, count, window_started_at) values (:key, 1, now())
     on conflict (key) do update set
       count = case when f.locked_until > now() then f.count
                    when f.window_started_at <= now() - cast(:window as interval) then 1
                    when f.count >= :max then 0
                    else f.count + 1 end,
       window_started_at = case when f.locked_until > now() then f.window_started_at
                                when f.window_started_at <= now() - cast(:window as interval) then now()
                                else f.window_started_at end,
       locked_until = case when f.locked_until > now() then f.locked_until
                           when f.window_started_at > now() - cast(:window as interval) and f.count >= :max
                             then now() + least(cast(:window as interval) * power(2, least(f.locks, 30)), greatest(cast(:window as interval), cast(:longest as interval)))
                           else f.locked_until end,
       locks = case when f.locked_until > now() then f.locks
                    when f.window_started_at > now() - cast(:window as interval) and f.count >= :max then f.locks + 1
                    when f.locked_until is null or f.locked_until <= now() - cast(:window as interval) then 0
                    else f.locks end
     returning cast(coalesce(ceil(extract(epoch from f.locked_until - now())), 0) as int) as wait`,
    { key: keys.pair, window, max: rules.maxFailures, longest: LONGEST_LOCK },
  );
  const { wait } = pair.rows[0] as { wait: number };
  if (wait > 0) {
    await giveBack(db, keys.address);
    refuse(wait);
  }

  // The username's failures in a row (count), when the last was counted (window_started_at: a
  // username quiet for a whole window starts afresh, and is swept) and when its next attempt may come
  // (locked_until; null for at once). An attempt after then is counted and sets the wait for the
  // next, as if it fails: none for the first failures in a row up to the pair's limit, then 1 s,
  // doubling up to the longest. An attempt before then updates no row, so the upsert answers none,
  // and is refused. ("At once" is null rather than now(): an attempt whose transaction began a
  // moment before another's would see that one's now() ahead of its own.)
  const user = await db.raw(
    `insert into login_failures as f (key, count, window_started_at) values (:key, 1, now())
     on conflict (key) do update set
       count = case when f.window_started_at <= now() - cast(:window as interval) then 1 else f.count + 1 end,
       window_started_at = now(),
       locked_until = case when f.window_started_at > now() - cast(:window as interval) and f.count + 1 > :free
                           then now() + make_interval(secs => least(power(2, least(f.count - :free, 30)), :longest)) end
     where f.locked_until is null or f.locked_until <= now()
     returning f.count`,
    { key: keys.user, window, free: rules.maxFailures, longest: LONGEST_USERNAME_DELAY_SECONDS },
  );
  if (user.rows.length === 0) {
    await giveBack(db, keys.address);
    await giveBack(db, keys.pair);
    const waiting = await db('login_failures').where('key', keys.user).first(db.raw('cast(ceil(extract(epoch from locked_until - now())) as int) as wait'));
    refuse(waiting?.wait ?? 1);
  }
}

async function giveBack(db: Knex, key: string): Promise<void> {
  await db('login_failures').where('key', key).update({ count: db.raw('greatest(count - 1, 0)') });
}

/** After the right password: the pair's and the username's failures are forgotten and the attempt is given back to the address. */
export async function clearFailures(db: Knex, keys: ThrottleKeys): Promise<void> {
  await db('login_failures').whereIn('key', [keys.pair, keys.user]).delete();
  await giveBack(db, keys.address);
}

/** Forgets the counters whose window has passed and whose last lock, if any, ended a whole window ago. */
export async function sweepLoginFailures(db: Knex, rules: Pick<ThrottleRules, 'lockMinutes'>): Promise<number> {
  const window = db.raw('now() - ?::interval', [`${rules.lockMinutes} minutes`]);
  return db('login_failures')
    .where('window_started_at', '<', window)
    .andWhere((q) => q.whereNull('locked_until').orWhere('locked_until', '<', window))
    .delete();
}
