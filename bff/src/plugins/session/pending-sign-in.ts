import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { api, SECOND_FACTOR_WINDOW_MINUTES } from '@vsp/contract';

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

const WINDOW_MS = SECOND_FACTOR_WINDOW_MINUTES * 60_000;

function isPending(value: unknown): value is PendingSignIn {
  const pending = value as PendingSignIn | null;
  return typeof pending === 'object' && pending !== null && typeof pending.userId === 'number' && typeof pending.username === 'string' && typeof pending.at === 'number';
}

/**
 * Between a right password and the code, the browser holds a sealed cookie and no session: nothing
 * is kept on the server, so any replica takes the code. It is sealed with the session cookie's keys,
 * sent only to the sign-in steps (SameSite=Strict), Secure whenever the session cookie is, and lasts
 * SECOND_FACTOR_WINDOW_MINUTES, which the sealed time enforces whatever the browser keeps.
 */
export function registerPendingSignIn(server: Server, password: object): void {
  server.state(PENDING_SIGN_IN_COOKIE, {
    encoding: 'iron',
    // hapi's type names only the string form; statehood hands keys to @hapi/iron as they are.
    password: password as unknown as string,
    ttl: WINDOW_MS,
    isHttpOnly: true,
    isSameSite: 'Strict',
    path: api.auth.login.path(),
    clearInvalid: true,
    ignoreErrors: true,
  });
}

/** This browser's pending sign-in, while its window lasts. */
export function pendingSignInOf(request: Request): PendingSignIn | undefined {
  const value: unknown = request.state[PENDING_SIGN_IN_COOKIE];
  return isPending(value) && Date.now() - value.at < WINDOW_MS ? value : undefined;
}

export function setPendingSignIn(h: ResponseToolkit, pending: PendingSignIn, isSecure: boolean): void {
  h.state(PENDING_SIGN_IN_COOKIE, pending, { isSecure });
}

export function clearPendingSignIn(h: ResponseToolkit): void {
  h.unstate(PENDING_SIGN_IN_COOKIE);
}
