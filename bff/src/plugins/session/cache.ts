import { LRUCache } from 'lru-cache';
import { changedUser, changeOf, endedSession, type ChangeFeed, type ChangeMark } from '../../lib/change-feed';
import { SharedReads } from '../../lib/shared-reads';
import type { ActiveSession } from './store';

/** A live session as read from the database, with the times that decide when it ends. */
export interface CachedSession extends ActiveSession {
  /** When the session began (its absolute end is counted from here), in ms. */
  createdAt: number;
  /** The end of its idle timeout as the database had it, in ms. */
  expire: number;
}

/** The changes that make what was read of a session stale: its end, and any change of its user. */
function changesOfSession(sid: string, session: ActiveSession | undefined): [string, ...string[]] {
  return session ? [changeOf.session(sid), changeOf.user(session.user.id)] : [changeOf.session(sid)];
}

/**
 * The sessions this process has checked, so that most requests need no database round trip to know
 * who is signed in. The database notifies every process of each session that ends and of each user
 * whose name, role or password changes (see ChangeFeed), and the process forgets them at once;
 * nothing is used while notifications may be missed.
 */
export class SessionCache {
  private readonly entries = new LRUCache<string, CachedSession>({ max: 50_000, ttl: 60_000 });
  private readonly shared: SharedReads<ActiveSession | undefined>;

  constructor(private readonly feed: ChangeFeed) {
    this.shared = new SharedReads(feed, (mark, sid, session) => this.unchangedSince(mark, sid, session));
    feed.subscribe({ changed: (payload) => this.changed(payload), reset: () => this.entries.clear() });
  }

  /** The session, when it is known here and notifications are arriving. */
  get(sid: string): CachedSession | undefined {
    return this.feed.listening ? this.entries.get(sid) : undefined;
  }

  /**
   * The session as `read` finds it in the database, given the mark to read under. The requests of one
   * session that ask while it is being read share that read (see SharedReads): when its cached copy's
   * minute is up, or its idle deadline is due to be extended, a browser's requests would otherwise
   * each read it and extend it.
   */
  readOnce(sid: string, read: (mark: ChangeMark) => Promise<ActiveSession | undefined>): Promise<ActiveSession | undefined> {
    return this.shared.read(sid, read);
  }

  /** Keeps a session read from the database, unless it ended or its user changed since `mark`. */
  remember(session: CachedSession, mark: ChangeMark): void {
    if (this.unchangedSince(mark, session.sid, session)) this.entries.set(session.sid, session);
  }

  /** Whether what was read of a session since `mark` still holds: it has not ended, and its user has not changed. */
  private unchangedSince(mark: ChangeMark, sid: string, session: ActiveSession | undefined): boolean {
    return this.feed.unchangedSince(mark, ...changesOfSession(sid, session));
  }

  private changed(payload: string): void {
    const sid = endedSession(payload);
    if (sid !== undefined) this.entries.delete(sid);
    const userId = changedUser(payload);
    if (userId === undefined) return;
    for (const [key, session] of this.entries.entries()) if (session.user.id === userId) this.entries.delete(key);
  }
}
