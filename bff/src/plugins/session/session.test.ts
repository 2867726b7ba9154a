import Iron from '@hapi/iron';
import type { Server } from '@hapi/hapi';
import { api } from '@vsp/contract';
import { createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig } from '../../config';
import { createServer } from '../../server';
import { ADMIN, cookieNamed, createUser, setCookies, startTestServer, to, type TestServer } from '../../../test/server';
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from '.';

function signInWith(t: TestServer, headers: Record<string, string> = {}) {
  return t.server.inject({ ...to(api.auth.login), payload: { username: 'eva', password: 'eva-password' }, headers });
}

function me(t: TestServer, cookie: string, headers: Record<string, string> = {}) {
  return t.server.inject({ ...to(api.auth.me), headers: { cookie, ...headers } });
}

/**
 * A session's sealed value under the plain name, as a sibling site on the parent domain could plant
 * it (the seal does not bind the name): an attacker's own session, for a login CSRF or a fixation.
 */
function plantedPlainCookie(secureCookie: string): string {
  return `${SESSION_COOKIE}=${secureCookie.slice(secureCookie.indexOf('=') + 1)}`;
}

describe('the session cookie behind one trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ trustProxyHops: 1 });
    await createUser(t.db, { username: 'eva' });
  });
  afterAll(() => t.close());

  it('is Secure and named __Host- when the proxy says the browser came over https', async () => {
    const response = await signInWith(t, { 'x-forwarded-proto': 'https' });
    expect(response.statusCode).toBe(200);
    const cookie = cookieNamed(response, SECURE_SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; HttpOnly/);
    expect(cookie).toMatch(/; Path=\//);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(cookieNamed(response, SESSION_COOKIE)).toBeUndefined();

    const session = cookie!.split(';')[0];
    const answer = await me(t, session, { 'x-forwarded-proto': 'https' });
    expect(answer.statusCode).toBe(200);
    expect(answer.result).toMatchObject({ name: 'User eva' });
  });

  it('believes the entry its own proxy appended, not one the client wrote before it', async () => {
    const response = await signInWith(t, { 'x-forwarded-proto': 'https, http' });
    expect(cookieNamed(response, SESSION_COOKIE)).not.toMatch(/Secure/);
    expect(cookieNamed(response, SECURE_SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps the plain, not Secure cookie on plain http', async () => {
    const response = await signInWith(t, { 'x-forwarded-proto': 'http' });
    const cookie = cookieNamed(response, SESSION_COOKIE);
    expect(cookie).toBeDefined();
    expect(cookie).not.toMatch(/Secure/);
    expect((await me(t, cookie!.split(';')[0])).statusCode).toBe(200);
  });

  it('signs out whichever cookie the browser holds', async () => {
    const session = cookieNamed(await signInWith(t, { 'x-forwarded-proto': 'https' }), SECURE_SESSION_COOKIE)!.split(';')[0];
    const response = await t.server.inject({ ...to(api.auth.logout), headers: { cookie: session, 'x-forwarded-proto': 'https' } });
    expect(response.statusCode).toBe(204);
    expect(cookieNamed(response, SECURE_SESSION_COOKIE)).toMatch(/Max-Age=0/);
    expect((await me(t, session, { 'x-forwarded-proto': 'https' })).statusCode).toBe(401);
  });

  it('takes only the __Host- cookie over https, and the plain one on plain http', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const secure = cookieNamed(await signInWith(t, https), SECURE_SESSION_COOKIE)!.split(';')[0];
    const planted = plantedPlainCookie(secure);
    expect((await me(t, planted, https)).statusCode).toBe(401);
    expect((await me(t, planted, { 'x-forwarded-proto': 'http' })).statusCode).toBe(200);
    // Beside the browser's own __Host- cookie, a planted one changes nothing either.
    await createUser(t.db, { username: 'mallory' });
    const mallory = cookieNamed(await t.server.inject({ ...to(api.auth.login), payload: { username: 'mallory', password: 'mallory-password' } }), SESSION_COOKIE)!;
    expect((await me(t, `${mallory.split(';')[0]}; ${secure}`, https)).result).toMatchObject({ name: 'User eva' });
  });

  it('replaces a plain cookie by the Secure one when the same browser signs in over https', async () => {
    const plain = cookieNamed(await signInWith(t), SESSION_COOKIE)!.split(';')[0];
    const response = await signInWith(t, { cookie: plain, 'x-forwarded-proto': 'https' });
    expect(cookieNamed(response, SECURE_SESSION_COOKIE)).toMatch(/; Secure/);
    expect(cookieNamed(response, SESSION_COOKIE)).toMatch(/Max-Age=0/);
  });

  it('is read by routes that name the session strategy, such as the admin remote', async () => {
    t.server.route({ method: 'GET', path: '/session-test/admin-only', options: { auth: { strategy: 'session', scope: 'admin' } }, handler: () => 'ok' });
    const https = { 'x-forwarded-proto': 'https' };
    const admin = await t.server.inject({ ...to(api.auth.login), payload: ADMIN, headers: https });
    const cookie = cookieNamed(admin, SECURE_SESSION_COOKIE)!.split(';')[0];
    const answer = await t.server.inject({ url: '/session-test/admin-only', headers: { cookie, ...https } });
    expect(answer.statusCode).toBe(200);
    const eva = cookieNamed(await signInWith(t, https), SECURE_SESSION_COOKIE)!.split(';')[0];
    expect((await t.server.inject({ url: '/session-test/admin-only', headers: { cookie: eva, ...https } })).statusCode).toBe(403);
  });
});

