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
// Each test starts as after a quiet window, when a username's failures in a row are forgotten.
beforeEach(() => t.db('login_failures').where('key', 'like', 'user:%').delete());

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

    // The lock has run out, and with it a whole window in which the username was quiet: a few more tries, then a longer lock.
    await t.db('login_failures').where({ key }).update({ lockedUntil: t.db.raw(`now() - interval '1 second'`) });
    await t.db('login_failures').where({ key: 'user:eva' }).delete();
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

describe('clients counted per network', () => {
  it('counts every address of an IPv6 /64 as one client, and another /64 apart', async () => {
    for (let i = 0; i < MAX_PER_ADDRESS; i++) expect((await login(`nobody-v6-${i}`, 'guess', `2001:db8:7:1::${(i + 1).toString(16)}`)).statusCode).toBe(401);
    const checks = jest.spyOn(passwordChecks, 'verify');
    expect((await login('eva', 'eva-password', '2001:db8:7:1:ffff:ffff:ffff:ffff')).statusCode).toBe(429);
    expect(checks).not.toHaveBeenCalled();
    expect(await t.db('login_failures').where('key', 'like', 'ip:2001:db8:7:%').pluck('key')).toEqual(['ip:2001:db8:7:1::/64']);
    expect((await login('eva', 'eva-password', '2001:db8:7:2::1')).statusCode).toBe(200);
  });

  it('counts an IPv4 address written as IPv6 as that address', async () => {
    for (let i = 0; i < MAX_PER_PAIR; i++) expect((await login('eva', 'guess', i % 2 ? '::ffff:198.51.100.30' : '198.51.100.30')).statusCode).toBe(401);
    expect((await login('eva', 'eva-password', '::ffff:198.51.100.30')).statusCode).toBe(429);
    expect((await t.db('login_failures').where({ key: 'pair:198.51.100.30 eva' }).first()).locks).toBe(1);
  });
});

describe('a username guessed from many clients', () => {
  /** A different client for every attempt, so only the username's own count can slow them. */
  let client = 0;
  const fromAnywhere = (password: string, username = 'eva') => login(username, password, `198.18.${Math.floor(client / 250)}.${(client++ % 250) + 1}`);
  /** The delay before the username's next attempt has passed. */
  const delayPasses = (username = 'eva') => t.db('login_failures').where({ key: `user:${username}` }).update({ lockedUntil: t.db.raw(`now() - interval '1 second'`) });

  it('delays its next attempt after each failure in a row past the limit, twice as long each time up to a minute', async () => {
    for (let i = 0; i < MAX_PER_PAIR + 1; i++) expect((await fromAnywhere('guess')).statusCode).toBe(401);
    const checks = jest.spyOn(passwordChecks, 'verify');
    const waits: number[] = [];
    for (let i = 0; i < 9; i++) {
      const refused = await fromAnywhere('eva-password');
      expect(refused.statusCode).toBe(429);
      waits.push(retryAfter(refused));
      await delayPasses();
      expect((await fromAnywhere('guess')).statusCode).toBe(401);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60, 60]);
    expect(checks).toHaveBeenCalledTimes(9);
    const refused = await fromAnywhere('eva-password');
    expect(JSON.parse(refused.payload).message).toBe('Too many failed sign-in attempts. Please try again in 1 minute.');
  });

  it('never locks it: once the delay has passed the right password signs in, however many failures came before', async () => {
    for (let i = 0; i < MAX_PER_PAIR + 1; i++) expect((await fromAnywhere('guess')).statusCode).toBe(401);
    await t.db('login_failures').where({ key: 'user:eva' }).update({ count: 10_000, lockedUntil: t.db.raw(`now() + interval '60 seconds'`) });
    const waiting = await fromAnywhere('eva-password');
    expect(waiting.statusCode).toBe(429);
    expect(retryAfter(waiting)).toBeLessThanOrEqual(60);

    await delayPasses();
    expect((await fromAnywhere('eva-password')).statusCode).toBe(200);
    expect(await t.db('login_failures').where({ key: 'user:eva' }).first()).toBeUndefined();
    expect((await fromAnywhere('guess')).statusCode).toBe(401);
  });

  it('starts afresh after a whole window without a failure', async () => {
    for (let i = 0; i < MAX_PER_PAIR + 1; i++) expect((await fromAnywhere('guess')).statusCode).toBe(401);
    await t.db('login_failures').where({ key: 'user:eva' }).update({ windowStartedAt: t.db.raw(`now() - interval '${WINDOW_MINUTES} minutes 1 second'`), lockedUntil: null });
    for (let i = 0; i < MAX_PER_PAIR + 1; i++) expect((await fromAnywhere('guess')).statusCode).toBe(401);
    expect(retryAfter(await fromAnywhere('eva-password'))).toBe(1);
  });

  it('checks one of many attempts sent at once from many clients, once the limit is reached', async () => {
    for (let i = 0; i < MAX_PER_PAIR; i++) expect((await fromAnywhere('guess')).statusCode).toBe(401);
    const checks = jest.spyOn(passwordChecks, 'verify');
    const responses = await Promise.all(Array.from({ length: 20 }, () => fromAnywhere('guess')));
    expect(checks).toHaveBeenCalledTimes(1);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([401, ...Array<number>(19).fill(429)]);
  });

  it('counts an attempt refused during a delay against neither its client nor its pair', async () => {
    for (let i = 0; i < MAX_PER_PAIR + 1; i++) expect((await fromAnywhere('guess')).statusCode).toBe(401);
    expect((await login('eva', 'guess', '192.0.2.77')).statusCode).toBe(429);
    expect(await t.db('login_failures').whereIn('key', ['ip:192.0.2.77', 'pair:192.0.2.77 eva']).select('count')).toEqual([{ count: 0 }, { count: 0 }]);
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
