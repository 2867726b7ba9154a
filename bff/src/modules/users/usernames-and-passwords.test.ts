import { api, type BulkUsersResult } from '@vsp/contract';
import { adminCaller, createUser, json, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  await createUser(t.db, { username: 'eva' });
});
afterAll(() => t.close());

const create = (fields: Record<string, unknown>) =>
  admin({ ...to(api.users.create), payload: { username: 'someone', password: 'a fine secret', name: 'Some One', ...fields } });
const upload = (users: unknown[]) => admin({ ...to(api.users.bulkCreate), payload: { users } });
const message = (response: Parameters<typeof json>[0]) => json<{ message: string }>(response).message;

describe('usernames unique regardless of case', () => {
  it('answers 409 for a username that differs from a taken one only by case, the system account included', async () => {
    for (const username of ['Admin', 'ADMIN', 'EVA', 'Eva']) {
      const response = await create({ username });
      expect(response.statusCode).toBe(409);
      expect(message(response)).toBe('Username already exists');
    }
  });

  it('answers 409 when renaming a user to a taken name in another case', async () => {
    const user = await createUser(t.db, { username: 'renamer' });
    const response = await admin({ ...to(api.users.update, { id: user.id }), payload: { username: 'EVA', name: 'R' } });
    expect(response.statusCode).toBe(409);
    const own = await admin({ ...to(api.users.update, { id: user.id }), payload: { username: 'Renamer', name: 'R' } });
    expect(own.statusCode).toBe(200);
  });

  it('is enforced by the database, whatever writes the row', async () => {
    await expect(t.db('users').insert({ username: 'eVa', password: 'not a hash', name: 'Direct' })).rejects.toMatchObject({
      constraint: 'users_username_lower_unique',
    });
  });

  it('reports bulk rows whose username differs only by case from another row or a taken one', async () => {
    const result = json<BulkUsersResult>(
      await upload([
        { username: 'Dora', password: 'dora secret one', name: 'Dora' },
        { username: 'dora', password: 'dora secret two', name: 'Dora Again' },
        { username: 'EVA', password: 'eva secret two', name: 'Eva Again' },
        { username: 'ADMIN', password: 'admin secret two', name: 'Admin Again' },
      ]),
    );
    expect(result).toEqual({
      created: 1,
      errors: [
        { row: 2, username: 'dora', message: 'Duplicate username in the list (first at row 1)' },
        { row: 3, username: 'EVA', message: 'Username already exists' },
        { row: 4, username: 'ADMIN', message: 'Username already exists' },
      ],
    });
    await expect(signIn(t.server, 'dora', 'dora secret one')).resolves.toMatch(/vsp_session=/);
  });
});

describe('the password policy for passwords an administrator sets', () => {
  it.each([
    ['Password must be at least 8 characters', 'short'],
    ['Password must be at most 128 characters', 'p'.repeat(129)],
    ['Password is too common; choose another', 'Password1'],
    ['Password is too common; choose another', 'iloveyou'],
    ['"password" must not contain control characters', 'long\u0000enough'],
  ])('refuses on create and on update: %s', async (expected, password) => {
    const created = await create({ username: 'refused', password });
    expect(created.statusCode).toBe(400);
    expect(message(created)).toBe(expected);
    const user = await createUser(t.db, { username: `target-${expected.length}-${password.length}` });
    const updated = await admin({ ...to(api.users.update, { id: user.id }), payload: { username: user.username, name: 'T', password } });
    expect(updated.statusCode).toBe(400);
    expect(message(updated)).toBe(expected);
  });

  it('accepts 8 and 128 characters', async () => {
    expect((await create({ username: 'eight', password: 'abcdefgh' })).statusCode).toBe(201);
    expect((await create({ username: 'long-one', password: 'q'.repeat(128) })).statusCode).toBe(201);
  });

  it('reports bulk rows whose password breaks the policy, and creates the others', async () => {
    const result = json<BulkUsersResult>(
      await upload([
        { username: 'bulk-short', password: 'pw', name: 'Short' },
        { username: 'bulk-common', password: 'Sunshine', name: 'Common' },
        { username: 'bulk-long', password: 'z'.repeat(129), name: 'Long' },
        { username: 'bulk-good', password: 'a good bulk secret', name: 'Good' },
      ]),
    );
    expect(result).toEqual({
      created: 1,
      errors: [
        { row: 1, username: 'bulk-short', message: 'Password must be at least 8 characters' },
        { row: 2, username: 'bulk-common', message: 'Password is too common; choose another' },
        { row: 3, username: 'bulk-long', message: 'Password must be at most 128 characters' },
      ],
    });
  });
});

describe('control characters in user fields', () => {
  it.each([
    ['username', { username: 'bad\u0000name' }],
    ['name', { name: 'Bad\u0007Name' }],
    ['role', { role: 'Lead\u001b' }],
    ['password', { password: 'a fine\u0008secret' }],
  ])('answers 400 naming the %s', async (field, fields) => {
    const response = await create({ username: 'controlled', ...fields });
    expect(response.statusCode).toBe(400);
    expect(message(response)).toBe(`"${field}" must not contain control characters`);
  });

  it('reports a bulk row with a control character as a row error', async () => {
    const result = json<BulkUsersResult>(
      await upload([
        { username: 'ctl-name', password: 'a fine secret', name: 'Nul\u0000Name' },
        { username: 'ctl-pass', password: 'a fine\u0000secret', name: 'Pass' },
        { username: 'ctl-good', password: 'a fine secret', name: 'Good' },
      ]),
    );
    expect(result).toEqual({
      created: 1,
      errors: [
        { row: 1, username: 'ctl-name', message: '"name" must not contain control characters' },
        { row: 2, username: 'ctl-pass', message: '"password" must not contain control characters' },
      ],
    });
  });
});
