import type { ApiTokenScope } from '@vsp/contract';
import { LRUCache } from 'lru-cache';
import { changedUser, changeOf, revokedToken, type ChangeFeed, type ChangeMark } from '../../lib/change-feed';

/** An API token as read from the database with its owner, and when it was last marked as used. */
export interface KnownToken {
  id: number;
  scope: ApiTokenScope;
  /** In ms. */
  expiresAt: number;
  /** In ms; null when never used. */
  lastUsedAt: number | null;
  user: { id: number; name: string; isAdmin: boolean };
}

/**
 * The API tokens this process has checked, by their hash, so that an integration's requests need
 * no database round trip to know who sends them; the same rule as the sessions (see cache.ts). The
 * database notifies every process of each token revoked ("token:<id>") and of each user whose role
 * changes ("user:<id>"), and the process forgets them at once; nothing is used while notifications
 * may be missed. An unknown token is never kept, so guesses cost memory nothing.
 */
export class TokenCache {
  private readonly entries = new LRUCache<string, KnownToken>({ max: 10_000, ttl: 60_000 });

  constructor(private readonly feed: ChangeFeed) {
    feed.subscribe({ changed: (payload) => this.changed(payload), reset: () => this.entries.clear() });
  }

  /** The token, when it is known here and notifications are arriving. */
  get(hash: string): KnownToken | undefined {
    return this.feed.listening ? this.entries.get(hash) : undefined;
  }

  /** Keeps a token read from the database, unless it was revoked or its owner changed since `mark`. */
  remember(hash: string, token: KnownToken, mark: ChangeMark): void {
    if (this.feed.unchangedSince(mark, changeOf.token(token.id), changeOf.user(token.user.id))) this.entries.set(hash, token);
  }

  private changed(payload: string): void {
    const tokenId = revokedToken(payload);
    const userId = changedUser(payload);
    if (tokenId === undefined && userId === undefined) return;
    for (const [hash, token] of this.entries.entries()) {
      if (token.id === tokenId || token.user.id === userId) this.entries.delete(hash);
    }
  }
}
