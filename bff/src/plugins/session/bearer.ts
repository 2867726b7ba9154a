import Boom from '@hapi/boom';
import type { AuthCredentials } from '@hapi/hapi';
import { API_TOKEN_PREFIX } from '@vsp/contract';
import type { Knex } from 'knex';
import { apiTokenHash } from '../../lib/api-token';
import type { ChangeFeed } from '../../lib/change-feed';
import type { KnownToken, TokenCache } from './token-cache';

// Marking a token as used costs a write, so it is done at most once a minute per token and process.
const MARK_USED_EVERY_MS = 60_000;

/** Methods a read token may call: those that change nothing. */
const READING = new Set(['get', 'head']);

interface TokenRow {
  id: number;
  scope: KnownToken['scope'];
  expiresAt: Date;
  lastUsedAt: Date | null;
  userId: number;
  name: string;
  isAdmin: boolean;
}

/** The token whose hash is `hash`, with its owner, in one query; undefined when no token has it. */
async function readToken(db: Knex, hash: string): Promise<KnownToken | undefined> {
  const row = (await db('apiTokens as t')
    .join('users as u', 'u.id', 't.userId')
    .where('t.tokenHash', hash)
    .first('t.id', 't.scope', 't.expiresAt', 't.lastUsedAt', 't.userId', 'u.name', 'u.isAdmin')) as TokenRow | undefined;
  if (!row) return undefined;
  return {
    id: row.id,
    scope: row.scope,
    expiresAt: row.expiresAt.getTime(),
    lastUsedAt: row.lastUsedAt?.getTime() ?? null,
    user: { id: row.userId, name: row.name, isAdmin: row.isAdmin },
  };
}

export interface TokenCheck {
  db: Knex;
  changes: ChangeFeed;
  cache: TokenCache;
}

/**
 * The credentials an API token gives a request, or the refusal: 401 for a token that is unknown,
 * revoked or expired; 403 when its owner is no longer an administrator, or for a read token on a
 * request that is not a GET. A token acts as its owner: the owner's user and the administrator scope.
 */
export async function tokenCredentials({ db, changes, cache }: TokenCheck, token: string, method: string): Promise<AuthCredentials> {
  if (!token.startsWith(API_TOKEN_PREFIX)) throw Boom.unauthorized('Unknown API token', 'Bearer');
  const hash = apiTokenHash(token);
  let known = cache.get(hash);
  if (!known) {
    const mark = changes.mark();
    known = await readToken(db, hash);
    if (!known) throw Boom.unauthorized('Unknown API token', 'Bearer');
    cache.remember(hash, known, mark);
  }
  const now = Date.now();
  if (known.expiresAt <= now) throw Boom.unauthorized('The API token has expired', 'Bearer');
  if (!known.user.isAdmin) throw Boom.forbidden("The API token's owner is no longer an administrator");
  if (known.scope === 'read' && !READING.has(method)) throw Boom.forbidden('A read-only API token allows GET requests only');
  if (known.lastUsedAt === null || now - known.lastUsedAt >= MARK_USED_EVERY_MS) {
    await db('apiTokens').where('id', known.id).update({ lastUsedAt: new Date(now) });
    known.lastUsedAt = now;
  }
  return { user: known.user, scope: ['admin'], app: { token: { id: known.id, scope: known.scope } } };
}
