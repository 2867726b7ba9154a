import { hkdfSync } from 'node:crypto';
import Boom from '@hapi/boom';
import Cookie from '@hapi/cookie';
import type { AuthArtifacts, Plugin, Request } from '@hapi/hapi';
import { SECOND_FACTOR_SETUP_REQUIRED } from '@vsp/contract';
import { COOKIE_SECRET } from '@vsp/db';
import type { Knex } from 'knex';
import type { Config } from '../../config';
import { bearerToken } from '../../lib/api-token';
import { tokenCredentials } from './bearer';
import { SessionCache } from './cache';
import { pendingSignIn } from './pending-sign-in';
import { findSession, sweepExpiredSessions, type SessionTimes } from './store';
import { TokenCache } from './token-cache';

/** The session cookie's name on plain http, as on a developer's machine. */
export const SESSION_COOKIE = 'vsp_session';
/**
 * Its name whenever it is Secure: with the `__Host-` prefix a browser takes it only over https, for
 * the whole host and no other, so a sibling site on the parent domain can neither set nor shadow it.
 */
export const SECURE_SESSION_COOKIE = `__Host-${SESSION_COOKIE}`;
const SWEEP_EVERY_MS = 10 * 60_000;

export interface SessionCookie {
  sid: string;
}

type CookieAuth = Request['cookieAuth'];

/**
 * The two cookies, each kept by its own @hapi/cookie strategy; the Secure one is read first, and
 * alone whenever the cookie is Secure. The routes use neither decoration directly but
 * `request.cookieAuth`, which picks the right one.
 */
const COOKIES = [
  { name: SECURE_SESSION_COOKIE, isSecure: true, strategy: 'session-secure-cookie', decorator: 'secureSessionCookieAuth' },
  { name: SESSION_COOKIE, isSecure: false, strategy: 'session-plain-cookie', decorator: 'plainSessionCookieAuth' },
] as const;
type SessionCookieKind = (typeof COOKIES)[number];

async function cookiePassword(config: Config, db: Knex): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const row = await db('server_secrets').where({ name: COOKIE_SECRET }).first('value');
  if (!row) throw new Error('The cookie secret is missing: run the migrations and base seeds first');
  return row.value as string;
}

/**
 * The cookie's keys for @hapi/iron. A password string costs two PBKDF2 derivations on every request
 * that carries a cookie; keys derived once here (HKDF, one for encryption and one for integrity) are
 * used as they are. New cookies are sealed with them under the key id `k1`; a cookie sealed before,
 * without an id, still opens with the password itself, so nobody is signed out by the change.
 */
function cookieKeys(secret: string) {
  const key = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, '', `vsp session cookie ${purpose}`, 32));
  const current = { encryption: key('encryption'), integrity: key('integrity') };
  return { id: 'k1', ...current, k1: current, default: secret };
}

/**
 * Whether the browser reached us over https: directly, or as the nearest trusted proxy says in
 * X-Forwarded-Proto. Only a proxy we trust is believed; the entry it wrote is the one `hops` from the
 * end, since each proxy appends its own (or the only one, when a proxy replaces the header).
 */
export function arrivedOverHttps(request: Request, trustProxyHops: number): boolean {
  if (request.server.info.protocol === 'https') return true;
  const header = request.headers['x-forwarded-proto'];
  if (trustProxyHops === 0 || typeof header !== 'string') return false;
  const entries = header.split(',').map((entry) => entry.trim().toLowerCase());
  return entries[Math.max(0, entries.length - trustProxyHops)] === 'https';
}

/** Whether the session cookie of a request is Secure: over https, or always with COOKIE_SECURE. */
export function cookieIsSecure(request: Request): boolean {
  const { config } = request.server.app;
  return config.cookieSecure || arrivedOverHttps(request, config.trustProxyHops);
}

function isSessionCookie(value: unknown): value is SessionCookie {
  return typeof value === 'object' && value !== null && typeof (value as SessionCookie).sid === 'string';
}

