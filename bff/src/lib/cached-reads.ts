import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';

/** An answer with the moment it goes stale by itself, without any change being notified; null: only a change makes it stale. */
export interface Expiring<T> {
  value: T;
  staleAt: Date | null;
}

/**
 * Answers of hot reads kept in memory under the name of the change that makes them stale ("events",
 * "scores:<userId>"), so the dashboard every evaluator opens costs no database round trip. An
 * answer is dropped as soon as its change is notified or its own stale moment passes (an event that
 * follows its dates changes status at midnight without any write), and nothing is kept while
 * notifications may be missed (see ChangeFeed). Kept answers are shared: callers must not change them.
 */
export class CachedReads {
  private readonly answers = new LRUCache<string, { value: unknown; staleAt: number }>({ max: 20_000, ttl: 60_000 });

  /** `now` is the clock the stale moments are compared with (milliseconds since the epoch). */
  constructor(
    private readonly feed: ChangeFeed,
    private readonly now: () => number = Date.now,
  ) {
    feed.subscribe({ changed: (payload) => this.answers.delete(payload), reset: () => this.answers.clear() });
  }

  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    return this.readExpiring(key, async () => ({ value: await load(), staleAt: null }));
  }

  /** Like read, for an answer that also goes stale by itself at the moment `load` gives with it. */
  async readExpiring<T>(key: string, load: () => Promise<Expiring<T>>): Promise<T> {
    if (this.feed.listening) {
      const kept = this.answers.get(key);
      if (kept && kept.staleAt > this.now()) return kept.value as T;
    }
    const mark = this.feed.mark();
    const { value, staleAt } = await load();
    if (this.feed.unchangedSince(mark)) this.answers.set(key, { value, staleAt: staleAt?.getTime() ?? Infinity });
    return value;
  }
}
