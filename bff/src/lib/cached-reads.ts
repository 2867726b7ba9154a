import { LRUCache } from 'lru-cache';
import type { ChangeFeed, ChangeMark } from './change-feed';
import { SharedReads } from './shared-reads';

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
 * notifications may be missed (see ChangeFeed). Answers are kept as the JSON text the route sends,
 * so a read does not serialise them again (a hundred scores took 18 µs of JSON.stringify a read).
 * Requests that find no answer kept while one is being read share that read (see SharedReads).
 */
export class CachedReads {
  private readonly answers = new LRUCache<string, { json: string; staleAt: number }>({ max: 20_000, ttl: 60_000 });
  private readonly shared: SharedReads<string>;

  /** `now` is the clock the stale moments are compared with (milliseconds since the epoch). */
  constructor(
    private readonly feed: ChangeFeed,
    private readonly now: () => number = Date.now,
  ) {
    this.shared = new SharedReads(feed, (key) => [key]);
    feed.subscribe({ changed: (payload) => this.answers.delete(payload), reset: () => this.answers.clear() });
  }

  /** The answer `load` gives, as JSON text, kept under `key`. */
  read(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.readExpiring(key, async () => ({ value: await load(), staleAt: null }));
  }

  /** Like read, for an answer that also goes stale by itself at the moment `load` gives with it. */
  async readExpiring(key: string, load: () => Promise<Expiring<unknown>>): Promise<string> {
    if (this.feed.listening) {
      const kept = this.answers.get(key);
      if (kept && kept.staleAt > this.now()) return kept.json;
    }
    return this.shared.read(key, (mark) => this.loadAndKeep(key, mark, load));
  }

  private async loadAndKeep(key: string, mark: ChangeMark, load: () => Promise<Expiring<unknown>>): Promise<string> {
    const { value, staleAt } = await load();
    const json = JSON.stringify(value);
    if (this.feed.unchangedSince(mark, key)) this.answers.set(key, { json, staleAt: staleAt?.getTime() ?? Infinity });
    return json;
  }
}
