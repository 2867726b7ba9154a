import { LRUCache } from 'lru-cache';
import type { ChangeFeed, ChangeMark } from './change-feed';
import { SharedReads } from './shared-reads';

/** An answer with the moment it goes stale by itself, without any change being notified; null: only a change makes it stale. */
export interface Expiring<T> {
  value: T;
  staleAt: Date | null;
}

interface CachedAnswer {
  json: string;
  staleAt: number;
}

export interface CachedReadsOptions {
  /** The clock the stale moments are compared with (milliseconds since the epoch). */
  now?: () => number;
  /** Picks out the changes that invalidate every answer cached here, besides each answer's own. */
  clearsAll?: (payload: string) => boolean;
  /** At most this many characters of answers are cached, the least recently read dropped first. */
  maxCharacters?: number;
}

/**
 * A cache of read answers, keyed by the name of the change that invalidates them ("events",
 * "scores:<userId>"), so the dashboard every evaluator opens costs no database round trip. An
 * answer is invalidated as soon as its change is notified or its own expiry passes (an event that
 * follows its dates changes status at midnight without any write), and nothing is cached while
 * notifications may be missed (see ChangeFeed). Answers are cached as the JSON text the route sends,
 * so a hit does not serialise them again (a hundred scores took 18 µs of JSON.stringify a read).
 * Requests that miss while the answer is being read share that read (see SharedReads). Answers
 * computed from many tables (the analyses and each event's results) are cached in an instance of
 * their own, which every change that `clearsAll` picks out invalidates.
 */
export class CachedReads {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private readonly shared: SharedReads<string>;
  private readonly concerns: (key: string) => (payload: string) => boolean;
  private readonly now: () => number;

  constructor(
    private readonly feed: ChangeFeed,
    { now = Date.now, clearsAll, maxCharacters }: CachedReadsOptions = {},
  ) {
    this.now = now;
    this.answers = new LRUCache<string, CachedAnswer>({
      max: 20_000,
      ttl: 60_000,
      ...(maxCharacters ? { maxSize: maxCharacters, sizeCalculation: (answer) => Math.max(1, answer.json.length) } : {}),
    });
    this.concerns = clearsAll ? (key) => (payload) => payload === key || clearsAll(payload) : (key) => (payload) => payload === key;
    this.shared = new SharedReads(feed, (mark, key) => feed.unchangedSinceAny(mark, this.concerns(key)));
    feed.subscribe({
      changed: (payload) => (clearsAll?.(payload) ? this.clear() : this.answers.delete(payload)),
      reset: () => this.clear(),
    });
  }

  /**
   * Drops every answer. An empty cache is left as it is: clearing one walks all its slots (20,000),
   * and the results' cache is told to clear on every score save (11% of a save's server time).
   */
  private clear(): void {
    if (this.answers.size > 0) this.answers.clear();
  }

  /** The answer `load` gives, as JSON text, cached under `key`. */
  read(key: string, load: () => Promise<unknown>): Promise<string> {
    return this.readExpiring(key, async () => ({ value: await load(), staleAt: null }));
  }

  /** Like read, for an answer that also goes stale by itself at the moment `load` gives with it. */
  readExpiring(key: string, load: () => Promise<Expiring<unknown>>): Promise<string> {
    return this.readJsonText(key, async () => {
      const { value, staleAt } = await load();
      return { value: JSON.stringify(value), staleAt };
    });
  }

  /** Like readExpiring, for an answer that `load` gives as JSON text already (written by its SQL statement). */
  async readJsonText(key: string, load: () => Promise<Expiring<string>>): Promise<string> {
    if (this.feed.listening) {
      const cached = this.answers.get(key);
      if (cached && cached.staleAt > this.now()) return cached.json;
    }
    return this.shared.read(key, (mark) => this.loadAndCache(key, mark, load));
  }

  private async loadAndCache(key: string, mark: ChangeMark, load: () => Promise<Expiring<string>>): Promise<string> {
    const { value: json, staleAt } = await load();
    if (this.feed.unchangedSinceAny(mark, this.concerns(key))) this.answers.set(key, { json, staleAt: staleAt?.getTime() ?? Infinity });
    return json;
  }
}