/** Of a cookie name the browser sent twice (hapi then reads an array), the first value that unsealed. */
function firstSession(value: unknown): SessionCookie | undefined {
  return (Array.isArray(value) ? value : [value]).find(isSessionCookie);
}

/** The @hapi/cookie decoration of one of the two cookies, for setting and clearing it. */
function cookieAuthOf(request: Request, cookie: SessionCookieKind): CookieAuth {
  return (request as unknown as Record<string, CookieAuth>)[cookie.decorator];
}

/**
 * Cookie sessions through @hapi/cookie: the sealed cookie carries only the session id; the row in
 * `sessions` decides, so logout and expiry act at once on every replica.
 *
 * The cookie is Secure (and so named with `__Host-`) whenever the request came over https or
 * COOKIE_SECURE is set; plain http keeps the plain name so a developer's machine works. Then only
 * the `__Host-` cookie is read: a plain one can be set by any site on the parent domain, which
 * would sign the browser in to a session of the other site's choosing (login CSRF, fixation). On
 * plain http both names are read, the Secure one first; signing in clears the one that is not written.
 *
 * A session row that cannot be read (the database is away) never signs anyone out: the request is
 * answered 503 and the cookie is left as it is, since @hapi/cookie would clear it on a failed validation.
 *
 * An API request may instead carry an administrator's API token (`Authorization: Bearer vsp_…`, see
 * bearer.ts): then the token alone decides, and no cookie is read. A token acts as its owner, except
 * on the routes marked SESSION_ONLY (the account and the session themselves).
 */
