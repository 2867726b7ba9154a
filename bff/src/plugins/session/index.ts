import Cookie from '@hapi/cookie';
import type { Plugin, Request } from '@hapi/hapi';
import { COOKIE_SECRET } from '@vsp/db';
import type { Knex } from 'knex';
import type { Config } from '../../config';
import { findSession, sweepExpiredSessions, type SessionTimes } from './store';

export const SESSION_COOKIE = 'vsp_session';
const SWEEP_EVERY_MS = 10 * 60_000;

export interface SessionCookie {
  sid: string;
}

async function cookiePassword(config: Config, db: Knex): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  const row = await db('server_secrets').where({ name: COOKIE_SECRET }).first('value');
  if (!row) throw new Error('The cookie secret is missing: run the migrations and base seeds first');
  return row.value as string;
}

/**
 * Cookie sessions: the sealed cookie carries only the session id; the row in `sessions` decides,
 * so logout and expiry act at once on every replica.
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

    await server.register(Cookie);
    server.auth.strategy('session', 'cookie', {
      cookie: {
        name: SESSION_COOKIE,
        password: await cookiePassword(config, db),
        isSecure: config.cookieSecure,
        isHttpOnly: true,
        isSameSite: 'Lax',
        path: '/',
        ttl: times.absoluteMs,
        clearInvalid: true,
      },
      validate: async (_request: Request, cookie: SessionCookie) => {
        if (typeof cookie?.sid !== 'string') return { isValid: false };
        const session = await findSession(db, cookie.sid, times);
        if (!session) return { isValid: false };
        return {
          isValid: true,
          credentials: { user: session.user, scope: session.user.isAdmin ? ['admin'] : [] },
        };
      },
    });
    server.auth.default('session');

    const timer = setInterval(() => {
      sweepExpiredSessions(db).catch((error: unknown) => server.log(['warn', 'session'], error as object));
    }, SWEEP_EVERY_MS);
    timer.unref();
    server.events.on('stop', () => clearInterval(timer));
  },
};
