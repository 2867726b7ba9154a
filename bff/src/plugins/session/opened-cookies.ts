import { randomUUID } from 'node:crypto';
import Iron from '@hapi/iron';
import { LRUCache } from 'lru-cache';

type Unseal = typeof Iron.unseal;

/**
 * Marks the keys whose cookies are kept. hapi keeps a deep copy of a cookie's settings, keys
 * included, so the keys are known again by this mark, which the copy carries, not by identity.
 */
const OPENED = Symbol('opened cookies');

/** What a cookie opened to, and until when (ms since the epoch) it may be given without opening it again. */
interface Opened {
  value: object;
  until: number;
}

interface OpenedCookies {
  cookies: LRUCache<string, Opened>;
  maxAgeMs: number;
}

const openedWith = new Map<string, OpenedCookies>();
let unsealEach: Unseal | undefined;

/** The seal's own expiry (the sixth of iron's `*`-separated parts), in ms since the epoch; undefined when it has none. */
function sealExpiry(sealed: string): number | undefined {
  const expiration = sealed.split('*')[5];
  return expiration ? Number(expiration) : undefined;
}

function openedCookiesOf(password: unknown): OpenedCookies | undefined {
  const mark = typeof password === 'object' && password !== null ? (password as { [OPENED]?: string })[OPENED] : undefined;
  return mark === undefined ? undefined : openedWith.get(mark);
}

/**
 * Puts the keeping in front of iron's `unseal`, once per process. It works while hapi's statehood
 * and this module share one copy of @hapi/iron; the session tests count the decryptions, so a
 * second copy would show there.
 */
function keepOpenedCookies(): void {
  if (unsealEach) return;
  const unseal = (unsealEach = Iron.unseal);
  (Iron as { unseal: Unseal }).unseal = async (sealed, password, options) => {
    const opened = openedCookiesOf(password);
    if (!opened) return unseal(sealed, password, options);
    const known = opened.cookies.get(sealed);
    // A copy each time, as iron gives: whoever receives it may change it.
    if (known && known.until > Date.now()) return structuredClone(known.value);
    const value: unknown = await unseal(sealed, password, options);
    const until = Math.min(sealExpiry(sealed) ?? Infinity, Date.now() + opened.maxAgeMs);
    if (typeof value === 'object' && value !== null && until > Date.now()) opened.cookies.set(sealed, { value: structuredClone(value), until });
    return value;
  };
}

/**
 * Opens each session cookie once per process. Opening one (@hapi/iron: an HMAC check and an AES
 * decryption, each through new crypto objects) was a third of the CPU of a signed-in read, yet a
 * browser sends the same sealed text on every request and it always opens to the same session id.
 * So what a cookie sealed with these keys holds is kept, by its sealed text, for at most `maxAgeMs`
 * (a session's longest life) and never past the seal's own expiry when it has one; the session row
 * still decides on every request whether that session is live, so signing out and expiry act as
 * before. Only a seal that passed iron's checks is kept: a forged or altered cookie is checked in
 * full every time. At most `max` cookies are kept, the least recently used leaving first.
 *
 * hapi opens cookies in its state step through @hapi/statehood, which calls `unseal` on the
 * @hapi/iron module it shares with this one and offers no hook of its own, so the keeping sits in
 * front of that function. Calls with any other keys go to iron unchanged.
 *
 * Returns the keys to give hapi, marked (and frozen: keys changed in place would still find what the
 * old ones opened), and `forget`, which empties what was kept, for when the server stops.
 */
export function openCookiesOnce<Keys extends object>(keys: Keys, maxAgeMs: number, max = 50_000): { keys: Keys; forget: () => void } {
  keepOpenedCookies();
  const mark = randomUUID();
  const opened: OpenedCookies = { cookies: new LRUCache({ max }), maxAgeMs };
  openedWith.set(mark, opened);
  return { keys: Object.freeze({ ...keys, [OPENED]: mark }), forget: () => opened.cookies.clear() };
}
