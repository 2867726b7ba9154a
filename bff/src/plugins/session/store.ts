import { randomBytes } from 'node:crypto';
import { Session, User, type SessionData } from '@vsp/db';
import type { Knex } from 'knex';

export interface SessionTimes {
  idleMs: number;
  absoluteMs: number;
}

// Extending the idle deadline costs a write, so it is done at most once a minute per session.
const TOUCH_EVERY_MS = 60_000;

export interface ActiveSession {
  sid: string;
  user: Pick<User, 'id' | 'name' | 'isAdmin'>;
}

function idleDeadline(session: SessionData, now: number, times: SessionTimes): Date {
  return new Date(Math.min(now + times.idleMs, session.createdAt + times.absoluteMs));
}

export async function createSession(db: Knex, userId: number, times: SessionTimes): Promise<string> {
  const sid = randomBytes(32).toString('base64url');
  const now = Date.now();
  const sess: SessionData = { userId, createdAt: now };
  await Session.query(db).insert({ sid, sess, expire: idleDeadline(sess, now, times) });
  return sid;
}

/** The signed-in user of a live session, extending its idle deadline; undefined when gone or expired. */
export async function findSession(db: Knex, sid: string, times: SessionTimes): Promise<ActiveSession | undefined> {
  const session = await Session.query(db).findById(sid);
  if (!session) return undefined;
  const now = Date.now();
  if (session.expire.getTime() <= now || session.sess.createdAt + times.absoluteMs <= now) {
    await Session.query(db).deleteById(sid);
    return undefined;
  }
  const user = await User.query(db).findById(session.sess.userId).select('id', 'name', 'isAdmin');
  if (!user) {
    await Session.query(db).deleteById(sid);
    return undefined;
  }
  const next = idleDeadline(session.sess, now, times);
  if (next.getTime() - session.expire.getTime() >= TOUCH_EVERY_MS) {
    await Session.query(db).patch({ expire: next }).where('sid', sid);
  }
  return { sid, user };
}

export async function destroySession(db: Knex, sid: string): Promise<void> {
  await Session.query(db).deleteById(sid);
}

export async function sweepExpiredSessions(db: Knex): Promise<number> {
  return Session.query(db).delete().where('expire', '<', new Date());
}
