import { callApi } from '@vsp/api-client';
import { api, type LoginPayload } from '@vsp/contract';

export const login = (payload: LoginPayload) => callApi(api.auth.login, { body: payload });

export const logout = () => callApi(api.auth.logout);
