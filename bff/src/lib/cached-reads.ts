import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed';

/**
 * Answers of hot reads kept in memory under the name of the change that makes them stale ("events",
 * "scores:<userId>"), so the dashboard every evaluator opens costs no database round trip. An
 * answer is dropped as soon as its change is notified, and nothing is kept while notifications may
 * be missed (see ChangeFeed). Kept answers are shared: callers must not change them.
 */
export class CachedReads {
  private readonly answers = new LRUCache<string, { value: unknown }>({ max: 20_000, ttl: 60_000 });

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe({ changed: (payload) => this.answers.delete(payload), reset: () => this.answers.clear() });
  }

  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.feed.listening) {
      const kept = this.answers.get(key);
      if (kept) return kept.value as T;
    }
    const mark = this.feed.mark();
    const value = await load();
    if (this.feed.unchangedSince(mark)) this.answers.set(key, { value });
    return value;
  }
}
