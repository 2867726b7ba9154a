import type { ChangeFeed, ChangeMark } from './change-feed';

/**
 * Reads under way by key, which the requests asking for the same thing meanwhile share instead of
 * each reading it again: when a cached answer is invalidated, the many requests asking at that
 * moment cost one query, not one each. A request takes the answer of a read that began before it
 * only if it is `unchanged` since the read began (none of the changes that concern it seen
 * meanwhile), the rule for caching an answer at all; otherwise, and while notifications may be
 * missed, it reads for itself.
 */
export class SharedReads<T> {
  private readonly underWay = new Map<string, { mark: ChangeMark; answer: Promise<T> }>();

  constructor(
    private readonly feed: ChangeFeed,
    private readonly unchanged: (mark: ChangeMark, key: string, answer: T) => boolean,
  ) {}

  /** The answer of `read` for `key`, given the mark it reads under, or of the read of it under way. */
  async read(key: string, read: (mark: ChangeMark) => Promise<T>): Promise<T> {
    const shared = this.feed.listening ? this.underWay.get(key) : undefined;
    if (shared) {
      const answer = await shared.answer;
      if (this.unchanged(shared.mark, key, answer)) return answer;
    }
    const mark = this.feed.mark();
    const reading = { mark, answer: read(mark) };
    this.underWay.set(key, reading);
    try {
      return await reading.answer;
    } finally {
      if (this.underWay.get(key) === reading) this.underWay.delete(key);
    }
  }
}
