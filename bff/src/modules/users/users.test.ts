import { api, SYSTEM_USER_ID, type AdminUser } from '@vsp/contract';
import { Session } from '@vsp/db';
import { createCell } from '../../../test/fixtures';
import { adminCaller, cookieFrom, createUser, json, request, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

const newUser = (fields: Record<string, unknown> = {}) => ({
  username: 'newbie',
  password: 'newbie-secret',
  name: 'New Person',
  email: 'new@example.com',
  level: 'Senior',
  role: 'Architect',
  functionalArea: 'Infrastructure',
  isAdmin: false,
  ...fields,
});

const userRow = (id: number) => t.db('users').where({ id }).first();

describe('listing users', () => {
  it('lists every user, the system account first, never with a password or its hash', async () => {
    await createUser(t.db, { username: 'listed' });
    const response = await admin(to(api.users.adminList));
    expect(response.statusCode).toBe(200);
    const users = json<AdminUser[]>(response);
    expect(users[0]).toMatchObject({ id: SYSTEM_USER_ID, username: 'admin', isAdmin: true });
    expect(users.map((u) => u.username)).toContain('listed');
    expect(response.payload).not.toMatch(/password|\$argon2/);
  });
});

describe('creating a user', () => {
  it('creates the user, answers it without the password, and the user can sign in', async () => {
    const response = await admin({ ...to(api.users.create), payload: newUser() });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      id: expect.any(Number),
      username: 'newbie',
      name: 'New Person',
      email: 'new@example.com',
      level: 'Senior',
      role: 'Architect',
      functionalArea: 'Infrastructure',
      isAdmin: false,
      sso: false,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    expect(response.payload).not.toMatch(/password|\$argon2/);
    const stored = await t.db('users').where({ username: 'newbie' }).first();
    expect(stored.password).toMatch(/^\$argon2id\$/);
    await expect(signIn(t.server, 'newbie', 'newbie-secret')).resolves.toMatch(/vsp_session=/);
  });

  it('stores empty optional fields as null and trims text', async () => {
    const response = await admin({
      ...to(api.users.create),
      payload: { username: '  trimmed  ', password: 'trimmed-secret', name: ' Trim ', email: '', level: '  ', role: null },
    });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toMatchObject({ username: 'trimmed', name: 'Trim', email: null, level: null, role: null, functionalArea: null, isAdmin: false });
  });

  it('creates administrators', async () => {
    const response = await admin({ ...to(api.users.create), payload: newUser({ username: 'boss', isAdmin: true }) });
    expect(json(response)).toMatchObject({ isAdmin: true });
    const boss = await signIn(t.server, 'boss', 'newbie-secret');
    expect((await request(t.server, boss, to(api.users.adminList))).statusCode).toBe(200);
  });

  it('answers 409 for a taken username', async () => {
    await createUser(t.db, { username: 'taken' });
    const response = await admin({ ...to(api.users.create), payload: newUser({ username: 'taken' }) });
    expect(response.statusCode).toBe(409);
    expect(json(response)).toMatchObject({ message: 'Username already exists' });
  });

  it.each([
    ['"username" is required', { username: undefined }],
    ['"password" is required', { password: undefined }],
    ['Password must be at least 8 characters', { password: '' }],
    ['"name" is required', { name: undefined }],
    ['"email" must be a valid email', { email: 'not-an-email' }],
    ['"username" length must be less than or equal to 50 characters long', { username: 'u'.repeat(51) }],
    ['"name" length must be less than or equal to 100 characters long', { name: 'n'.repeat(101) }],
    ['"level" length must be less than or equal to 50 characters long', { level: 'l'.repeat(51) }],
    ['"functionalArea" length must be less than or equal to 100 characters long', { functionalArea: 'f'.repeat(101) }],
    ['"isAdmin" must be a boolean', { isAdmin: 'maybe' }],
    ['"id" is not allowed', { id: 5 }],
  ])('answers 400: %s', async (message, fields) => {
    const before = await t.db('users').count({ n: '*' }).first();
    const response = await admin({ ...to(api.users.create), payload: newUser({ username: 'invalid', ...fields }) });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
    expect(await t.db('users').count({ n: '*' }).first()).toEqual(before);
  });
});

describe('updating a user', () => {
  it('replaces the fields and keeps the password when it is empty or absent', async () => {
    const user = await createUser(t.db, { username: 'keeper' });
    const before = await userRow(user.id);
    for (const password of ['', null, undefined]) {
      const response = await admin({
        ...to(api.users.update, { id: user.id }),
        payload: { username: 'keeper', name: 'Kept Password', role: 'Lead', ...(password === undefined ? {} : { password }) },
      });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toMatchObject({ id: user.id, name: 'Kept Password', role: 'Lead', email: null });
      expect(response.payload).not.toMatch(/password|\$argon2/);
    }
    expect((await userRow(user.id)).password).toBe(before.password);
    await expect(signIn(t.server, 'keeper')).resolves.toMatch(/vsp_session=/);
  });

  it("changes the password and ends that user's sessions", async () => {
    const user = await createUser(t.db, { username: 'changer' });
    const oldSession = await signIn(t.server, 'changer');
    const response = await admin({ ...to(api.users.update, { id: user.id }), payload: { username: 'changer', name: 'C', password: 'brand-new' } });
    expect(response.statusCode).toBe(200);
    expect((await request(t.server, oldSession, to(api.auth.me))).statusCode).toBe(401);
    await expect(signIn(t.server, 'changer')).rejects.toThrow(/401/);
    await expect(signIn(t.server, 'changer', 'brand-new')).resolves.toMatch(/vsp_session=/);
    // The administrator who made the change stays signed in.
    expect((await admin(to(api.auth.me))).statusCode).toBe(200);
  });

  it('keeps an administrator who changes their own password signed in under a new session id', async () => {
    const self = await createUser(t.db, { username: 'ada', isAdmin: true });
    const here = await signIn(t.server, 'ada');
    const elsewhere = await signIn(t.server, 'ada');
    const response = await request(t.server, here, { ...to(api.users.update, { id: self.id }), payload: { username: 'ada', name: 'Ada', password: 'ada-new-secret' } });
    expect(response.statusCode).toBe(200);
    const renewed = cookieFrom(response);
    expect(renewed).not.toBe(here);
    expect((await request(t.server, here, to(api.auth.me))).statusCode).toBe(401);
    expect((await request(t.server, elsewhere, to(api.auth.me))).statusCode).toBe(401);
    expect(json(await request(t.server, renewed, to(api.auth.me)))).toMatchObject({ name: 'Ada' });
  });

  it('answers 409 when renaming to a taken username, and 404 for an unknown user', async () => {
    const user = await createUser(t.db, { username: 'renamer' });
    await createUser(t.db, { username: 'occupied' });
    const conflict = await admin({ ...to(api.users.update, { id: user.id }), payload: { username: 'occupied', name: 'R' } });
    expect(conflict.statusCode).toBe(409);
    expect((await userRow(user.id)).username).toBe('renamer');
    const missing = await admin({ ...to(api.users.update, { id: 999999 }), payload: { username: 'ghost', name: 'G' } });
    expect(missing.statusCode).toBe(404);
  });

  it('validates the id', async () => {
    const response = await admin({ ...to(api.users.update, { id: 'abc' }), payload: { username: 'x', name: 'X' } });
    expect(response.statusCode).toBe(400);
  });
});

describe('the system account', () => {
  it('cannot be updated or deleted: 403, and the row stays as it was', async () => {
    const before = await userRow(SYSTEM_USER_ID);
    const update = await admin({ ...to(api.users.update, { id: SYSTEM_USER_ID }), payload: { username: 'hijacked', name: 'X', password: 'hijacked-secret' } });
    expect(update.statusCode).toBe(403);
    expect(json(update)).toMatchObject({ message: 'The system account cannot be modified' });
    const remove = await admin(to(api.users.remove, { id: SYSTEM_USER_ID }));
    expect(remove.statusCode).toBe(403);
    expect(await userRow(SYSTEM_USER_ID)).toEqual(before);
  });
});

describe('deleting a user', () => {
  it('removes the user with their scores, permissions and sessions', async () => {
    const user = await createUser(t.db, { username: 'leaving' });
    const stays = await createUser(t.db, { username: 'staying' });
    const { eventId, vendorId, questionId } = await createCell(t.db);
    await t.db('scores').insert([
      { userId: user.id, eventId, vendorId, questionId, score: 4 },
      { userId: stays.id, eventId, vendorId, questionId, score: 2 },
    ]);
    await t.db('userEventPermissions').insert([
      { userId: user.id, eventId, hasAccess: false },
      { userId: stays.id, eventId, hasAccess: false },
    ]);
    await t.db('userEvents').insert({ userId: user.id, eventId });
    const session = await signIn(t.server, 'leaving');

    const response = await admin(to(api.users.remove, { id: user.id }));
    expect(response.statusCode).toBe(204);
    expect(await userRow(user.id)).toBeUndefined();
    expect(await t.db('scores').where({ userId: user.id })).toHaveLength(0);
    expect(await t.db('userEventPermissions').where({ userId: user.id })).toHaveLength(0);
    expect(await t.db('userEvents').where({ userId: user.id })).toHaveLength(0);
    expect(await t.db('scores').where({ userId: stays.id })).toHaveLength(1);
    expect(await t.db('userEventPermissions').where({ userId: stays.id })).toHaveLength(1);
    expect((await request(t.server, session, to(api.auth.me))).statusCode).toBe(401);
    expect(await Session.query(t.db).whereRaw(`(sess->>'userId')::int = ?`, [user.id])).toHaveLength(0);

    expect((await admin(to(api.users.remove, { id: user.id }))).statusCode).toBe(404);
  });
});
