import { api, SECOND_FACTOR_WINDOW_MINUTES } from '@vsp/contract';
import { sealedCookie } from '../../lib/sealed-cookie';

/** A right password whose second factor is still to come: who, under which sign-in name, and when. */
export interface PendingSignIn {
  userId: number;
  /** The sign-in name as typed, whose throttle counters the codes count against. */
  username: string;
  /** Epoch ms of the right password. */
  at: number;
}

/** The cookie's name; sent only to the sign-in steps. */
export const PENDING_SIGN_IN_COOKIE = 'vsp_sign_in';

function isPending(value: unknown): value is PendingSignIn {
  const pending = value as PendingSignIn | null;
  return typeof pending === 'object' && pending !== null && typeof pending.userId === 'number' && typeof pending.username === 'string' && typeof pending.at === 'number';
}

/**
 * Between a right password and the code, the browser holds this sealed cookie and no session: any
 * replica takes the code. It is sent only to the sign-in steps (SameSite=Strict) and lasts
 * SECOND_FACTOR_WINDOW_MINUTES.
 */
export const pendingSignIn = sealedCookie({
  name: PENDING_SIGN_IN_COOKIE,
  path: api.auth.login.path(),
  sameSite: 'Strict',
  windowMs: SECOND_FACTOR_WINDOW_MINUTES * 60_000,
  isValue: isPending,
});
