import type { Request, Server } from '@hapi/hapi';
import { api, type LoginPayload } from '@vsp/contract';
import Joi from 'joi';
import { clientAddress } from '../../lib/client-address';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import type { SessionCookie } from '../../plugins/session';
import { destroySession } from '../../plugins/session/store';
import { currentUserResponse } from './responses';
import { login, sweepLoginFailures, toCurrentUser } from './service';

const SWEEP_EVERY_MS = 10 * 60_000;

// Bounds on what sign-in reads, well above any stored value: anything longer is refused before a lookup or a hash.
const LOGIN_USERNAME_MAX = 200;
const LOGIN_PASSWORD_MAX = 1000;

const loginPayload = Joi.object<LoginPayload>({
  username: Joi.string().trim().min(1).max(LOGIN_USERNAME_MAX).required(),
  password: Joi.string().min(1).max(LOGIN_PASSWORD_MAX).required(),
});

function currentSid(request: Request): string | undefined {
  const auth = request.auth.artifacts as unknown as SessionCookie | null | undefined;
  return auth?.sid;
}

/** Forgets old failure counters every few minutes while the server runs. */
function sweepFailures(server: Server): void {
  const { config, db } = server.app;
  const rules = { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes };
  const timer = setInterval(() => {
    sweepLoginFailures(db, rules).catch((error: unknown) => server.log(['warn', 'auth'], error as object));
  }, SWEEP_EVERY_MS);
  timer.unref();
  server.events.on('stop', () => clearInterval(timer));
}

export const authRoutes = domainModule(
  'auth',
  [
    {
      ...at(api.auth.login),
      options: {
        auth: { mode: 'try' },
        validate: { payload: loginPayload },
        description: 'Sign in; answers the current user and sets the session cookie',
        ...answers(currentUserResponse, { errors: [401, 429] }),
      },
      handler: async (request, h) => {
        const { username, password } = request.payload as LoginPayload;
        const { config, db, sessionTimes } = request.server.app;
        const result = await login(db, username, password, {
          address: clientAddress(request, config.trustProxy),
          throttle: { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes },
          times: sessionTimes,
          previousSid: currentSid(request),
        });
        request.cookieAuth.set({ sid: result.sid } satisfies SessionCookie);
        return h.response(result.user);
      },
    },
    {
      ...at(api.auth.logout),
      options: { auth: { mode: 'try' }, description: 'Sign out: the session row is deleted at once', ...answersNoContent() },
      handler: async (request, h) => {
        const sid = currentSid(request);
        if (sid) await destroySession(request.server.app.db, sid);
        request.cookieAuth.clear();
        return noContent(h);
      },
    },
    {
      ...at(api.auth.me),
      options: { description: 'The signed-in user; 401 when signed out', ...answers(currentUserResponse) },
      handler: (request) => toCurrentUser(request.auth.credentials.user!),
    },
  ],
  sweepFailures,
);
