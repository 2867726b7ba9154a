import { createHash, randomBytes } from 'node:crypto';
import type { Request } from '@hapi/hapi';
import { API_PREFIX, API_TOKEN_PREFIX } from '@vsp/contract';

/** A new token: the prefix and 32 random bytes, base64url (256 bits, beyond any guessing). */
export function newApiToken(): string {
  return `${API_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

/**
 * What is stored of a token: its SHA-256 in hex. A token is 256 random bits, so a fast hash is
 * enough (nothing to stretch, unlike a password), and each request can look its token up by it.
 */
export function apiTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const BEARER = /^Bearer +(\S+) *$/i;

/**
 * The token of an API request's `Authorization: Bearer …` header, if it has one. Only API routes
 * take a token: the built frontends and the remotes are for browsers, which sign in.
 */
export function bearerToken(request: Request): string | undefined {
  if (!request.path.startsWith(API_PREFIX)) return undefined;
  const header = request.headers.authorization;
  return typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
}
