import { callApi } from '@vsp/api-client';
import { api, type ChangePasswordPayload, type LoginPayload } from '@vsp/contract';

export const login = (payload: LoginPayload) => callApi(api.auth.login, { body: payload });

export const logout = () => callApi(api.auth.logout);

export const changePassword = (payload: ChangePasswordPayload) => callApi(api.auth.changePassword, { body: payload });

/** How long the session lasts; asking, like every call, extends it. */
export const readSessionTiming = () => callApi(api.auth.session);
