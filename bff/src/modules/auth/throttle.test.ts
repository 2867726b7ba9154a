import { api } from '@vsp/contract';
import { loadConfig } from '../../config';
import { ADMIN, createUser, startTestServer, to, type TestServer } from '../../../test/server';
import { passwordChecks, sweepLoginFailures } from './service';

let t: TestServer;

const MAX_PER_PAIR = 5;
const MAX_PER_ADDRESS = 12;
const WINDOW_MINUTES = 15;

beforeAll(async () => {
  t = await startTestServer({ loginMaxFailures: MAX_PER_PAIR, loginLockMinutes: WINDOW_MINUTES, loginMaxFailuresPerAddress: MAX_PER_ADDRESS });
  await createUser(t.db, { username: 'eva' });
});
afterAll(() => t.close());
afterEach(() => jest.restoreAllMocks());

const login = (username: string, password: string, remoteAddress: string) =>
  t.server.inject({ ...to(api.auth.login), payload: { username, password }, remoteAddress });

const retryAfter = (response: { headers: Record<string, unknown> }) => Number(response.headers['retry-after']);

describe('the failure limit under concurrency', () => {
  it('checks at most the limit of 40 wrong passwords sent at once for one username', async () => {
    const checks = jest.spyOn(passwordChecks, 'verify');
    const responses = await Promise.all(Array.from({ length: 40 }, () => login('eva', 'wrong password', '192.0.2.40')));
    const statuses = responses.map((response) => response.statusCode);
    expect(checks).toHaveBeenCalledTimes(MAX_PER_PAIR);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_PER_PAIR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(40 - MAX_PER_PAIR);
    const row = await t.db('login_failures').where({ key: 'pair:192.0.2.40 eva' }).first();
    expect(row.lockedUntil.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('nobody can lock someone else out', () => {
  it('lets the right password in from another address at once after 100 failures for admin from one address', async () => {
    for (let i = 0; i < 100; i++) expect([401, 429]).toContain((await login(ADMIN.username, 'guess', '198.51.100.1')).statusCode);
    const refused = await login(ADMIN.username, ADMIN.password, '198.51.100.1');
    expect(refused.statusCode).toBe(429);
    expect(retryAfter(refused)).toBeGreaterThan(0);

    const owner = await login(ADMIN.username, ADMIN.password, '198.51.100.2');
    expect(owner.statusCode).toBe(200);
  });

  it('refuses an address with 429 for every username once it reaches its own limit, and no other address', async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) expect((await login(`nobody-${i}`, 'guess', '203.0.113.5')).statusCode).toBe(401);
    const checks = jest.spyOn(passwordChecks, 'verify');
    const refused = await login('eva', 'eva-password', '203.0.113.5');
    expect(refused.statusCode).toBe(429);
    expect(JSON.parse(refused.payload).message).toMatch(/^Too many failed sign-in attempts\. Please try again in 1[45] minutes\.$/);
    expect(retryAfter(refused)).toBeGreaterThan(14 * 60);
    expect(retryAfter(refused)).toBeLessThanOrEqual(WINDOW_MINUTES * 60);
    expect(checks).not.toHaveBeenCalled();
    expect((await login('eva', 'eva-password', '203.0.113.6')).statusCode).toBe(200);
  });

  it('does not spend the address allowance on attempts a locked pair refuses', async () => {
    for (let i = 0; i < MAX_PER_PAIR + 20; i++) await login('eva', 'guess', '203.0.113.7');
    const row = await t.db('login_failures').where({ key: 'ip:203.0.113.7' }).first();
    expect(row.count).toBe(MAX_PER_PAIR);
    expect((await login('someone-else', 'guess', '203.0.113.7')).statusCode).toBe(401);
  });

  it('slows a pair down progressively: each lock lasts twice the one before', async () => {
    const address = '203.0.113.8';
    const key = `pair:${address} eva`;
    for (let i = 0; i < MAX_PER_PAIR; i++) expect((await login('eva', 'guess', address)).statusCode).toBe(401);
    const first = await login('eva', 'eva-password', address);
    expect(first.statusCode).toBe(429);
    expect(retryAfter(first)).toBeGreaterThan(WINDOW_MINUTES * 60 - 5);
    expect(retryAfter(first)).toBeLessThanOrEqual(WINDOW_MINUTES * 60);

    // The lock has run out: a few more tries, then a longer lock.
    await t.db('login_failures').where({ key }).update({ lockedUntil: t.db.raw(`now() - interval '1 second'`) });
    for (let i = 0; i < MAX_PER_PAIR; i++) expect((await login('eva', 'guess', address)).statusCode).toBe(401);
    const second = await login('eva', 'eva-password', address);
    expect(second.statusCode).toBe(429);
    expect(retryAfter(second)).toBeGreaterThan(2 * WINDOW_MINUTES * 60 - 5);
    expect((await t.db('login_failures').where({ key }).first()).locks).toBe(2);
  });

  it("clears the pair's failures after the right password", async () => {
    const address = '203.0.113.9';
    for (let i = 0; i < MAX_PER_PAIR - 1; i++) expect((await login('eva', 'guess', address)).statusCode).toBe(401);
    expect((await login('eva', 'eva-password', address)).statusCode).toBe(200);
    expect(await t.db('login_failures').where({ key: `pair:${address} eva` }).first()).toBeUndefined();
    for (let i = 0; i < MAX_PER_PAIR; i++) expect((await login('eva', 'guess', address)).statusCode).toBe(401);
  });

  it('counts a username in any letter case as one', async () => {
    const address = '203.0.113.10';
    for (let i = 0; i < MAX_PER_PAIR; i++) expect((await login(i % 2 ? 'EVA' : 'Eva', 'guess', address)).statusCode).toBe(401);
    expect((await login('eva', 'eva-password', address)).statusCode).toBe(429);
  });
});

describe('the sweeper', () => {
  it('forgets counters whose window has passed, but keeps a running lock and a recent one', async () => {
    const old = t.db.raw(`now() - interval '1 hour'`);
    await t.db('login_failures').insert([
      { key: 'ip:sweep-old', count: 3, windowStartedAt: old },
      { key: 'pair:sweep-locked x', count: 0, windowStartedAt: old, lockedUntil: t.db.raw(`now() + interval '1 hour'`), locks: 1 },
      { key: 'pair:sweep-recent x', count: 0, windowStartedAt: old, lockedUntil: t.db.raw(`now() - interval '1 minute'`), locks: 1 },
      { key: 'pair:sweep-ended x', count: 0, windowStartedAt: old, lockedUntil: old, locks: 1 },
      { key: 'ip:sweep-new', count: 1, windowStartedAt: t.db.fn.now() },
    ]);
    await sweepLoginFailures(t.db, { lockMinutes: WINDOW_MINUTES });
    const left = await t.db('login_failures').where('key', 'like', '%sweep-%').pluck('key');
    expect(left.sort()).toEqual(['ip:sweep-new', 'pair:sweep-locked x', 'pair:sweep-recent x']);
  });
});

describe('settings', () => {
  it('allows an address 50 failures per window unless LOGIN_MAX_FAILURES_PER_ADDRESS says otherwise', () => {
    expect(loadConfig({}).loginMaxFailuresPerAddress).toBe(50);
    expect(loadConfig({ LOGIN_MAX_FAILURES_PER_ADDRESS: '200' }).loginMaxFailuresPerAddress).toBe(200);
    expect(() => loadConfig({ LOGIN_MAX_FAILURES_PER_ADDRESS: '0' })).toThrow(/LOGIN_MAX_FAILURES_PER_ADDRESS/);
  });
});
