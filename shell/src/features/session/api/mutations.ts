import type { CurrentUser, LoginPayload } from '@vsp/bff/api-types';
import { apiRequest } from '../../../lib/api';

export function login(payload: LoginPayload): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('/api/auth/login', { method: 'POST', body: payload });
}

export function logout(): Promise<void> {
  return apiRequest<void>('/api/auth/logout', { method: 'POST' });
}