describe('a session row that cannot be read', () => {
  const sessionSecret = 's'.repeat(32);
  let t: TestServer;
  let away: Knex;
  let outage: Server;
  beforeAll(async () => {
    t = await startTestServer({ sessionSecret, trustProxyHops: 1 });
    await createUser(t.db, { username: 'eva' });
    // The same server over a database that refuses every connection, as while PostgreSQL restarts.
    away = createKnex({ databaseUrl: 'postgres://nobody:nothing@127.0.0.1:1/none', poolMax: 1 });
    outage = await createServer({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), sessionSecret, trustProxyHops: 1 }, db: away });
    await outage.initialize();
  });
  afterAll(async () => {
    await outage.stop();
    await away.destroy();
    await t.close();
  });

  it.each([
    ['the plain cookie', {}, SESSION_COOKIE],
    ['the __Host- cookie', { 'x-forwarded-proto': 'https' }, SECURE_SESSION_COOKIE],
  ])('answers 503 and keeps %s, also where signing in is allowed without a session', async (_label, headers, name) => {
    const cookie = cookieNamed(await signInWith(t, headers), name)!.split(';')[0];
    const requests = [
      { ...to(api.auth.me), headers: { cookie, ...headers } },
      { ...to(api.auth.login), payload: { username: 'eva', password: 'eva-password' }, headers: { cookie, ...headers } },
      { ...to(api.auth.logout), headers: { cookie, ...headers } },
    ];
    for (const options of requests) {
      const response = await outage.inject(options);
      expect(response.statusCode).toBe(503);
      expect(JSON.parse(response.payload)).toMatchObject({ message: 'The database is unavailable. Please try again shortly.' });
      expect(setCookies(response)).toEqual([]);
    }
    expect((await me(t, cookie, headers)).statusCode).toBe(200);
  });
});

describe('the session cookie without a trusted proxy', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
    await createUser(t.db, { username: 'eva' });
  });
  afterAll(() => t.close());

  it('ignores X-Forwarded-Proto, which the client may have written itself', async () => {
    const response = await signInWith(t, { 'x-forwarded-proto': 'https' });
    expect(cookieNamed(response, SESSION_COOKIE)).not.toMatch(/Secure/);
    expect(cookieNamed(response, SECURE_SESSION_COOKIE)).toBeUndefined();
  });

  it('keeps a signed-in request working beside malformed cookies of other apps', async () => {
    const session = cookieNamed(await signInWith(t), SESSION_COOKIE)!.split(';')[0];
    for (const others of ['tracking=a b', 'x={"a":1}', 'prefs="unterminated', 'tracking=a b; x={"a":1}; other=\\bad']) {
      const response = await me(t, `${others}; ${session}; theme=dark`);
      expect(response.statusCode).toBe(200);
      expect(response.result).toMatchObject({ name: 'User eva' });
      expect(setCookies(response)).toEqual([]);
    }
  });

  it('refuses a session cookie from the moment its session is signed out', async () => {
    const session = cookieNamed(await signInWith(t), SESSION_COOKIE)!.split(';')[0];
    for (let i = 0; i < 3; i += 1) expect((await me(t, session)).statusCode).toBe(200);
    expect((await t.server.inject({ ...to(api.auth.logout), headers: { cookie: session } })).statusCode).toBe(204);
    expect((await me(t, session)).statusCode).toBe(401);
  });

  it('answers 401 without a 400 for a session cookie that does not unseal, and clears it', async () => {
    const response = await me(t, `${SESSION_COOKIE}=not-a-sealed-value; tracking=a b`);
    expect(response.statusCode).toBe(401);
    expect(cookieNamed(response, SESSION_COOKIE)).toMatch(/Max-Age=0/);
  });
});

describe('COOKIE_SECURE=true', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ cookieSecure: true });
    await createUser(t.db, { username: 'eva' });
  });
  afterAll(() => t.close());

  it('makes the cookie Secure and __Host- even when the request looks like plain http', async () => {
    const response = await signInWith(t);
    const cookie = cookieNamed(response, SECURE_SESSION_COOKIE);
    expect(cookie).toMatch(/; Secure/);
    expect((await me(t, cookie!.split(';')[0])).statusCode).toBe(200);
  });

  it('takes no plain cookie, even when the request looks like plain http', async () => {
    const cookie = cookieNamed(await signInWith(t), SECURE_SESSION_COOKIE)!.split(';')[0];
    expect((await me(t, plantedPlainCookie(cookie))).statusCode).toBe(401);
  });
});

describe('a cookie sealed with the secret itself, as before the keys were derived', () => {
  const sessionSecret = 'p'.repeat(40);
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ sessionSecret });
    await createUser(t.db, { username: 'eva' });
  });
  afterAll(() => t.close());

  it('still opens, so nobody is signed out by the change', async () => {
    const signedIn = await signInWith(t);
    const sid = (await t.db('sessions').orderByRaw(`(sess->>'createdAt')::bigint desc`).first('sid')).sid as string;
    const sealed = await Iron.seal({ sid }, sessionSecret, Iron.defaults);
    expect((await me(t, `${SESSION_COOKIE}=${sealed}`)).statusCode).toBe(200);
    // New cookies name the derived key, and are not sealed with the secret.
    expect(cookieNamed(signedIn, SESSION_COOKIE)).toMatch(/^vsp_session=Fe26\.2\*k1\*/);
  });
});
