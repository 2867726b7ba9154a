import { api } from '@vsp/contract';
import { Session } from '@vsp/db';
import { ADMIN, cookieFrom, createUser, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ loginMaxFailures: 3 });
  await createUser(t.db, { username: 'eva', name: 'Eva Evaluator' });
});
afterAll(() => t.close());

const login = (username: string, password: string, headers: Record<string, string> = {}) =>
  t.server.inject({ ...to(api.auth.login), payload: { username, password }, headers });

describe('sign-in', () => {
  it('answers the current user and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await login('eva', 'eva-password');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual({ id: expect.any(Number), name: 'Eva Evaluator', isAdmin: false });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/vsp_session=/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).not.toMatch(/Secure/);
  });

  it('signs the system account in as an administrator', async () => {
    const response = await login(ADMIN.username, ADMIN.password);
    expect(response.result).toEqual({ id: -1, name: 'System Administrator', isAdmin: true });
  });

  it('refuses a wrong password and an unknown username alike', async () => {
    for (const response of [await login('eva', 'wrong'), await login('nobody', 'whatever')]) {
      expect(response.statusCode).toBe(401);
      expect(JSON.parse(response.payload)).toMatchObject({ statusCode: 401, message: 'Invalid credentials' });
    }
  });

  it('records each failed sign-in in the audit log with the username tried and the address, never the password', async () => {
    const eva = await t.db('users').where({ username: 'eva' }).first('id');
    const [{ last }] = await t.db('auditLog').max('id as last');
    expect((await login('EVA', 'wrong-guess')).statusCode).toBe(401);
    expect((await login('nobody', 'other-guess')).statusCode).toBe(401);
    expect((await login('eva', 'eva-password')).statusCode).toBe(200);

    const entries = await t.db('auditLog').where('id', '>', last ?? 0).orderBy('id').select('actorId', 'entity', 'entityId', 'action', 'changes');
    const failed = (username: string, entityId: string | null) => ({
      actorId: null,
      entity: 'sign-in',
      entityId,
      action: 'failed',
      changes: { username: { old: null, new: username }, address: { old: null, new: '127.0.0.1' } },
    });
    expect(entries).toEqual([failed('EVA', String(eva.id)), failed('nobody', null)]);
    expect(JSON.stringify(entries)).not.toMatch(/guess/);
  });

  it('names the missing field', async () => {
    const response = await t.server.inject({ ...to(api.auth.login), payload: { username: 'eva' } });
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toMatch(/"password" is required/);
  });

  it('accepts JSON bodies only', async () => {
    const response = await t.server.inject({
      ...to(api.auth.login),
      payload: 'username=eva&password=eva-password',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.statusCode).toBe(415);
  });

  it('gives a new session id at every sign-in and ends the previous one', async () => {
    const first = await signIn(t.server, 'eva');
    const second = await t.server.inject({
      ...to(api.auth.login),
      payload: { username: 'eva', password: 'eva-password' },
      headers: { cookie: first },
    });
    const secondCookie = cookieFrom(second);
    expect(secondCookie).not.toBe(first);
    expect((await request(t.server, first, to(api.auth.me))).statusCode).toBe(401);
    expect((await request(t.server, secondCookie, to(api.auth.me))).statusCode).toBe(200);
  });

  it('locks a username from one address after repeated failures, counted in the database', async () => {
    await createUser(t.db, { username: 'locked' });
    for (let i = 0; i < 3; i++) expect((await login('locked', 'bad')).statusCode).toBe(401);
    const refused = await login('locked', 'locked-password');
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.payload).message).toMatch(/Too many failed sign-in attempts/);
    const row = await t.db('login_failures').where({ key: 'pair:127.0.0.1 locked' }).first();
    expect(row.lockedUntil).toBeInstanceOf(Date);
  });
});

