import type { ServerInjectResponse } from '@hapi/hapi';
import { api, PASSWORD_SIGN_IN_OFF, SSO_ACCOUNT_HAS_NO_PASSWORD, type SecondFactorStatus, type SiteConfig } from '@vsp/contract';
import { User } from '@vsp/db';
import { startTestProvider, type ProviderAccount, type TestProvider } from '../../../test/oidc-provider';
import { ADMIN, adminCaller, cookieFrom, cookieNamed, createUser, json, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';
import type { OidcConfig } from '../../config';
import { SSO_COOKIE } from './pending';

const REDIRECT_URI = `http://portal.test${api.sso.callback.path()}`;

const accounts: Record<string, ProviderAccount> = {
  'sub-ada': { preferred_username: 'ada', name: 'Ada Lovelace', email: 'ada@example.org', email_verified: true, groups: ['portal-admins', 'staff'] },
  'sub-grace': { preferred_username: 'grace', name: 'Grace Hopper', email: 'grace@example.org', email_verified: true, groups: ['staff'] },
  'sub-eva': { preferred_username: 'eva.sso', name: 'Eva at the provider', email: 'EVA@example.org', email_verified: true },
  'sub-unverified': { preferred_username: 'eva', name: 'Someone else', email: 'eva@example.org', email_verified: false },
  'sub-nameless': {},
};

let provider: TestProvider;
let t: TestServer;

const oidcFor = (issuer: string): OidcConfig => ({
  issuer,
  clientId: 'portal',
  clientSecret: 'portal-secret',
  name: 'Contoso',
  scopes: 'openid profile email groups',
  adminGroups: ['portal-admins'],
  groupsClaim: 'groups',
  redirectUri: REDIRECT_URI,
});

beforeAll(async () => {
  provider = await startTestProvider({ clientId: 'portal', clientSecret: 'portal-secret', redirectUri: REDIRECT_URI, accounts });
  t = await startTestServer({ oidc: oidcFor(provider.issuer) });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

interface Started {
  /** The provider's authorization URL. */
  location: string;
  /** The sealed cookie of the sign-in under way. */
  pending: string;
}

async function start(server = t.server, returnTo?: string): Promise<Started> {
  const started = await server.inject(to(api.sso.start, returnTo ? { returnTo } : undefined));
  expect(started.statusCode).toBe(302);
  return { location: started.headers.location as string, pending: cookieNamed(started, SSO_COOKIE)!.split(';')[0] };
}

/** The provider's redirect back, as the browser follows it. */
const callback = (server: TestServer['server'], back: string, cookie?: string) => {
  const url = new URL(back);
  return request(server, cookie, { method: 'GET', url: `${url.pathname}${url.search}` });
};

/** A whole single sign-on of `accountId`: start, the provider's login page, and the callback. */
async function singleSignOn(accountId: string, server = t.server, returnTo?: string): Promise<ServerInjectResponse> {
  const { location, pending } = await start(server, returnTo);
  return callback(server, await provider.signIn(location, accountId), pending);
}

/** Where a callback sent the browser, and the reason it names when it failed. */
function landing(response: ServerInjectResponse): { path: string; error: string | null } {
  expect(response.statusCode).toBe(302);
  const url = new URL(response.headers.location as string, 'http://portal.test');
  return { path: url.pathname, error: url.searchParams.get('signInError') };
}

const me = async (cookie: string) => json<{ id: number; name: string; isAdmin: boolean }>(await request(t.server, cookie, to(api.auth.me)));

describe('single sign-on with a real OpenID provider', () => {
  it('starts at the provider with state, nonce and a PKCE S256 challenge, kept in a sealed, short-lived cookie', async () => {
    const started = await t.server.inject(to(api.sso.start, { returnTo: '/scoring/3?vendor=2' }));
    const url = new URL(started.headers.location as string);
    expect(url.origin).toBe(provider.issuer);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: 'portal',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'openid profile email groups',
      code_challenge_method: 'S256',
      state: expect.any(String),
      nonce: expect.any(String),
      code_challenge: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    const cookie = cookieNamed(started, SSO_COOKIE)!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Path=\/api\/auth\/oidc(;|$)/);
    expect(cookie).not.toContain(url.searchParams.get('state'));
    for (const returnTo of ['https://elsewhere.example/', '//elsewhere.example/', '/\\elsewhere.example']) {
      expect((await t.server.inject(to(api.sso.start, { returnTo }))).statusCode).toBe(400);
    }
  });

  it('makes an account for a new person, an administrator by their groups, and signs them in to the page they wanted', async () => {
    const answer = await singleSignOn('sub-ada', t.server, '/scoring/3?vendor=2');
    expect(landing(answer)).toEqual({ path: '/scoring/3', error: null });
    expect(answer.headers.location).toBe('/scoring/3?vendor=2');
    const cookie = cookieFrom(answer);
    expect(await me(cookie)).toMatchObject({ name: 'Ada Lovelace', isAdmin: true });
    const ada = await User.query(t.db).findOne({ oidcSubject: 'sub-ada' });
    expect(ada).toMatchObject({ username: 'ada', email: 'ada@example.org', sso: true, isAdmin: true });
    expect((await request(t.server, cookie, to(api.users.adminList))).statusCode).toBe(200);
    const [entry] = await t.db('auditLog').where({ entity: 'sign-in', entityId: String(ada!.id) }).orderBy('id', 'desc');
    expect(entry).toMatchObject({ action: 'single sign-on, account created', actorId: ada!.id, changes: { subject: { new: 'sub-ada' } } });
  });

  it('finds a returning person by their subject, and follows their groups at every sign-in', async () => {
    await singleSignOn('sub-grace');
    const before = await t.db('users').count('* as n').first();
    accounts['sub-grace'] = { ...accounts['sub-grace'], email: 'grace.hopper@example.org', groups: ['staff', 'portal-admins'] };
    const cookie = cookieFrom(await singleSignOn('sub-grace'));
    expect(await t.db('users').count('* as n').first()).toEqual(before);
    expect(await me(cookie)).toMatchObject({ name: 'Grace Hopper', isAdmin: true });
    accounts['sub-grace'] = { ...accounts['sub-grace'], groups: ['staff'] };
    const again = cookieFrom(await singleSignOn('sub-grace'));
    expect(await me(again)).toMatchObject({ isAdmin: false });
    // The administrator flag taken away ends what the earlier session could do at once.
    expect((await request(t.server, cookie, to(api.users.adminList))).statusCode).toBe(403);
    const [entry] = await t.db('auditLog').where({ entity: 'sign-in', action: 'single sign-on' }).orderBy('id', 'desc');
    expect(entry.changes).toMatchObject({ subject: { new: 'sub-grace' } });
  });

  it("links an existing account by its verified e-mail address, and never by an unverified one", async () => {
    const eva = await createUser(t.db, { username: 'eva', email: 'eva@example.org' });
    const unverified = await singleSignOn('sub-unverified');
    const other = await me(cookieFrom(unverified));
    expect(other.id).not.toBe(eva.id);
    expect(await User.query(t.db).findById(other.id)).toMatchObject({ username: 'eva-2', email: null, sso: true });
    const linked = await singleSignOn('sub-eva');
    expect((await me(cookieFrom(linked))).id).toBe(eva.id);
    expect(await User.query(t.db).findById(eva.id)).toMatchObject({ oidcSubject: 'sub-eva', sso: false, name: 'User eva' });
    // A local account keeps its password.
    expect(await signIn(t.server, 'eva')).toMatch(/^vsp_session=/);
  });

  it('refuses a person the portal cannot name', async () => {
    const answer = await singleSignOn('sub-nameless');
    expect(landing(answer)).toEqual({ path: '/', error: 'account' });
    expect(cookieNamed(answer, 'vsp_session')).toBeUndefined();
  });

  it('refuses a bad state, a replayed code, a provider error and a callback without its start, with no session', async () => {
    const first = await start();
    const back = await provider.signIn(first.location, 'sub-ada');
    const forged = new URL(back);
    forged.searchParams.set('state', 'not-the-state');
    expect(landing(await callback(t.server, forged.href, first.pending)).error).toBe('invalid');

    const second = await start();
    const answer = await provider.signIn(second.location, 'sub-ada');
    expect(landing(await callback(t.server, answer, second.pending)).error).toBeNull();
    const replayed = await callback(t.server, answer, second.pending);
    expect(landing(replayed).error).toBe('invalid');
    expect(cookieNamed(replayed, 'vsp_session')).toBeUndefined();

    const third = await start();
    const state = new URL(third.location).searchParams.get('state')!;
    const refused = `${REDIRECT_URI}?${new URLSearchParams({ error: 'access_denied', error_description: 'The person said no', state, iss: provider.issuer })}`;
    expect(landing(await callback(t.server, refused, third.pending)).error).toBe('denied');

    const fourth = await start();
    const withoutStart = await callback(t.server, await provider.signIn(fourth.location, 'sub-ada'));
    expect(landing(withoutStart).error).toBe('expired');
    expect(cookieNamed(withoutStart, 'vsp_session')).toBeUndefined();
  });

  it('checks the ID token: one signed with another key, or expired, starts no session', async () => {
    try {
      provider.rewriteIdTokens((claims, resign) => resign(claims));
      expect(landing(await singleSignOn('sub-ada')).error).toBeNull();
      provider.rewriteIdTokens((claims, resign) => resign(claims, 'stranger'));
      const forged = await singleSignOn('sub-ada');
      expect(landing(forged).error).toBe('invalid');
      expect(cookieNamed(forged, 'vsp_session')).toBeUndefined();
      provider.rewriteIdTokens((claims, resign) => resign({ ...claims, iat: Number(claims.iat) - 7200, exp: Number(claims.iat) - 3600 }));
      expect(landing(await singleSignOn('sub-ada')).error).toBe('invalid');
    } finally {
      provider.rewriteIdTokens(undefined);
    }
  });

  it('tells the sign-in screen the button label, and keeps accounts made by it free of passwords', async () => {
    expect(json<SiteConfig>(await t.server.inject(to(api.site.config)))).toMatchObject({ ssoLabel: 'Contoso', passwordSignIn: true });
    const cookie = cookieFrom(await singleSignOn('sub-ada'));
    expect(json<SecondFactorStatus>(await request(t.server, cookie, to(api.auth.mfa)))).toMatchObject({ available: false });
    expect((await request(t.server, cookie, to(api.auth.mfaSetup))).statusCode).toBe(409);
    const ada = (await User.query(t.db).findOne({ oidcSubject: 'sub-ada' }))!;
    const admin = await adminCaller(t.server);
    const update = await admin({ ...to(api.users.update, { id: ada.id }), payload: { username: 'ada', name: 'Ada', password: 'A brand new password 7' } });
    expect(update.statusCode).toBe(400);
    expect(json<{ message: string }>(update).message).toBe(SSO_ACCOUNT_HAS_NO_PASSWORD);
    const listed = json<{ id: number; sso: boolean }[]>(await admin(to(api.users.adminList)));
    expect(listed.find((user) => user.id === ada.id)?.sso).toBe(true);
  });
});

describe('PASSWORD_SIGN_IN=false', () => {
  let strict: TestServer;
  beforeAll(async () => {
    strict = await startTestServer({ oidc: oidcFor(provider.issuer), passwordSignIn: false, mfaRequiredForAdmins: true });
    await createUser(strict.db, { username: 'local' });
  });
  afterAll(() => strict.close());

  it('refuses password sign-in to everyone but the system account', async () => {
    const refused = await strict.server.inject({ ...to(api.auth.login), payload: { username: 'local', password: 'local-password' } });
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(PASSWORD_SIGN_IN_OFF);
    expect(await signIn(strict.server, ADMIN.username.toUpperCase(), ADMIN.password)).toMatch(/^vsp_session=/);
    expect(json<SiteConfig>(await strict.server.inject(to(api.site.config)))).toMatchObject({ ssoLabel: 'Contoso', passwordSignIn: false });
  });

  it('signs in through the provider, whose sign-in stands for the second factor administrators need', async () => {
    const cookie = cookieFrom(await singleSignOn('sub-ada', strict.server));
    expect((await request(strict.server, cookie, to(api.users.adminList))).statusCode).toBe(200);
    expect(json<SecondFactorStatus>(await request(strict.server, cookie, to(api.auth.mfa))).setupRequired).toBe(false);
  });
});

describe('without single sign-on', () => {
  it('offers none', async () => {
    const plain = await startTestServer();
    try {
      expect((await plain.server.inject(to(api.sso.start))).statusCode).toBe(404);
      expect((await plain.server.inject(to(api.sso.callback))).statusCode).toBe(404);
      expect(json<SiteConfig>(await plain.server.inject(to(api.site.config)))).toMatchObject({ ssoLabel: null, passwordSignIn: true });
    } finally {
      await plain.close();
    }
  });
});
