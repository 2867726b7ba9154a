import type { Server, ServerInjectOptions, ServerInjectResponse } from '@hapi/hapi';
import { api, type ApiTokenPayload, type CreatedApiToken } from '@vsp/contract';
import { json, request, to } from './server';

/** Makes an API token through the route, as its owner signed in with `cookie`. */
export async function makeToken(server: Server, cookie: string, payload: Partial<ApiTokenPayload> = {}): Promise<CreatedApiToken> {
  const response = await request(server, cookie, { ...to(api.tokens.create), payload: { name: 'Integration', scope: 'read', expiresInDays: 30, ...payload } });
  if (response.statusCode !== 201) throw new Error(`Making a token failed: ${response.statusCode} ${response.payload}`);
  return json<CreatedApiToken>(response);
}

/** Injects a request carrying `token` as its bearer token, and no cookie. */
export function withToken(server: Server, token: string, options: ServerInjectOptions): Promise<ServerInjectResponse> {
  return server.inject({ ...options, headers: { authorization: `Bearer ${token}`, ...options.headers } });
}
