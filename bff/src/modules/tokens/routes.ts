import { api, type ApiTokenPayload } from '@vsp/contract';
import { asCaller, callerId } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { changeOf } from '../../lib/change-feed';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { SESSION_ONLY } from '../../lib/session-only';
import { idParams } from '../../lib/validation';
import { createdTokenResponse, tokenListResponse } from './responses';
import { tokenPayload } from './schemas';
import { createToken, listTokens, revokeToken } from './service';

// Each write runs in a transaction naming the administrator (asCaller), so the audit log records who made it.
export const tokenRoutes = domainModule('tokens', [
  {
    ...at(api.tokens.list),
    options: {
      auth: ADMIN_ONLY,
      description: "The caller's own API tokens, with when each was last used; never the tokens themselves",
      ...answers(tokenListResponse),
    },
    handler: (request) => listTokens(request.server.app.db, callerId(request)),
  },
  {
    ...at(api.tokens.create),
    options: {
      auth: ADMIN_ONLY,
      ...SESSION_ONLY,
      description: 'Make an API token for yourself; the answer holds the token, shown this once',
      notes:
        'Send it as `Authorization: Bearer <token>` on any API route you may call: a read token allows GET requests only, a write token your changes too. It is refused (401) once expired or revoked, and (403) once you are no longer an administrator.',
      validate: { payload: tokenPayload },
      ...answers(createdTokenResponse, { status: 201 }),
    },
    handler: async (request, h) => created(h, await asCaller(request, (trx) => createToken(trx, callerId(request), request.payload as ApiTokenPayload))),
  },
  {
    ...at(api.tokens.revoke),
    options: {
      auth: ADMIN_ONLY,
      ...SESSION_ONLY,
      description: 'Revoke one of your API tokens: every server process refuses it from this moment',
      validate: { params: idParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      const tokenId = request.params.id as number;
      await asCaller(request, (trx) => revokeToken(trx, callerId(request), tokenId));
      // This process forgets it at once; the others when the database notifies them.
      request.server.app.changes.invalidate(changeOf.token(tokenId));
      return noContent(h);
    },
  },
]);
