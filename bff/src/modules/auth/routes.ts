import Boom from '@hapi/boom';
import type { Request, ResponseToolkit, Server } from '@hapi/hapi';
import { api, PASSWORD_SIGN_IN_OFF, type ChangePasswordPayload, type LoginPayload, type SecondFactorCodePayload } from '@vsp/contract';
import { User } from '@vsp/db';
import Joi from 'joi';
import type { Config } from '../../config';
import { changeOf } from '../../lib/change-feed';
import { clientAddress } from '../../lib/client-address';
import { withoutControlCharacters } from '../../lib/fields';
import { answers, answersNoContent, at, domainModule, noContent } from '../../lib/route-table';
import { BEFORE_SECOND_FACTOR, SECOND_FACTOR_SETUP, SESSION_ONLY } from '../../lib/session-only';
import { cookieIsSecure, type SessionCookie } from '../../plugins/session';
import { PENDING_SIGN_IN_COOKIE, pendingSignIn } from '../../plugins/session/pending-sign-in';
import { destroySession } from '../../plugins/session/store';
import { newPassword } from './password-policy';
import {
  currentUserResponse,
  loginResponse,
  secondFactorEnabledResponse,
  secondFactorSetupResponse,
  secondFactorStatusResponse,
  sessionTimingResponse,
} from './responses';
import { enableSecondFactor, hasSecondFactor, SECOND_FACTOR_KEY_PURPOSE, startSetup } from './second-factor';
import {
  changePassword,
  completeSignIn,
  login,
  sessionTiming,
  sweepLoginFailures,
  toCurrentUser,
  turnOffSecondFactor,
  type SignedIn,
  type ThrottleRules,
} from './service';

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

// A code as typed, with room for spaces and dashes: six digits, or a recovery code.
const codePayload = Joi.object<SecondFactorCodePayload>({
  code: withoutControlCharacters(Joi.string().trim().min(1).max(64)).required(),
});

/** The key that seals the one-time-code apps' secrets. */
const secondFactorKey = (request: Request) => request.server.app.deriveKey(SECOND_FACTOR_KEY_PURPOSE);

