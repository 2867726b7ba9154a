/**
 * API tokens: an administrator's own credentials for an integration that calls the API without a
 * browser session, sent as `Authorization: Bearer vsp_…`. A read token allows GET only; a write
 * token allows the owner's changes too. A token acts as its owner, and only while the owner is an
 * administrator.
 */
export const API_TOKEN_SCOPES = ['read', 'write'] as const;

export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** How the Tokens section names each scope. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  read: 'Read only',
  write: 'Read and write',
};

/** A token lasts at least a day and at most a year; the form offers this many days unless changed. */
export const API_TOKEN_EXPIRY_DAYS = { min: 1, max: 365, default: 90 } as const;

/** What every token starts with, so a leaked one is recognised (by a secret scanner, by a person). */
export const API_TOKEN_PREFIX = 'vsp_';

export interface ApiTokenPayload {
  name: string;
  scope: ApiTokenScope;
  /** Whole days from now, API_TOKEN_EXPIRY_DAYS.min to .max. */
  expiresInDays: number;
}

/** A token as its owner lists it: never the token itself, which is shown once, at creation. */
export interface ApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
  /** ISO 8601 in UTC. */
  createdAt: string;
  /** ISO 8601 in UTC; after it the token is refused. */
  expiresAt: string;
  /** ISO 8601 in UTC, to the minute; null when never used. */
  lastUsedAt: string | null;
}

/** The answer of creating a token: the token itself, shown this once and never stored. */
export interface CreatedApiToken {
  id: number;
  name: string;
  scope: ApiTokenScope;
  expiresAt: string;
  token: string;
}
