import { randomBytes } from 'node:crypto';
import { Session, type SessionData } from '@vsp/db';
import type { Knex } from 'knex';
import type { ChangeMark } from '../../lib/change-feed';
import type { SessionCache } from './cache';

export interface SessionTimes {
  idleMs: number;
  absoluteMs: number;
}

// Extending the idle deadline costs a write, so it is done at most once a minute per session.
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  sid: string;
  /**
   * The signed-in user, and whether the sign-in had a second factor (see MFA_REQUIRED_FOR_ADMINS):
   * theirs is on, or they came through single sign-on, whose provider answers for it.
   */
  user: { id: number; name: string; isAdmin: boolean; hasSecondFactor: boolean };
}

function idleDeadline(session: Pick<SessionData, 'createdAt'>, now: number, times: SessionTimes): Date {
  return new Date(Math.min(now + times.idleMs, session.createdAt + times.absoluteMs));
}

export async function createSession(db: Knex, userId: number, times: SessionTimes, via?: SessionData['via']): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  const now = Date.now();
  const sess: SessionData = { userId, createdAt: now, ...(via && { via }) };
  await Session.query(db).insert({ sid, sess, expire: idleDeadline(sess, now, times) });
  return sid;
}

interface SessionRow {
  sess: SessionData;
  expire: Date;
  id: number | null;
  name: string;
  isAdmin: boolean;
  hasSecondFactor: boolean;
}

/**
 * The signed-in user of a live session, extending its idle deadline; undefined when gone or expired.
 * A session this process knows (see cache.ts) is answered without a database round trip, unless its
 * idle deadline is due to be extended; otherwise the session and its user are read in one query.
 */
export async function findSession(db: Knex, sid: string, times: SessionTimes, cache?: SessionCache): Promise<ActiveSession | undefined> {
  const now = Date.now();
  const known = cache?.get(sid);
  if (known && known.expire > now && known.createdAt + times.absoluteMs > now) {
    const due = idleDeadline(known, now, times).getTime() - known.expire >= TOUCH_EVERY_MS;
    if (!due) return { sid, user: known.user };
  }
  return cache ? cache.readOnce(sid, (mark) => readSession(db, sid, times, cache, mark)) : readSession(db, sid, times);
}

/** The session and its user, read in one query; an ended one is deleted, a live one's idle deadline extended when due and kept if `cache` is given. */
async function readSession(db: Knex, sid: string, times: SessionTimes, cache?: SessionCache, mark?: ChangeMark): Promise<ActiveSession | undefined> {
  const now = Date.now();
  const row = (await db('sessions as s')
    .leftJoin('users as u', 'u.id', db.raw(`(s.sess->>'userId')::int`))
    .leftJoin('secondFactors as f', 'f.userId', 'u.id')
    .where('s.sid', sid)
    .first('s.sess', 's.expire', 'u.id', 'u.name', 'u.isAdmin', db.raw(`(f.enabled_at is not null or coalesce(s.sess->>'via' = 'sso', false)) as "hasSecondFactor"`))) as SessionRow | undefined;
  if (!row) return undefined;
  if (row.id === null || row.expire.getTime() <= now || row.sess.createdAt + times.absoluteMs <= now) {
    await Session.query(db).deleteById(sid);
    return undefined;
  }
  const user = { id: row.id, name: row.name, isAdmin: row.isAdmin, hasSecondFactor: row.hasSecondFactor };
  let expire = row.expire.getTime();
  const next = idleDeadline(row.sess, now, times);
  if (next.getTime() - expire >= TOUCH_EVERY_MS) {
    await Session.query(db).patch({ expire: next }).where('sid', sid);
    expire = next.getTime();
  }
  if (cache && mark) cache.remember({ sid, user, createdAt: row.sess.createdAt, expire }, mark);
  return { sid, user };
}

/**
 * Ends every session of a user, as a new password does: a session id anyone learnt before the change
 * is worth nothing after it. The person who made the change gets a new session (createSession), as at sign-in.
 */
export async function endSessionsOf(db: Knex, userId: number): Promise<void> {
  await Session.query(db).delete().whereRaw(`(sess->>'userId')::int = ?`, [userId]);
}

export async function destroySession(db: Knex, sid: string): Promise<void> {
  await Session.query(db).deleteById(sid);
}

export async function sweepExpiredSessions(db: Knex): Promise<number> {
  return Session.query(db).delete().where('expire', '<', new Date());
}
