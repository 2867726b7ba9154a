/**
 * What the calls tell the shell about the session. Every call made through this client extends the
 * session's idle time on the server, so the time of the last one says when the session would end;
 * a 401 on any call means the session has ended (expired, or signed out elsewhere). Sign-in is the
 * one call whose 401 means something else: a wrong username or password.
 */
import { api } from '@vsp/contract';

type Listener = () => void;

const sentListeners = new Set<Listener>();
const expiredListeners = new Set<Listener>();
let lastSentAt: number | null = null;

function listen(listeners: Set<Listener>, listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Called by the client as each request leaves. */
export function noteCallSent(): void {
  lastSentAt = Date.now();
  for (const listener of [...sentListeners]) listener();
}

/** The sign-in steps, whose 401 is a wrong password or code, not an ended session. */
const SIGN_IN = [api.auth.login, api.auth.loginMfa];

/** Called by the client with every refused call; a 401 other than sign-in's means the session ended. */
export function noteRefusal(method: string, path: string, status: number): void {
  if (status !== 401 || SIGN_IN.some((step) => method === step.method && path === step.path())) return;
  for (const listener of [...expiredListeners]) listener();
}

/** When the last call was sent (epoch ms), or null before the first. */
export function lastCallSentAt(): number | null {
  return lastSentAt;
}

/** Tells the listener of every call sent, until the answer is called. */
export function onCallSent(listener: Listener): () => void {
  return listen(sentListeners, listener);
}

/**
 * Tells the listener of every call refused because the session has ended, until the answer is
 * called. The shell listens only while someone is signed in.
 */
export function onSessionExpired(listener: Listener): () => void {
  return listen(expiredListeners, listener);
}
