import { callApi } from '@vsp/api-client';
import { api, type ChangePasswordPayload, type LoginPayload } from '@vsp/contract';

export const login = (payload: LoginPayload) => callApi(api.auth.login, { body: payload });

/** The second step of signing in: a code of the app, or a recovery code. */
export const completeSignIn = (code: string) => callApi(api.auth.loginMfa, { body: { code } });

export const logout = () => callApi(api.auth.logout);

export const changePassword = (payload: ChangePasswordPayload) => callApi(api.auth.changePassword, { body: payload });

/** How long the session lasts; asking, like every call, extends it. */
export const readSessionTiming = () => callApi(api.auth.session);

/** A new secret for a one-time-code app, in force once a code confirms it. */
export const startSecondFactorSetup = () => callApi(api.auth.mfaSetup);

export const enableSecondFactor = (code: string) => callApi(api.auth.mfaEnable, { body: { code } });

export const disableSecondFactor = (code: string) => callApi(api.auth.mfaDisable, { body: { code } });
