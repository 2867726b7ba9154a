import type { Request, Server } from '@hapi/hapi';
import { api, type ChangePasswordPayload, type LoginPayload } from '@vsp/contract';
import Joi from 'joi';
import type { Config } from '../../config';
import { changeOf } from '../../lib/change-feed';
import { clientAddress } from '../../lib/client-address';
import { withoutControlCharacters } from '../../lib/fields';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import { SESSION_ONLY } from '../../lib/session-only';
import type { SessionCookie } from '../../plugins/session';
import { destroySession } from '../../plugins/session/store';
import { newPassword } from './password-policy';
import { currentUserResponse, sessionTimingResponse } from './responses';
import { changePassword, login, sessionTiming, sweepLoginFailures, toCurrentUser, type ThrottleRules } from './service';

const SWEEP_EVERY_MS = 10 * 60_000;

// Bounds on what sign-in reads, well above any stored value: anything longer is refused before a lookup or a hash.
const LOGIN_USERNAME_MAX = 200;
const LOGIN_PASSWORD_MAX = 1000;

// Sign-in does not apply the password policy: passwords set before it keep working.
const loginPayload = Joi.object<LoginPayload>({
  username: withoutControlCharacters(Joi.string().trim().min(1).max(LOGIN_USERNAME_MAX)).required(),
  password: withoutControlCharacters(Joi.string().min(1).max(LOGIN_PASSWORD_MAX)).required(),
});

const changePasswordPayload = Joi.object<ChangePasswordPayload>({
  currentPassword: withoutControlCharacters(Joi.string().min(1).max(LOGIN_PASSWORD_MAX)).required(),
  newPassword: withoutControlCharacters(newPassword).required(),
});

function throttleRules(config: Config): ThrottleRules {
  return { maxFailures: config.loginMaxFailures, lockMinutes: config.loginLockMinutes, maxFailuresPerAddress: config.loginMaxFailuresPerAddress };
}

function currentSid(request: Request): string | undefined {
  const auth = request.auth.artifacts as unknown as SessionCookie | null | undefined;
  return auth?.sid;
}

/** Forgets old failure counters every few minutes while the server runs. */
function sweepFailures(server: Server): void {
  const { config, db } = server.app;
  const rules = throttleRules(config);
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
        const { config, db, sessionTimes, changes } = request.server.app;
        const previousSid = currentSid(request);
        const result = await login(db, username, password, {
          address: clientAddress(request, config.trustProxyHops),
          throttle: throttleRules(config),
          times: sessionTimes,
          previousSid,
        });
        if (previousSid) changes.invalidate(changeOf.session(previousSid));
        request.cookieAuth.set({ sid: result.sid } satisfies SessionCookie);
        return h.response(result.user);
      },
    },
    {
      ...at(api.auth.logout),
      // Like every other call it needs a session: without one there is nothing to end, and a 401 says so.
      options: { ...SESSION_ONLY, description: 'Sign out: the session row is deleted at once', ...answersNoContent() },
      handler: async (request, h) => {
        const sid = currentSid(request)!;
        await destroySession(request.server.app.db, sid);
        // This process forgets it at once; the others when the database notifies them.
        request.server.app.changes.invalidate(changeOf.session(sid));
        request.cookieAuth.clear();
        return noContent(h);
      },
    },
    {
      ...at(api.auth.changePassword),
      options: {
        ...SESSION_ONLY,
        validate: { payload: changePasswordPayload },
        description:
          'Change your own password: the current one is required (a wrong one counts as a failed sign-in); every session of the user ends, and a new session cookie keeps the caller signed in',
        ...answersNoContent([429]),
      },
      handler: async (request, h) => {
        const { currentPassword, newPassword: password } = request.payload as ChangePasswordPayload;
        const { config, db, sessionTimes, changes } = request.server.app;
        const userId = request.auth.credentials.user!.id;
        const sid = await changePassword(db, userId, {
          currentPassword,
          newPassword: password,
          address: clientAddress(request, config.trustProxyHops),
          throttle: throttleRules(config),
          times: sessionTimes,
        });
        // This process forgets the user's ended sessions at once; the others when the database notifies them.
        changes.invalidate(changeOf.user(userId));
        request.cookieAuth.set({ sid } satisfies SessionCookie);
        return noContent(h);
      },
    },
    {
      ...at(api.auth.me),
      options: { description: 'The signed-in user; 401 when signed out', ...answers(currentUserResponse) },
      handler: (request) => toCurrentUser(request.auth.credentials.user!),
    },
    {
      ...at(api.auth.session),
      options: {
        ...SESSION_ONLY,
        description:
          'How long the session lasts: the idle timeout and when the session ends if nothing else happens; like every call, asking extends it',
        ...answers(sessionTimingResponse),
      },
      handler: (request) => sessionTiming(request.server.app.db, currentSid(request)!, request.server.app.sessionTimes),
    },
  ],
  sweepFailures,
);
