import { api, PASSWORD_POLICY, SYSTEM_USER_ID } from '@vsp/contract';
import { loadConfig } from '../../config';
import { ADMIN, cookieFrom, createUser, json, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';
import { COMMON_PASSWORD_COUNT, passwordProblem } from './password-policy';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ loginMaxFailures: 3 });
});
afterAll(() => t.close());

const change = (cookie: string | undefined, currentPassword: unknown, newPassword: unknown) =>
  request(t.server, cookie, { ...to(api.auth.changePassword), payload: { currentPassword, newPassword } });
const login = (username: string, password: string) => t.server.inject({ ...to(api.auth.login), payload: { username, password } });

describe('the password policy', () => {
  it('asks for 8 to 128 characters and refuses the most common passwords in any case, naming the rule', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_POLICY.minLength - 1))).toBe('Password must be at least 8 characters');
    expect(passwordProblem('a'.repeat(PASSWORD_POLICY.maxLength + 1))).toBe('Password must be at most 128 characters');
    expect(passwordProblem('a'.repeat(PASSWORD_POLICY.maxLength))).toBeNull();
    for (const common of ['password', 'PassWord1', 'iloveyou', 'qwertyuiop', 'baseball']) {
      expect(passwordProblem(common)).toBe('Password is too common; choose another');
    }
    expect(passwordProblem('correct horse battery staple')).toBeNull();
    expect(COMMON_PASSWORD_COUNT).toBe(10_000);
  });

  it('applies to ADMIN_PASSWORD at start, naming the variable', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD: 'short' })).toThrow('Invalid configuration: ADMIN_PASSWORD: Password must be at least 8 characters');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Password1' })).toThrow('ADMIN_PASSWORD: Password is too common; choose another');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'x'.repeat(129) })).toThrow('ADMIN_PASSWORD: Password must be at most 128 characters');
    expect(loadConfig({ ADMIN_PASSWORD: 'a long admin secret' }).adminPassword).toBe('a long admin secret');
  });

  it('is not applied at sign-in: a password set before it still signs in', async () => {
    await createUser(t.db, { username: 'old-timer', password: 'abc' });
    expect((await login('old-timer', 'abc')).statusCode).toBe(200);
  });
});

describe('signing in regardless of case', () => {
  it('matches the username in any case, but the password exactly', async () => {
    await createUser(t.db, { username: 'Mixed.Case', password: 'Mixed-Case-Secret' });
    expect((await login('mixed.case', 'Mixed-Case-Secret')).statusCode).toBe(200);
    expect((await login('MIXED.CASE', 'Mixed-Case-Secret')).statusCode).toBe(200);
    expect((await login('Mixed.Case', 'mixed-case-secret')).statusCode).toBe(401);
  });

  it('signs the system account in by ADMIN_USERNAME in any case', async () => {
    expect(json(await login(ADMIN.username.toUpperCase(), ADMIN.password))).toMatchObject({ id: SYSTEM_USER_ID, isAdmin: true });
  });
});

describe('control characters at sign-in', () => {
  it.each([
    ['username', { username: 'ev\u0000a', password: 'whatever' }],
    ['username', { username: 'eva\u001b', password: 'whatever' }],
    ['password', { username: 'eva', password: 'pass\u0000word' }],
    ['password', { username: 'eva', password: 'pass\nword' }],
  ])('answers 400 naming the %s', async (field, payload) => {
    const response = await t.server.inject({ ...to(api.auth.login), payload });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(`"${field}" must not contain control characters`);
  });
});

describe('changing your own password', () => {
  it('needs a session', async () => {
    expect((await change(undefined, 'anything', 'a brand new secret')).statusCode).toBe(401);
  });

  it('replaces the password, keeps the user signed in here under a new session id and ends every other session of the user', async () => {
    await createUser(t.db, { username: 'changer' });
    const here = await signIn(t.server, 'changer');
    const elsewhere = await signIn(t.server, 'changer');
    const bystander = await signIn(t.server, 'old-timer', 'abc');

    const response = await change(here, 'changer-password', 'a brand new secret');
    expect(response.statusCode).toBe(204);
    expect(response.payload).toBe('');

    // The session id is rotated: whoever had learnt the old one holds nothing.
    const renewed = cookieFrom(response);
    expect(renewed).not.toBe(here);
    expect((await request(t.server, here, to(api.auth.me))).statusCode).toBe(401);
    expect(json(await request(t.server, renewed, to(api.auth.me)))).toMatchObject({ name: 'User changer' });
    expect((await request(t.server, elsewhere, to(api.auth.me))).statusCode).toBe(401);
    expect((await request(t.server, bystander, to(api.auth.me))).statusCode).toBe(200);
    expect((await login('changer', 'changer-password')).statusCode).toBe(401);
    expect((await login('changer', 'a brand new secret')).statusCode).toBe(200);
  });

  it('refuses a wrong current password with 400 and counts it like a failed sign-in', async () => {
    await createUser(t.db, { username: 'forgetful' });
    const cookie = await signIn(t.server, 'forgetful');
    for (let i = 0; i < 3; i++) {
      const wrong = await change(cookie, 'not my password', 'a brand new secret');
      expect(wrong.statusCode).toBe(400);
      expect(json<{ message: string }>(wrong).message).toBe('The current password is incorrect');
    }
    const locked = await change(cookie, 'forgetful-password', 'a brand new secret');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await login('forgetful', 'forgetful-password')).statusCode).toBe(429);
    const user = await t.db('users').where({ username: 'forgetful' }).first('id');
    const recorded = await t.db('auditLog').where({ entity: 'sign-in', entityId: String(user.id) }).select('actorId', 'action', 'changes');
    expect(recorded).toEqual(
      Array.from({ length: 3 }, () => ({ actorId: user.id, action: 'failed', changes: { username: { old: null, new: 'forgetful' }, address: { old: null, new: '127.0.0.1' } } })),
    );
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['Sunshine', 'Password is too common; choose another'],
    ['new\u0007password', '"newPassword" must not contain control characters'],
  ])('applies the policy to the new password (%j)', async (newPassword, message) => {
    await createUser(t.db, { username: `policy-${message.length}-${newPassword.length}` });
    const cookie = await signIn(t.server, `policy-${message.length}-${newPassword.length}`);
    const response = await change(cookie, `policy-${message.length}-${newPassword.length}-password`, newPassword);
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe(message);
  });

  it('names a missing field', async () => {
    const cookie = await signIn(t.server, 'old-timer', 'abc');
    const response = await request(t.server, cookie, { ...to(api.auth.changePassword), payload: { newPassword: 'a brand new secret' } });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toMatch(/"currentPassword" is required/);
  });

  it('lets the system account change its own password', async () => {
    const cookie = await signIn(t.server, ADMIN.username, ADMIN.password);
    expect((await change(cookie, ADMIN.password, 'the admin has a new secret')).statusCode).toBe(204);
    expect((await login(ADMIN.username, 'the admin has a new secret')).statusCode).toBe(200);
  });
});