/** The session a sign-in started: the cookie set, the replaced session forgotten here at once, a pending sign-in's cookie cleared. */
function signedIn(request: Request, h: ResponseToolkit, result: SignedIn, previousSid: string | undefined) {
  if (previousSid) request.server.app.changes.invalidate(changeOf.session(previousSid));
  if (request.state[PENDING_SIGN_IN_COOKIE] !== undefined) pendingSignIn.clear(h);
  request.cookieAuth.set({ sid: result.sid } satisfies SessionCookie);
  return h.response(result.user);
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
        ...BEFORE_SECOND_FACTOR,
        validate: { payload: loginPayload },
        description: 'Sign in; answers the current user and sets the session cookie',
        notes:
          'With PASSWORD_SIGN_IN=false only the system account may (403 for anyone else). ' +
          'For an account whose second factor is on, a right password answers `{ mfaRequired: true }` and signs nobody in: a code sent to POST /api/auth/login/mfa within 5 minutes, from the same browser, completes the sign-in.',
        ...answers(loginResponse, { errors: [401, 403, 429] }),
      },
      handler: async (request, h) => {
        const { username, password } = request.payload as LoginPayload;
        const { config, db, sessionTimes } = request.server.app;
        // With PASSWORD_SIGN_IN off, only the system account signs in with a password: the way in while the provider is down.
        if (!config.passwordSignIn && username.toLowerCase() !== config.adminUsername.toLowerCase()) throw Boom.forbidden(PASSWORD_SIGN_IN_OFF);
        const previousSid = currentSid(request);
        const result = await login(db, username, password, {
          address: clientAddress(request, config.trustProxyHops),
          throttle: throttleRules(config),
          times: sessionTimes,
          previousSid,
        });
        if ('sid' in result) return signedIn(request, h, result, previousSid);
        pendingSignIn.set(h, { ...result.codeFor, at: Date.now() }, cookieIsSecure(request));
        return h.response({ mfaRequired: true });
      },
    },
    {
      ...at(api.auth.loginMfa),
      options: {
        auth: { mode: 'try' },
        ...BEFORE_SECOND_FACTOR,
        validate: { payload: codePayload },
        description: 'Complete a sign-in with a code of the one-time-code app, or an unused recovery code',
        notes: 'Answers the current user and sets the session cookie. A wrong code counts as a failed sign-in; after the 5 minutes the password is asked for again (401).',
        ...answers(currentUserResponse, { errors: [401, 429] }),
      },
      handler: async (request, h) => {
        const pending = pendingSignIn.read(request);
        if (!pending) throw Boom.unauthorized('Your sign-in has expired. Please sign in again.');
        const { config, db, sessionTimes } = request.server.app;
        const previousSid = currentSid(request);
        const result = await completeSignIn(db, secondFactorKey(request), pending, (request.payload as SecondFactorCodePayload).code, {
          address: clientAddress(request, config.trustProxyHops),
          throttle: throttleRules(config),
          times: sessionTimes,
          previousSid,
        });
        return signedIn(request, h, result, previousSid);
      },
    },
    {
      ...at(api.auth.logout),
      // Like every other call it needs a session: without one there is nothing to end, and a 401 says so.
      options: { ...SECOND_FACTOR_SETUP, description: 'Sign out: the session row is deleted at once', ...answersNoContent() },
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
      options: { ...BEFORE_SECOND_FACTOR, description: 'The signed-in user; 401 when signed out', ...answers(currentUserResponse) },
      handler: (request) => toCurrentUser(request.auth.credentials.user!),
    },
    {
      ...at(api.auth.session),
      options: {
        ...SECOND_FACTOR_SETUP,
        description:
          'How long the session lasts: the idle timeout and when the session ends if nothing else happens; like every call, asking extends it',
        ...answers(sessionTimingResponse),
      },
      handler: (request) => sessionTiming(request.server.app.db, currentSid(request)!, request.server.app.sessionTimes),
    },
    {
      ...at(api.auth.mfa),
      options: {
        ...SECOND_FACTOR_SETUP,
        description: "The signed-in user's second factor: whether it is on, may be turned on, or must be before anything else",
        ...answers(secondFactorStatusResponse),
      },
      handler: async (request) => {
        const user = request.auth.credentials.user!;
        const { db, config } = request.server.app;
        const [enabled, account] = await Promise.all([hasSecondFactor(db, user.id), User.query(db).findById(user.id).select('sso')]);
        // A single sign-on's provider answers for the second factor: such a sign-in, and an account made by one, need none of the portal's.
        return { enabled, available: !account?.sso, setupRequired: config.mfaRequiredForAdmins && user.isAdmin && user.hasSecondFactor === false };
      },
    },
    {
      ...at(api.auth.mfaSetup),
      options: {
        ...SECOND_FACTOR_SETUP,
        description: 'Start setting up a one-time-code app: a new secret and its otpauth URI, in force once a code confirms it',
        ...answers(secondFactorSetupResponse, { errors: [409] }),
      },
      handler: (request) => startSetup(request.server.app.db, secondFactorKey(request), request.auth.credentials.user!.id),
    },
    {
      ...at(api.auth.mfaEnable),
      options: {
        ...SECOND_FACTOR_SETUP,
        validate: { payload: codePayload },
        description: "Turn the second factor on with a code of the app; answers ten single-use recovery codes, shown this once",
        ...answers(secondFactorEnabledResponse, { errors: [409] }),
      },
      handler: async (request) => {
        const userId = request.auth.credentials.user!.id;
        const recoveryCodes = await enableSecondFactor(request.server.app.db, secondFactorKey(request), userId, (request.payload as SecondFactorCodePayload).code);
        // This process's sessions of the user know at once; the others when the database notifies them.
        request.server.app.changes.invalidate(changeOf.user(userId));
        return { recoveryCodes };
      },
    },
    {
      ...at(api.auth.mfaDisable),
      options: {
        ...SESSION_ONLY,
        validate: { payload: codePayload },
        description: 'Turn the second factor off with a current code or a recovery code (a wrong one counts as a failed sign-in)',
        notes: 'Refused (409) to an administrator while MFA_REQUIRED_FOR_ADMINS is set.',
        ...answersNoContent([409, 429]),
      },
      handler: async (request, h) => {
        const { config, db, changes } = request.server.app;
        const user = request.auth.credentials.user!;
        if (config.mfaRequiredForAdmins && user.isAdmin) throw Boom.conflict('Administrators must keep a second factor');
        await turnOffSecondFactor(db, secondFactorKey(request), user.id, {
          code: (request.payload as SecondFactorCodePayload).code,
          address: clientAddress(request, config.trustProxyHops),
          throttle: throttleRules(config),
        });
        changes.invalidate(changeOf.user(user.id));
        return noContent(h);
      },
    },
  ],
  sweepFailures,
);
