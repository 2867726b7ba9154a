import { useApi } from '@vsp/api-client';
import { api } from '@vsp/contract';

/**
 * The signed-in person's second factor: on or off, and whether it must be set up before anything
 * else. `read` false waits without a request (only administrators can be made to set one up).
 */
export const useSecondFactor = (read = true) => useApi(api.auth.mfa, ...(read ? [] : ([null] as const)));
