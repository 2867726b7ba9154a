import { callApi, useAction, useApi } from '@vsp/api-client';
import { api, staleAfter, type ApiToken } from '@vsp/contract';

/** The signed-in administrator's own API tokens, newest first; never the tokens themselves. */
export const useApiTokens = () => useApi(api.tokens.list);

/** Revokes one token: every server process refuses it from the moment the answer comes. */
export function useRevokeToken() {
  const { run, pending } = useAction();
  const revoke = (token: ApiToken) =>
    run(() => callApi(api.tokens.revoke, { params: { id: token.id } }), {
      stale: staleAfter.tokenChange,
      success: { title: 'Token revoked successfully' },
      failure: 'Failed to revoke token',
    });
  return { revoke, pending };
}
