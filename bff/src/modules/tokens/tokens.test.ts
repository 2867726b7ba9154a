import { createHash } from 'node:crypto';
import type { Server } from '@hapi/hapi';
import { api, type ApiToken, type AuditEntry, type ItemsPage } from '@vsp/contract';
import { User } from '@vsp/db';
import { makeToken, withToken } from '../../../test/api-tokens';
import { silently, startSecondProcess, until } from '../../../test/second-process';
import { adminCaller, caller, createUser, json, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

const ANOTHER_SITE = { origin: 'https://elsewhere.example' };

async function auditOf(tokenId: number): Promise<AuditEntry[]> {
  const response = await admin(to(api.audit.list, { entity: 'api-token', entityId: String(tokenId) }));
  return json<ItemsPage<AuditEntry>>(response).items;
}

async function demote(username: string): Promise<void> {
  const user = await User.query(t.db).findOne({ username });
  const response = await admin({ ...to(api.users.update, { id: user!.id }), payload: { username, name: user!.name, password: '', isAdmin: false } });
  if (response.statusCode !== 200) throw new Error(`Demoting ${username} failed: ${response.payload}`);
}

describe('making, listing and revoking API tokens', () => {
  it('answers the token once and keeps only its SHA-256', async () => {
    const made = await makeToken(t.server, admin.cookie, { name: 'Warehouse', scope: 'write', expiresInDays: 30 });
    expect(made.token).toMatch(/^vsp_[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(made.token.slice(4), 'base64url')).toHaveLength(32);
    const expected = Date.now() + 30 * 86_400_000;
    expect(Math.abs(new Date(made.expiresAt).getTime() - expected)).toBeLessThan(60_000);
    const row = await t.db('apiTokens').where('id', made.id).first();
    expect(row.tokenHash).toBe(createHash('sha256').update(made.token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(made.token.slice(4));
    const listed = json<ApiToken[]>(await admin(to(api.tokens.list))).find((token) => token.id === made.id);
    expect(listed).toEqual({ id: made.id, name: 'Warehouse', scope: 'write', createdAt: expect.any(String), expiresAt: made.expiresAt, lastUsedAt: null });
    expect(JSON.stringify(listed)).not.toContain('vsp_');
  });

  it('refuses a name, scope or lifetime outside the rules', async () => {
    for (const payload of [
      { name: 'Too short', scope: 'read', expiresInDays: 0 },
      { name: 'Too long', scope: 'read', expiresInDays: 366 },
      { name: 'Odd scope', scope: 'admin', expiresInDays: 30 },
      { name: '  ', scope: 'read', expiresInDays: 30 },
      { name: 'x'.repeat(101), scope: 'read', expiresInDays: 30 },
    ]) {
      expect((await admin({ ...to(api.tokens.create), payload })).statusCode).toBe(400);
    }
    for (const days of [1, 365]) expect((await admin({ ...to(api.tokens.create), payload: { name: 'Edge', scope: 'read', expiresInDays: days } })).statusCode).toBe(201);
  });

  it("lists and revokes only the caller's own tokens", async () => {
    await createUser(t.db, { username: 'colleague', isAdmin: true });
    const colleague = await caller(t.server, 'colleague');
    const theirs = await makeToken(t.server, colleague.cookie, { name: 'Theirs' });
    const mine = json<ApiToken[]>(await admin(to(api.tokens.list)));
    expect(mine.map((token) => token.id)).not.toContain(theirs.id);
    expect(json<ApiToken[]>(await colleague(to(api.tokens.list))).map((token) => token.name)).toEqual(['Theirs']);
    expect((await admin(to(api.tokens.revoke, { id: theirs.id }))).statusCode).toBe(404);
    expect((await withToken(t.server, theirs.token, to(api.auth.me))).statusCode).toBe(200);
  });

  it('records making and revoking in the audit log, never the token', async () => {
    const made = await makeToken(t.server, admin.cookie, { name: 'Audited', scope: 'read', expiresInDays: 7 });
    expect((await admin(to(api.tokens.revoke, { id: made.id }))).statusCode).toBe(204);
    const entries = await auditOf(made.id);
    expect(entries.map((entry) => entry.action)).toEqual(['revoked', 'created']);
    expect(entries[1]).toMatchObject({ actorId: -1, entity: 'api-token', changes: { name: { old: null, new: 'Audited' }, scope: { old: null, new: 'read' } } });
    expect(entries[0]).toMatchObject({ actorId: -1, changes: { name: { old: 'Audited', new: null } } });
    expect(JSON.stringify(entries)).not.toContain(made.token);
    expect(await t.db('apiTokens').where('id', made.id).first()).toBeUndefined();
  });

  it('is for administrators only', async () => {
    await createUser(t.db, { username: 'evaluator' });
    const evaluator = await caller(t.server, 'evaluator');
    expect((await evaluator(to(api.tokens.list))).statusCode).toBe(403);
    expect((await evaluator({ ...to(api.tokens.create), payload: { name: 'Mine', scope: 'read', expiresInDays: 1 } })).statusCode).toBe(403);
  });
});

describe('a request with an API token', () => {
  it('acts as its owner: a read token reads, and is refused anything else with 403', async () => {
    const { token } = await makeToken(t.server, admin.cookie, { scope: 'read' });
    const me = await withToken(t.server, token, to(api.auth.me));
    expect(me.statusCode).toBe(200);
    expect(json(me)).toEqual({ id: -1, name: expect.any(String), isAdmin: true });
    expect((await withToken(t.server, token, to(api.users.adminList))).statusCode).toBe(200);
    const before = await t.db('vendors').count('* as n').first();
    const create = await withToken(t.server, token, { ...to(api.vendors.create), payload: { name: 'Read-only vendor' } });
    expect(create.statusCode).toBe(403);
    expect(json<{ message: string }>(create).message).toBe('A read-only API token allows GET requests only');
    expect(await t.db('vendors').count('* as n').first()).toEqual(before);
  });

  it("makes the owner's changes with a write token, from any origin, recorded as the owner's", async () => {
    const { token } = await makeToken(t.server, admin.cookie, { scope: 'write' });
    const create = await withToken(t.server, token, { ...to(api.vendors.create), payload: { name: 'Token vendor' }, headers: ANOTHER_SITE });
    expect(create.statusCode).toBe(201);
    const vendorId = json<{ id: number }>(create).id;
    const [entry] = json<ItemsPage<AuditEntry>>(await admin(to(api.audit.list, { entity: 'vendor', entityId: String(vendorId) }))).items;
    expect(entry).toMatchObject({ actorId: -1, action: 'created' });
    // A browser's session from another site's page is still refused.
    expect((await admin({ ...to(api.vendors.create), payload: { name: 'Cross-site' }, headers: ANOTHER_SITE })).statusCode).toBe(403);
  });

  it('reads no cookie: the token alone decides who calls', async () => {
    await createUser(t.db, { username: 'browser' });
    const cookie = await signIn(t.server, 'browser');
    const { token } = await makeToken(t.server, admin.cookie);
    const me = await withToken(t.server, token, { ...to(api.auth.me), headers: { cookie } });
    expect(json(me)).toMatchObject({ id: -1 });
    const unknown = await withToken(t.server, `vsp_${'A'.repeat(43)}`, { ...to(api.auth.me), headers: { cookie } });
    expect(unknown.statusCode).toBe(401);
  });

  it('answers 401 to an unknown, malformed, expired or revoked token, on every kind of route', async () => {
    const expired = await makeToken(t.server, admin.cookie, { name: 'Expired' });
    await t.db('apiTokens').where('id', expired.id).update({ expiresAt: new Date(Date.now() - 1000) });
    const revoked = await makeToken(t.server, admin.cookie, { name: 'Revoked' });
    expect((await withToken(t.server, revoked.token, to(api.auth.me))).statusCode).toBe(200);
    expect((await admin(to(api.tokens.revoke, { id: revoked.id }))).statusCode).toBe(204);
    for (const token of [`vsp_${'B'.repeat(43)}`, 'not-a-token', expired.token, revoked.token]) {
      const me = await withToken(t.server, token, to(api.auth.me));
      expect({ token, status: me.statusCode }).toEqual({ token, status: 401 });
      expect(me.headers['www-authenticate']).toMatch(/^Bearer/);
      // Signing in is open to visitors, yet a refused token is not served as one.
      const login = await withToken(t.server, token, { ...to(api.auth.login), payload: { username: 'nobody', password: 'nothing' } });
      expect(login.statusCode).toBe(401);
    }
    expect(json<{ message: string }>(await withToken(t.server, expired.token, to(api.auth.me))).message).toBe('The API token has expired');
  });

  it('cannot sign out, change the password, read the session or make and revoke tokens', async () => {
    const made = await makeToken(t.server, admin.cookie, { scope: 'write' });
    const calls = [
      to(api.auth.logout),
      to(api.auth.session),
      { ...to(api.auth.changePassword), payload: { currentPassword: 'whatever', newPassword: 'A much longer new passphrase 42' } },
      { ...to(api.tokens.create), payload: { name: 'Offspring', scope: 'write', expiresInDays: 365 } },
      to(api.tokens.revoke, { id: made.id }),
    ];
    for (const call of calls) expect({ url: call.url, status: (await withToken(t.server, made.token, call)).statusCode }).toEqual({ url: call.url, status: 403 });
    expect((await withToken(t.server, made.token, to(api.tokens.list))).statusCode).toBe(200);
  });

  it('marks when the token was last used, to the minute', async () => {
    const made = await makeToken(t.server, admin.cookie);
    const before = Date.now();
    expect((await withToken(t.server, made.token, to(api.auth.me))).statusCode).toBe(200);
    const listed = json<ApiToken[]>(await admin(to(api.tokens.list))).find((token) => token.id === made.id)!;
    expect(new Date(listed.lastUsedAt!).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const writes: string[] = [];
    const count = (query: { sql: string }) => {
      if (query.sql.startsWith('update "api_tokens"')) writes.push(query.sql);
    };
    t.db.on('query', count);
    try {
      for (let i = 0; i < 5; i += 1) await withToken(t.server, made.token, to(api.auth.me));
    } finally {
      t.db.removeListener('query', count);
    }
    expect(writes).toEqual([]);
  });

  it("is refused with 403 once its owner is no longer an administrator", async () => {
    await createUser(t.db, { username: 'owner', isAdmin: true });
    const owner = await caller(t.server, 'owner');
    const { token } = await makeToken(t.server, owner.cookie);
    expect((await withToken(t.server, token, to(api.users.adminList))).statusCode).toBe(200);
    await demote('owner');
    for (const call of [to(api.users.adminList), to(api.auth.me)]) {
      const response = await withToken(t.server, token, call);
      expect(response.statusCode).toBe(403);
      expect(json<{ message: string }>(response).message).toBe("The API token's owner is no longer an administrator");
    }
  });
});

describe('API tokens kept in memory by two processes on one database', () => {
  let second: Awaited<ReturnType<typeof startSecondProcess>>;
  let other: Server;
  beforeAll(async () => {
    second = await startSecondProcess(t);
    other = second.server;
  });
  afterAll(() => second.close());

  const status = async (server: Server, token: string) => (await withToken(server, token, to(api.users.adminList))).statusCode;

  /** Waits until the server listens for changes, and has read the token once while it does. */
  async function known(server: Server, token: string): Promise<void> {
    await until(async () => server.app.changes.listening, 'the process listens');
    expect(await status(server, token)).toBe(200);
  }

  it('answers a known token without reading it again', async () => {
    const made = await makeToken(t.server, admin.cookie, { name: 'Kept' });
    await known(other, made.token);
    await silently(t.db, 'delete from api_tokens where id = ?', [made.id]);
    expect(await status(other, made.token)).toBe(200);
    expect(await status(t.server, made.token)).toBe(401);
  });

  it('refuses a token revoked on the other process', async () => {
    const made = await makeToken(t.server, admin.cookie, { name: 'Revoked elsewhere' });
    await known(other, made.token);
    await known(t.server, made.token);
    expect((await admin(to(api.tokens.revoke, { id: made.id }))).statusCode).toBe(204);
    expect(await status(t.server, made.token)).toBe(401);
    await until(async () => (await status(other, made.token)) === 401, 'the other process refuses the revoked token');
  });

  it('refuses the token of an owner demoted on the other process', async () => {
    await createUser(t.db, { username: 'demoted', isAdmin: true });
    const owner = await signIn(t.server, 'demoted');
    const { token } = await makeToken(t.server, owner);
    await known(other, token);
    await demote('demoted');
    await until(async () => (await status(other, token)) === 403, 'the other process refuses the demoted owner');
    expect((await withToken(other, token, to(api.auth.me))).statusCode).toBe(403);
  });
});
