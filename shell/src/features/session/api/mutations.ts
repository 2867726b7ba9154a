import type { CurrentUser, LoginPayload } from '@vsp/bff/api-types';
import { send } from '@vsp/api-client';

export function login(payload: LoginPayload): Promise<CurrentUser> {
  return send<CurrentUser>('POST', '/api/auth/login', payload);
}

export function logout(): Promise<void> {
  return send<void>('POST', '/api/auth/logout');
}