export const sessionPlugin: Plugin<void> = {
  name: 'session',
  async register(server) {
    const { config, db } = server.app;
    const times: SessionTimes = {
      idleMs: config.sessionIdleMinutes * 60_000,
      absoluteMs: config.sessionAbsoluteHours * 3_600_000,
    };
    server.app.sessionTimes = times;
    const secret = await cookiePassword(config, db);
    const password = cookieKeys(secret);
    // Keys for other purposes (a second factor's secrets), from the same secret and each its own.
    server.app.deriveKey = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, '', purpose, 32));
    // The session cookie's keys, for the other short-lived sealed cookies of signing in.
    server.app.cookieKeys = password;
    pendingSignIn.register(server, password);
    const cache = new SessionCache(server.app.changes);
    server.app.sessionCache = cache;
    const tokens = { db, changes: server.app.changes, cache: new TokenCache(server.app.changes) };

    // Why a request's session could not be read; answered once authentication is over.
    const unreadable = new WeakMap<Request, unknown>();

    await server.register(Cookie);
    for (const cookie of COOKIES) {
      server.auth.strategy(cookie.strategy, 'cookie', {
        cookie: {
          name: cookie.name,
          // hapi's type names only the string form; statehood hands keys to @hapi/iron as they are.
          password: password as unknown as string,
          isSecure: cookie.isSecure,
          isHttpOnly: true,
          isSameSite: 'Lax',
          path: '/',
          ttl: times.absoluteMs,
          // A cookie that does not unseal (an old secret, a forgery) or names an ended session is cleared.
          clearInvalid: true,
        },
        requestDecoratorName: cookie.decorator,
        validate: async (request, value) => {
          const sealed = firstSession(value);
          if (!sealed) return { isValid: false };
          try {
            const session = await findSession(db, sealed.sid, times, cache);
            if (!session) return { isValid: false };
            return { isValid: true, credentials: { user: session.user, scope: session.user.isAdmin ? ['admin'] : [] } };
          } catch (error) {
            // Valid for now without a user or scope; the onCredentials step below answers the failure.
            unreadable.set(request!, error);
            return { isValid: true, credentials: {} };
          }
        },
      });
    }

    /** The cookies a request's session may come from: the Secure one alone when the cookie is Secure. */
    const accepted = (request: Request) => (cookieIsSecure(request) ? COOKIES.filter((cookie) => cookie.isSecure) : COOKIES);

    // One strategy, under the name routes use, that reads the Secure cookie first and then, on plain http, the plain one.
    server.auth.scheme('session-cookies', () => ({
      authenticate: async (request, h) => {
        const token = bearerToken(request);
        if (token !== undefined) return h.authenticated({ credentials: await tokenCredentials(tokens, token, request.method) });
        // Only the names the browser sent are tried, so a request without a session costs no check at all.
        for (const cookie of accepted(request).filter(({ name }) => request.state[name] !== undefined)) {
          try {
            const { credentials, artifacts } = await server.auth.test(cookie.strategy, request);
            return h.authenticated({ credentials, artifacts: firstSession(artifacts) as unknown as AuthArtifacts });
          } catch (error) {
            // A cookie that unsealed to nothing: try the next name. Any other refusal (an ended session) is the answer.
            if (!(error as Boom.Boom & { isMissing?: boolean }).isMissing) return h.unauthenticated(error as Error);
          }
        }
        return h.unauthenticated(Boom.unauthorized(null, 'cookie'));
      },
    }));
    server.auth.strategy('session', 'session-cookies');
    server.auth.default('session');

    // Thrown from here rather than from authentication, where routes that also serve the signed-out
    // (sign-in) would take it for "not signed in": the errors plugin answers a database outage 503.
    server.ext('onCredentials', (request, h) => {
      if (unreadable.has(request)) throw unreadable.get(request);
      return h.continue;
    });

    server.ext('onPostAuth', (request, h) => {
      // A route open to visitors as well (mode `try`) would otherwise serve a refused token as a visitor.
      if (request.auth.error && bearerToken(request) !== undefined) throw request.auth.error;
      const credentials = request.auth.credentials;
      const route = request.route.settings.app;
      if (credentials?.app?.token && route?.sessionOnly) throw Boom.forbidden('This needs a signed-in session: an API token cannot call it');
      // An administrator signed in with a password and no second factor, while one is required, sets it up first.
      if (config.mfaRequiredForAdmins && credentials?.user?.isAdmin && credentials.user.hasSecondFactor === false && !route?.beforeSecondFactor) {
        throw Boom.forbidden(SECOND_FACTOR_SETUP_REQUIRED);
      }
      return h.continue;
    });

    // `request.cookieAuth` for the routes: the cookie this request's protocol calls for is written, and
    // the other one, if the browser sent it, is cleared so that a browser never holds two sessions.
    server.decorate(
      'request',
      'cookieAuth',
      (request: Request): CookieAuth => {
        const written = () => COOKIES.find((cookie) => cookie.isSecure === cookieIsSecure(request))!;
        const sent = () => COOKIES.filter((cookie) => request.state[cookie.name] !== undefined);
        const writeOnly = (write: (own: CookieAuth) => void) => {
          const own = written();
          // @hapi/cookie's clear forgets the request's session, which a keyed set or ttl still needs.
          const artifacts = request.auth.artifacts;
          for (const other of sent()) if (other !== own) cookieAuthOf(request, other).clear();
          request.auth.artifacts = artifacts;
          write(cookieAuthOf(request, own));
        };
        return {
          set: (...args: unknown[]) => writeOnly((own) => Reflect.apply(own.set, own, args)),
          clear: (key?: string) => {
            if (key !== undefined) return writeOnly((own) => own.clear(key));
            for (const cookie of sent().length ? sent() : [written()]) cookieAuthOf(request, cookie).clear();
          },
          ttl: (msecs: number) => writeOnly((own) => own.ttl(msecs)),
        };
      },
      { apply: true },
    );

    const timer = setInterval(() => {
      sweepExpiredSessions(db).catch((error: unknown) => server.log(['warn', 'session'], error as object));
    }, SWEEP_EVERY_MS);
    timer.unref();
    server.events.on('stop', () => clearInterval(timer));
  },
};