describe('current user and sign-out', () => {
  it('answers 401 without a session', async () => {
    const response = await t.server.inject(to(api.auth.me));
    expect(response.statusCode).toBe(401);
  });

  it('answers 401 to a sign-out without a session, or with one that has ended', async () => {
    expect((await t.server.inject(to(api.auth.logout))).statusCode).toBe(401);
    const cookie = await signIn(t.server, 'eva');
    expect((await request(t.server, cookie, to(api.auth.logout))).statusCode).toBe(204);
    expect((await request(t.server, cookie, to(api.auth.logout))).statusCode).toBe(401);
  });

  it('answers the user with a session', async () => {
    const cookie = await signIn(t.server, 'eva');
    const response = await request(t.server, cookie, to(api.auth.me));
    expect(response.result).toEqual({ id: expect.any(Number), name: 'Eva Evaluator', isAdmin: false });
  });

  it('deletes the session row at sign-out, so the old cookie stops working at once', async () => {
    const cookie = await signIn(t.server, 'eva');
    const before = await Session.query(t.db).resultSize();
    const response = await request(t.server, cookie, to(api.auth.logout));
    expect(response.statusCode).toBe(204);
    expect(await Session.query(t.db).resultSize()).toBe(before - 1);
    expect((await request(t.server, cookie, to(api.auth.me))).statusCode).toBe(401);
  });

  it('ends a session after the idle timeout', async () => {
    const cookie = await signIn(t.server, 'eva');
    await Session.query(t.db).patch({ expire: new Date(Date.now() - 1000) });
    expect((await request(t.server, cookie, to(api.auth.me))).statusCode).toBe(401);
  });

  it('ends a session after the absolute lifetime even while it is used', async () => {
    const cookie = await signIn(t.server, 'eva');
    const thirteenHoursAgo = Date.now() - 13 * 3_600_000;
    await t.db('sessions').update({ sess: JSON.stringify({ userId: (await t.db('users').where({ username: 'eva' }).first()).id, createdAt: thirteenHoursAgo }) });
    expect((await request(t.server, cookie, to(api.auth.me))).statusCode).toBe(401);
  });

  it('ends the sessions of a deleted user', async () => {
    const user = await createUser(t.db, { username: 'leaver' });
    const cookie = await signIn(t.server, 'leaver');
    await t.db('users').where({ id: user.id }).delete();
    expect((await request(t.server, cookie, to(api.auth.me))).statusCode).toBe(401);
  });
});

describe('session timing', () => {
  const IDLE_MS = 60 * 60_000;
  const sessionOf = async (cookie: string) => {
    const response = await request(t.server, cookie, to(api.auth.session));
    expect(response.statusCode).toBe(200);
    const timing = response.result as { idleSeconds: number; expiresAt: string };
    return { idleSeconds: timing.idleSeconds, endsInMs: Date.parse(timing.expiresAt) - Date.now() };
  };

  it('answers 401 without a session', async () => {
    expect((await t.server.inject(to(api.auth.session))).statusCode).toBe(401);
  });

  it('tells the idle timeout and that the session ends one idle timeout from now', async () => {
    const { idleSeconds, endsInMs } = await sessionOf(await signIn(t.server, 'eva'));
    expect(idleSeconds).toBe(IDLE_MS / 1000);
    expect(endsInMs).toBeGreaterThan(IDLE_MS - 5_000);
    expect(endsInMs).toBeLessThanOrEqual(IDLE_MS);
  });

  it('extends a session two minutes from its idle end by the whole idle timeout', async () => {
    const cookie = await signIn(t.server, 'eva');
    await Session.query(t.db).patch({ expire: new Date(Date.now() + 2 * 60_000) });
    const { endsInMs } = await sessionOf(cookie);
    expect(endsInMs).toBeGreaterThan(IDLE_MS - 5_000);
    // The row itself is extended: only this session of all those set to end soon.
    expect(await Session.query(t.db).where('expire', '>', new Date(Date.now() + IDLE_MS / 2)).resultSize()).toBe(1);
  });

  it('answers the end of the absolute lifetime when it comes before the idle end', async () => {
    const cookie = await signIn(t.server, 'eva');
    const userId = (await t.db('users').where({ username: 'eva' }).first()).id;
    const createdAt = Date.now() - 12 * 3_600_000 + 10 * 60_000;
    await t.db('sessions').update({ sess: JSON.stringify({ userId, createdAt }) });
    const response = await request(t.server, cookie, to(api.auth.session));
    expect(Date.parse((response.result as { expiresAt: string }).expiresAt)).toBe(createdAt + 12 * 3_600_000);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutation whose Origin names another site', async () => {
    const response = await login('eva', 'eva-password', { origin: 'https://evil.example', host: 'portal.test' });
    expect(response.statusCode).toBe(403);
  });

  it('accepts a mutation from the same origin', async () => {
    const response = await login('eva', 'eva-password', { origin: 'http://portal.test', host: 'portal.test' });
    expect(response.statusCode).toBe(200);
  });
});
