import Boom from '@hapi/boom';
import type { Request, ResponseToolkit } from '@hapi/hapi';
import { api, SSO_ERROR_PARAM, type SingleSignOnQuery, type SsoError } from '@vsp/contract';
import Joi from 'joi';
import * as client from 'openid-client';
import type { OidcConfig } from '../../config';
import { changeOf } from '../../lib/change-feed';
import { answersRedirect, at, domainModule } from '../../lib/route-table';
import { cookieIsSecure, type SessionCookie } from '../../plugins/session';
import { pendingSingleSignOn } from './pending';
import { ProviderSettings } from './provider';
import { providerSignIn, SingleSignOnFailure, type ProviderClaims } from './service';

/** Where a person lands once signed in, unless they asked for a page: the portal's start. */
const HOME = '/';

/** A page of the portal to return to: a path on this site, never another site's address (`//host`, `/\host`). */
const returnTo = Joi.string()
  .max(2000)
  .pattern(/^\/(?![/\\])[^\s\\]*$/, { name: 'path on this site' });

/** Each server's provider settings, by its application state (the same object in every plugin's view of the server). */
const providers = new WeakMap<object, ProviderSettings>();

/** Single sign-on's settings, or 404 where it is not set up. */
function singleSignOn(request: Request): { oidc: OidcConfig; provider: ProviderSettings } {
  const { oidc } = request.server.app.config;
  const provider = providers.get(request.server.app);
  if (!oidc || !provider) throw Boom.notFound('Single sign-on is not set up');
  return { oidc, provider };
}

/** Back to the sign-in screen, which says why in the words of SSO_ERRORS. */
function failed(h: ResponseToolkit, reason: SsoError) {
  return h.redirect(`${HOME}?${new URLSearchParams({ [SSO_ERROR_PARAM]: reason })}`);
}

/** Why the provider's answer was refused: it refused, it could not be reached, or what it sent does not hold up. */
function reasonOf(error: unknown): SsoError {
  if (error instanceof SingleSignOnFailure) return error.reason;
  if (error instanceof client.AuthorizationResponseError) return 'denied';
  if (error instanceof TypeError || (error instanceof Error && error.cause instanceof TypeError)) return 'unavailable';
  return 'invalid';
}

/** The claims of the checked ID token, with the provider's userinfo, which many providers answer profile, e-mail and groups from. */
async function claimsOf(configuration: client.Configuration, tokens: client.TokenEndpointResponse & client.TokenEndpointResponseHelpers): Promise<ProviderClaims> {
  const idToken = tokens.claims();
  if (!idToken) throw new SingleSignOnFailure('invalid');
  if (!configuration.serverMetadata().userinfo_endpoint) return idToken;
  const userinfo = await client.fetchUserInfo(configuration, tokens.access_token, idToken.sub);
  return { ...userinfo, ...idToken };
}

export const ssoRoutes = domainModule(
  'sso',
  [
    {
      ...at(api.sso.start),
      options: {
        auth: false,
        validate: { query: Joi.object<SingleSignOnQuery>({ returnTo }) },
        description: "Start a single sign-on: 302 to the organisation's provider, with state, nonce and a PKCE S256 challenge",
        notes: 'Opened by the browser, not called. 404 when single sign-on is not set up.',
        ...answersRedirect(),
      },
      handler: async (request, h) => {
        const { oidc, provider } = singleSignOn(request);
        let configuration: client.Configuration;
        try {
          configuration = await provider.get();
        } catch (error) {
          request.log(['warn', 'sso'], error as object);
          return failed(h, 'unavailable');
        }
        const codeVerifier = client.randomPKCECodeVerifier();
        const pending = {
          state: client.randomState(),
          nonce: client.randomNonce(),
          codeVerifier,
          returnTo: (request.query as SingleSignOnQuery).returnTo ?? HOME,
          at: Date.now(),
        };
        const url = client.buildAuthorizationUrl(configuration, {
          redirect_uri: oidc.redirectUri,
          scope: oidc.scopes,
          state: pending.state,
          nonce: pending.nonce,
          code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
          code_challenge_method: 'S256',
        });
        pendingSingleSignOn.set(h, pending, cookieIsSecure(request));
        return h.redirect(url.href);
      },
    },
    {
      ...at(api.sso.callback),
      options: {
        // The browser's previous session, if any, is replaced, as at a password sign-in.
        auth: { mode: 'try' },
        // The provider's answer has parameters of its own (code, state, iss, session_state…); openid-client checks them.
        validate: { query: Joi.object().unknown() },
        description: "Where the provider sends the browser back: checks the answer and the ID token, then starts a session and goes to the page asked for",
        notes:
          'A failed sign-in (bad state, a replayed code, an invalid or expired ID token, a provider error) goes to the sign-in screen with `?signInError=` and a reason, and starts no session.',
        ...answersRedirect(),
      },
      handler: async (request, h) => {
        const { oidc, provider } = singleSignOn(request);
        const pending = pendingSingleSignOn.read(request);
        pendingSingleSignOn.clear(h);
        if (!pending) return failed(h, 'expired');
        try {
          const configuration = await provider.get();
          const answer = new URL(oidc.redirectUri);
          answer.search = request.url.search;
          const tokens = await client.authorizationCodeGrant(configuration, answer, {
            pkceCodeVerifier: pending.codeVerifier,
            expectedState: pending.state,
            expectedNonce: pending.nonce,
            idTokenExpected: true,
          });
          const previousSid = (request.auth.artifacts as unknown as SessionCookie | null | undefined)?.sid;
          const { db, sessionTimes, changes } = request.server.app;
          const { sid, user, roleChanged } = await providerSignIn(db, oidc, await claimsOf(configuration, tokens), { times: sessionTimes, previousSid });
          if (previousSid) changes.invalidate(changeOf.session(previousSid));
          // The groups changed the administrator flag: this process's sessions of the user know at once, the others when the database notifies them.
          if (roleChanged) changes.invalidate(changeOf.user(user.id));
          request.cookieAuth.set({ sid } satisfies SessionCookie);
          return h.redirect(pending.returnTo);
        } catch (error) {
          request.log(['warn', 'sso'], error as object);
          return failed(h, reasonOf(error));
        }
      },
    },
  ],
  (server) => {
    const { oidc } = server.app.config;
    if (!oidc) return;
    providers.set(server.app, new ProviderSettings(oidc));
    pendingSingleSignOn.register(server, server.app.cookieKeys);
  },
);
