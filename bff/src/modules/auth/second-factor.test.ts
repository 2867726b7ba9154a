import { createHash } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import {
  api,
  SECOND_FACTOR_SETUP_REQUIRED,
  type AuditEntry,
  type ItemsPage,
  type SecondFactorSetup,
  type SecondFactorStatus,
} from '@vsp/contract';
import { User } from '@vsp/db';
import { codeOf, turnOnSecondFactor } from '../../../test/second-factor';
import { startSecondProcess, until } from '../../../test/second-process';
import { ADMIN, adminCaller, cookieFrom, cookieNamed, createUser, json, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';
import { openSecret } from '../../lib/sealed-secret';
import { PENDING_SIGN_IN_COOKIE } from '../../plugins/session/pending-sign-in';
import { SECOND_FACTOR_KEY_PURPOSE } from './second-factor';

const login = (server: Server, username: string, password = `${username}-password`) =>
  server.inject({ ...to(api.auth.login), payload: { username, password } });

/** The pending sign-in's cookie a right password set. */
async function passwordStep(server: Server, username: string): Promise<string> {
  const answer = await login(server, username);
  expect(answer.statusCode).toBe(200);
  expect(json(answer)).toEqual({ mfaRequired: true });
  return cookieNamed(answer, PENDING_SIGN_IN_COOKIE)!.split(';')[0];
}

const codeStep = (server: Server, pending: string | undefined, code: string) => request(server, pending, { ...to(api.auth.loginMfa), payload: { code } });

/** Six digits that are no code the app shows now or in the periods either side. */
async function wrongCode(secret: string): Promise<string> {
  const near = await Promise.all([-1, 0, 1, 2].map((periods) => codeOf(secret, periods)));
  return ['000000', '111111', '222222', '333333', '444444'].find((code) => !near.includes(code))!;
}

const meWith = async (server: Server, cookie: string) => (await request(server, cookie, to(api.auth.me))).statusCode;

const userId = async (username: string) => (await User.query(t.db).findOne({ username }))!.id;

async function auditOf(id: number): Promise<AuditEntry[]> {
  const admin = await adminCaller(t.server);
  return json<ItemsPage<AuditEntry>>(await admin(to(api.audit.list, { entity: 'second-factor', entityId: String(id) }))).items;
}

let t: TestServer;

describe('a second factor for local accounts', () => {
  beforeAll(async () => {
    t = await startTestServer({ loginMaxFailures: 4 });
  });
  afterAll(() => t.close());

  it('is set up with a secret sealed in the database, in force once a code of the app confirms it', async () => {
    await createUser(t.db, { username: 'setter' });
    const cookie = await signIn(t.server, 'setter');
    const status = async () => json<SecondFactorStatus>(await request(t.server, cookie, to(api.auth.mfa)));
    expect(await status()).toEqual({ enabled: false, available: true, setupRequired: false });
    const setup = json<SecondFactorSetup>(await request(t.server, cookie, to(api.auth.mfaSetup)));
    expect(setup.secret).toMatch(/^[A-Z2-7]{32,}$/);
    const uri = new URL(setup.otpauthUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(setup.secret);
    expect(decodeURIComponent(uri.pathname)).toContain('setter');

    const row = await t.db('secondFactors').where('userId', await userId('setter')).first();
    expect(row.secret).not.toContain(setup.secret);
    expect(openSecret(t.server.app.deriveKey(SECOND_FACTOR_KEY_PURPOSE), row.secret)).toBe(setup.secret);
    expect(row.enabledAt).toBeNull();
    // A setup not confirmed yet changes nothing for signing in.
    expect(json(await login(t.server, 'setter'))).toMatchObject({ name: 'User setter' });

    const wrong = await request(t.server, cookie, { ...to(api.auth.mfaEnable), payload: { code: await wrongCode(setup.secret) } });
    expect(wrong.statusCode).toBe(400);
    expect((await status()).enabled).toBe(false);
    const enabled = await request(t.server, cookie, { ...to(api.auth.mfaEnable), payload: { code: await codeOf(setup.secret) } });
    expect(enabled.statusCode).toBe(200);
    const { recoveryCodes } = json<{ recoveryCodes: string[] }>(enabled);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const code of recoveryCodes) expect(code).toMatch(/^[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}-[A-Z2-7]{4}$/);
    const hashes = (await t.db('recoveryCodes').where('userId', await userId('setter'))).map((stored: { codeHash: string }) => stored.codeHash);
    expect(hashes.sort()).toEqual(recoveryCodes.map((code) => createHash('sha256').update(code.replace(/-/g, '')).digest('hex')).sort());
    expect(await status()).toEqual({ enabled: true, available: true, setupRequired: false });
    expect((await request(t.server, cookie, to(api.auth.mfaSetup))).statusCode).toBe(409);
    expect((await auditOf(await userId('setter'))).map((entry) => entry.action)).toEqual(['enabled']);
  });

  it('asks for a code after the right password, and signs in only with it', async () => {
    await createUser(t.db, { username: 'two-step' });
    const { secret } = await turnOnSecondFactor(t.server, await signIn(t.server, 'two-step'));
    const answer = await login(t.server, 'two-step');
    expect(json(answer)).toEqual({ mfaRequired: true });
    expect(cookieNamed(answer, 'vsp_session')).toBeUndefined();
    const pendingLine = cookieNamed(answer, PENDING_SIGN_IN_COOKIE)!;
    expect(pendingLine).toMatch(/HttpOnly/);
    expect(pendingLine).toMatch(/SameSite=Strict/);
    expect(pendingLine).toMatch(/Path=\/api\/auth\/login/);
    const pending = pendingLine.split(';')[0];
    // The pending cookie is no session.
    expect(await meWith(t.server, pending)).toBe(401);

    const signedIn = await codeStep(t.server, pending, await codeOf(secret, 1));
    expect(signedIn.statusCode).toBe(200);
    expect(json(signedIn)).toMatchObject({ name: 'User two-step', isAdmin: false });
    expect(cookieNamed(signedIn, PENDING_SIGN_IN_COOKIE)).toMatch(/Max-Age=0/);
    expect(await meWith(t.server, cookieFrom(signedIn))).toBe(200);
  });

  it('never takes the same code twice, nor a code without a right password, nor after five minutes', async () => {
    await createUser(t.db, { username: 'replayed' });
    const { secret } = await turnOnSecondFactor(t.server, await signIn(t.server, 'replayed'));
    const code = await codeOf(secret, 1);
    expect((await codeStep(t.server, await passwordStep(t.server, 'replayed'), code)).statusCode).toBe(200);
    const again = await codeStep(t.server, await passwordStep(t.server, 'replayed'), code);
    expect(again.statusCode).toBe(401);
    expect(json<{ message: string }>(again).message).toBe('The code is not valid. Please try again.');

    const withoutPassword = await codeStep(t.server, undefined, await codeOf(secret, 1));
    expect(withoutPassword.statusCode).toBe(401);
    expect(json<{ message: string }>(withoutPassword).message).toBe('Your sign-in has expired. Please sign in again.');

    const pending = await passwordStep(t.server, 'replayed');
    const later = Date.now() + 5 * 60_000 + 1_000;
    const clock = jest.spyOn(Date, 'now').mockReturnValue(later);
    try {
      expect((await codeStep(t.server, pending, await codeOf(secret))).statusCode).toBe(401);
    } finally {
      clock.mockRestore();
    }
  });

  it('takes each recovery code once instead of a code of the app, and records its use', async () => {
    await createUser(t.db, { username: 'recovering' });
    const { recoveryCodes } = await turnOnSecondFactor(t.server, await signIn(t.server, 'recovering'));
    const typed = recoveryCodes[3].toLowerCase().replace(/-/g, ' ');
    const signedIn = await codeStep(t.server, await passwordStep(t.server, 'recovering'), typed);
    expect(signedIn.statusCode).toBe(200);
    expect((await codeStep(t.server, await passwordStep(t.server, 'recovering'), recoveryCodes[3])).statusCode).toBe(401);
    const [used] = await auditOf(await userId('recovering'));
    expect(used).toMatchObject({ action: 'recovery code used', changes: { recoveryCodesLeft: { old: 10, new: 9 } } });
    expect(JSON.stringify(used)).not.toContain(recoveryCodes[3]);
  });

  it('counts wrong codes towards the sign-in throttle, with the right password', async () => {
    await createUser(t.db, { username: 'guessed' });
    const { secret } = await turnOnSecondFactor(t.server, await signIn(t.server, 'guessed'));
    const right = await codeOf(secret, 1);
    const wrong = await wrongCode(secret);
    // LOGIN_MAX_FAILURES is 4: the right password stays counted until a code is right, and three wrong codes follow it.
    const pending = await passwordStep(t.server, 'guessed');
    for (let i = 0; i < 3; i += 1) expect((await codeStep(t.server, pending, wrong)).statusCode).toBe(401);
    const locked = await codeStep(t.server, pending, right);
    expect(locked.statusCode).toBe(429);
    expect((await login(t.server, 'guessed')).statusCode).toBe(429);
    const signIns = await t.db('auditLog').where({ entity: 'sign-in', entityId: String(await userId('guessed')) });
    expect(signIns).toHaveLength(3);
  });

  it('is turned off by its owner with a code, and by an administrator for a lost phone', async () => {
    await createUser(t.db, { username: 'leaving' });
    const cookie = await signIn(t.server, 'leaving');
    const { secret } = await turnOnSecondFactor(t.server, cookie);
    const wrong = await request(t.server, cookie, { ...to(api.auth.mfaDisable), payload: { code: 'AAAA-BBBB-CCCC-DDDD' } });
    expect(wrong.statusCode).toBe(400);
    const off = await request(t.server, cookie, { ...to(api.auth.mfaDisable), payload: { code: await codeOf(secret, 1) } });
    expect(off.statusCode).toBe(204);
    expect(json(await login(t.server, 'leaving'))).toMatchObject({ name: 'User leaving' });
    expect(await t.db('recoveryCodes').where('userId', await userId('leaving'))).toEqual([]);

    await createUser(t.db, { username: 'lost-phone' });
    await turnOnSecondFactor(t.server, await signIn(t.server, 'lost-phone'));
    const id = await userId('lost-phone');
    const evaluator = await signIn(t.server, 'leaving');
    expect((await request(t.server, evaluator, to(api.users.resetMfa, { id }))).statusCode).toBe(403);
    const admin = await adminCaller(t.server);
    expect((await admin(to(api.users.resetMfa, { id }))).statusCode).toBe(204);
    expect((await admin(to(api.users.resetMfa, { id }))).statusCode).toBe(404);
    expect(json(await login(t.server, 'lost-phone'))).toMatchObject({ name: 'User lost-phone' });
    const [reset] = await auditOf(id);
    expect(reset).toMatchObject({ action: 'reset', actorId: -1 });
    expect((await auditOf(await userId('leaving'))).map((entry) => entry.action)).toEqual(['disabled', 'enabled']);
  });
});

describe('MFA_REQUIRED_FOR_ADMINS', () => {
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  beforeAll(async () => {
    t = await startTestServer({ mfaRequiredForAdmins: true });
    second = await startSecondProcess(t, { mfaRequiredForAdmins: true });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('makes an administrator, the system account included, set it up at sign-in before anything else, on every process', async () => {
    const cookie = await signIn(t.server, ADMIN.username, ADMIN.password);
    const refused = await request(t.server, cookie, to(api.users.adminList));
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(SECOND_FACTOR_SETUP_REQUIRED);
    expect((await request(second.server, cookie, to(api.users.adminList))).statusCode).toBe(403);
    expect(await meWith(t.server, cookie)).toBe(200);
    expect(json<SecondFactorStatus>(await request(t.server, cookie, to(api.auth.mfa)))).toEqual({ enabled: false, available: true, setupRequired: true });

    const { secret } = await turnOnSecondFactor(t.server, cookie);
    expect((await request(t.server, cookie, to(api.users.adminList))).statusCode).toBe(200);
    await until(async () => (await request(second.server, cookie, to(api.users.adminList))).statusCode === 200, 'the other process lets the administrator in');
    const keep = await request(t.server, cookie, { ...to(api.auth.mfaDisable), payload: { code: await codeOf(secret, 1) } });
    expect(keep.statusCode).toBe(409);
  });

  it('leaves other users as they are', async () => {
    await createUser(t.db, { username: 'evaluator' });
    const cookie = await signIn(t.server, 'evaluator');
    expect((await request(t.server, cookie, to(api.events.list))).statusCode).toBe(200);
    expect(json<SecondFactorStatus>(await request(t.server, cookie, to(api.auth.mfa))).setupRequired).toBe(false);
  });
});
