import { LRUCache } from 'lru-cache';
import { changedUser, changeOf, endedSession, type ChangeFeed, type ChangeMark } from '../../lib/change-feed';
import type { ActiveSession } from './store';

/** A live session as read from the database, with the times that decide when it ends. */
export interface CachedSession extends ActiveSession {
  /** When the session began (its absolute end is counted from here), in ms. */
  createdAt: number;
  /** The end of its idle timeout as the database had it, in ms. */
  expire: number;
}

/**
 * The sessions this process has checked, so that most requests need no database round trip to know
 * who is signed in. The database notifies every process of each session that ends and of each user
 * whose name, role or password changes (see ChangeFeed), and the process forgets them at once;
 * nothing is used while notifications may be missed.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, CachedSession>({ max: 50_000, ttl: 60_000 });

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe({ changed: (payload) => this.changed(payload), reset: () => this.entries.clear() });
  }

  /** The session, when it is known here and notifications are arriving. */
  get(sid: string): CachedSession | undefined {
    return this.feed.listening ? this.entries.get(sid) : undefined;
  }

  /** A mark to take before reading a session from the database, and to hand to `remember` after. */
  mark(): ChangeMark {
    return this.feed.mark();
  }

  /** Keeps a session read from the database, unless it ended or its user changed since `mark`. */
  remember(session: CachedSession, mark: ChangeMark): void {
    if (this.feed.unchangedSince(mark, changeOf.session(session.sid), changeOf.user(session.user.id))) this.entries.set(session.sid, session);
  }

  private changed(payload: string): void {
    const sid = endedSession(payload);
    if (sid !== undefined) this.entries.delete(sid);
    const userId = changedUser(payload);
    if (userId === undefined) return;
    for (const [key, session] of this.entries.entries()) if (session.user.id === userId) this.entries.delete(key);
  }
}
