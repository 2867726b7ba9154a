import { CHANGES_CHANNEL, listenForChanges, type ChangeListener } from '@vsp/db';
import type { Knex } from 'knex';

const SESSION = 'session:';
const USER = 'user:';
const SCORES = 'scores:';
const TOKEN = 'token:';

/** The changes the database notifies, named as the change_notifications migration writes them. */
export const changeOf = {
  session: (sid: string) => `${SESSION}${sid}`,
  user: (userId: number) => `${USER}${userId}`,
  events: 'events',
  scores: (userId: number) => `${SCORES}${userId}`,
  /** An API token revoked (the api_tokens migration). */
  token: (tokenId: number) => `${TOKEN}${tokenId}`,
  /** Anything else the events' results are computed from (the results_changes migration). */
  results: 'results',
};

/** Whether a change may make an event's results, Average Scores or Incomplete Submissions stale: any score, event, user or other table they read. */
export function changesResults(payload: string): boolean {
  return payload === changeOf.results || payload === changeOf.events || payload.startsWith(SCORES) || payload.startsWith(USER);
}

/** The session a change ended, if it is about a session. */
export function endedSession(payload: string): string | undefined {
  return payload.startsWith(SESSION) ? payload.slice(SESSION.length) : undefined;
}

/** The user a change is about, if it is about a user. */
export function changedUser(payload: string): number | undefined {
  return payload.startsWith(USER) ? Number(payload.slice(USER.length)) : undefined;
}

/** The API token a change revoked, if it is about a token. */
export function revokedToken(payload: string): number | undefined {
  return payload.startsWith(TOKEN) ? Number(payload.slice(TOKEN.length)) : undefined;
}

/**
 * How many of the latest changes the feed remembers, to tell whether one of them concerns a value
 * being read. Far more than come during one read even at the busiest deadline (about two per save).
 */
const RECENT_CHANGES = 4096;

/** The feed's state before a read, to tell afterwards whether what was read may be cached. */
export interface ChangeMark {
  generation: number;
  seen: number;
}

/** A cache: told of each change, and to invalidate everything when changes may have been missed. */
export interface ChangeSubscriber {
  /** A change, as the database notified it ("session:<sid>", "user:<id>", "token:<id>", "events", "scores:<userId>", "results"). */
  changed(payload: string): void;
  /** Invalidate everything: changes may have been missed, listening starts afresh, or this process made a change whose extent it does not know. */
  reset(): void;
}

/**
 * The database's change notifications in this process (see the change_notifications migration),
 * which invalidate its caches. Nothing cached may be used unless the notifications are certain to
 * arrive: while the listening connection is down, `listening` is false and every subscriber has been
 * reset. A value read from the database while a change of it was notified is not cached, since the
 * change may have arrived before the read's answer: take a `mark()` before reading and cache the
 * value only if `unchangedSince(mark, ...)` the changes that concern it. Only those count: while
 * evaluators save, a change of someone's scores comes every millisecond, and a session or an answer
 * read meanwhile is still cached.
 */
export class ChangeFeed {
  private listener: ChangeListener | undefined;
  /** Resets so far: a value read across one is never cached. */
  private generation = 0;
  /** Changes seen so far; the latest RECENT_CHANGES of them, change n at n % RECENT_CHANGES. */
  private seen = 0;
  private readonly recent = new Array<string>(RECENT_CHANGES);
  private isListening = false;
  private readonly subscribers = new Set<ChangeSubscriber>();

  constructor(
    private readonly db: Knex,
    private readonly warn: (message: string, error: unknown) => void,
  ) {}

  get listening(): boolean {
    return this.isListening;
  }

  /** Tells `subscriber` of every change from now on; the answer stops that. */
  subscribe(subscriber: ChangeSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  /** Starts listening; what is read from then on may be cached once the listening is certain. */
  start(): void {
    this.listener ??= listenForChanges(this.db, CHANGES_CHANNEL, {
      notified: (payload) => this.invalidate(payload),
      listening: () => this.reset(true),
      lost: (error) => {
        if (this.isListening) this.warn('Change notifications lost: requests read the database until they are back', error);
        this.reset(false);
      },
    });
  }

  async close(): Promise<void> {
    this.reset(false);
    await this.listener?.close();
    this.listener = undefined;
  }

  mark(): ChangeMark {
    return { generation: this.generation, seen: this.seen };
  }

  /**
   * Whether a value read since `mark` may be cached: listening, no reset, and none of the changes
   * named (the payloads that make the value stale) seen meanwhile. When more changes came than the
   * feed remembers, it cannot tell, and the value is not cached.
   */
  unchangedSince(mark: ChangeMark, change: string, ...more: string[]): boolean {
    const changes = [change, ...more];
    return this.unchangedSinceAny(mark, (payload) => changes.includes(payload));
  }

  /** Like unchangedSince, for the changes `concerns` picks out. */
  unchangedSinceAny(mark: ChangeMark, concerns: (payload: string) => boolean): boolean {
    if (!this.isListening || mark.generation !== this.generation) return false;
    if (this.seen - mark.seen > RECENT_CHANGES) return false;
    for (let index = mark.seen; index < this.seen; index += 1) {
      if (concerns(this.recent[index % RECENT_CHANGES])) return false;
    }
    return true;
  }

  /**
   * Invalidates what a change makes stale in this process's caches: a change the database notified,
   * or one this process made, which it knows at once, before its own notification comes back (the
   * other processes learn it from the database).
   */
  invalidate(payload: string): void {
    this.recent[this.seen % RECENT_CHANGES] = payload;
    this.seen += 1;
    for (const subscriber of this.subscribers) subscriber.changed(payload);
  }

  /** Invalidates every cache of this process, after a change whose extent it does not know. */
  invalidateAll(): void {
    this.reset(this.isListening);
  }

  private reset(listening: boolean): void {
    this.generation += 1;
    this.isListening = listening;
    for (const subscriber of this.subscribers) subscriber.reset();
  }
}
