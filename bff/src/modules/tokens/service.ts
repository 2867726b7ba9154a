import Boom from '@hapi/boom';
import type { ApiToken, ApiTokenPayload, CreatedApiToken } from '@vsp/contract';
import { ApiToken as ApiTokenRow } from '@vsp/db';
import type { Knex } from 'knex';
import { apiTokenHash, newApiToken } from '../../lib/api-token';
import { recordAudit } from '../audit/service';

const DAY_MS = 86_400_000;

const LISTED = ['id', 'name', 'scope', 'createdAt', 'expiresAt', 'lastUsedAt'] as const;

function listed(row: Pick<ApiTokenRow, (typeof LISTED)[number]>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  };
}

/** The caller's own tokens, newest first, expired ones included until revoked. */
export async function listTokens(db: Knex, userId: number): Promise<ApiToken[]> {
  const rows = await ApiTokenRow.query(db).select(LISTED).where('userId', userId).orderBy('id', 'desc');
  return rows.map(listed);
}

/**
 * Makes a token for the caller, in the transaction `trx` that names them as the actor, and records
 * it in the audit log (its name, scope and end, never the token). Answers the token itself, which is
 * not kept: only its hash is stored.
 */
export async function createToken(trx: Knex.Transaction, userId: number, payload: ApiTokenPayload): Promise<CreatedApiToken> {
  const token = newApiToken();
  const expiresAt = new Date(Date.now() + payload.expiresInDays * DAY_MS);
  const row = await ApiTokenRow.query(trx).insert({ userId, name: payload.name, scope: payload.scope, tokenHash: apiTokenHash(token), expiresAt });
  const answer = { id: row.id, name: row.name, scope: row.scope, expiresAt: expiresAt.toISOString() };
  await recordAudit(trx, {
    entity: 'api-token',
    entityId: row.id,
    action: 'created',
    changes: {
      name: { old: null, new: answer.name },
      scope: { old: null, new: answer.scope },
      expiresAt: { old: null, new: answer.expiresAt },
      userId: { old: null, new: userId },
    },
  });
  return { ...answer, token };
}

/**
 * Revokes one of the caller's tokens: its row is deleted, which every process hears of at once (see
 * the api_tokens migration), and the audit log records it. Another person's token is not found (404).
 */
export async function revokeToken(trx: Knex.Transaction, userId: number, tokenId: number): Promise<void> {
  const [row] = await trx('apiTokens').where({ id: tokenId, userId }).delete().returning(['name', 'scope', 'expiresAt']);
  if (!row) throw Boom.notFound('API token not found');
  await recordAudit(trx, {
    entity: 'api-token',
    entityId: tokenId,
    action: 'revoked',
    changes: {
      name: { old: row.name, new: null },
      scope: { old: row.scope, new: null },
      expiresAt: { old: (row.expiresAt as Date).toISOString(), new: null },
      userId: { old: userId, new: null },
    },
  });
}
