import type { Request, ResponseToolkit, ServerRoute } from '@hapi/hapi';
import Joi from 'joi';
import type { LoginPayload } from '../../api-types';
import { destroySession } from '../../plugins/session/store';
import type { SessionCookie } from '../../plugins/session';
import { clientAddress } from '../../lib/client-address';
import { login, toCurrentUser } from './service';

const loginPayload = Joi.object<LoginPayload>({
  username: Joi.string().trim().min(1).max(200).required(),
  password: Joi.string().min(1).max(1000).required(),
});

function currentSid(request: Request): string | undefined {
  const auth = request.auth.artifacts as unknown as SessionCookie | null | undefined;
  return auth?.sid;
}

export const authRoutes: ServerRoute[] = [
  {
    method: 'POST',
    path: '/api/auth/login',
    options: {
      auth: { mode: 'try' },
      validate: { payload: loginPayload },
      description: 'Sign in; answers the current user and sets the session cookie',
    },
    handler: async (request: Request, h: ResponseToolkit) => {
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
    method: 'POST',
    path: '/api/auth/logout',
    options: { auth: { mode: 'try' }, description: 'Sign out: the session row is deleted at once' },
    handler: async (request: Request, h: ResponseToolkit) => {
      const sid = currentSid(request);
      if (sid) await destroySession(request.server.app.db, sid);
      request.cookieAuth.clear();
      return h.response().code(204);
    },
  },
  {
    method: 'GET',
    path: '/api/auth/me',
    options: { description: 'The signed-in user; 401 when signed out' },
    handler: (request: Request) => toCurrentUser(request.auth.credentials.user!),
  },
];
