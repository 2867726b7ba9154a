import { api, type BulkUsersResult } from '@vsp/contract';
import { adminCaller, createUser, json, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  await createUser(t.db, { username: 'existing' });
});
afterAll(() => t.close());

const upload = (users: unknown) => admin({ ...to(api.users.bulkCreate), payload: { users } });

describe('bulk user upload', () => {
  it('creates the good rows and reports every bad one by its position', async () => {
    const response = await upload([
      { username: 'ann', password: 'ann-secret-1', name: 'Ann', email: 'ann@example.com', level: 'L2', role: 'Dev', functionalArea: 'Apps' },
      { username: 'ben', password: 'ben-secret-1', name: 'Ben', email: '', department: 'ignored column', isAdmin: true },
      { username: 'ann', password: 'other-secret', name: 'Ann Again' },
      { username: 'existing', password: 'long-enough', name: 'Clash' },
      { username: 'nameless', password: 'long-enough' },
      { username: 'nopass', name: 'No Password' },
      { username: '', password: 'long-enough', name: 'Blank' },
      { username: 'u'.repeat(51), password: 'long-enough', name: 'Long' },
      { username: 'longarea', password: 'long-enough', name: 'Area', functionalArea: 'a'.repeat(101) },
      { username: 'bademail', password: 'long-enough', name: 'Mail', email: 'nope' },
      'not a row',
      { username: '  cy  ', password: 'cy-secret-1', name: ' Cy ' },
    ]);
    expect(response.statusCode).toBe(200);
    expect(json<BulkUsersResult>(response)).toEqual({
      created: 3,
      errors: [
        { row: 3, username: 'ann', message: 'Duplicate username in the list (first at row 1)' },
        { row: 4, username: 'existing', message: 'Username already exists' },
        { row: 5, username: 'nameless', message: '"name" is required' },
        { row: 6, username: 'nopass', message: '"password" is required' },
        { row: 7, username: null, message: '"username" is not allowed to be empty' },
        { row: 8, username: 'u'.repeat(51), message: '"username" length must be less than or equal to 50 characters long' },
        { row: 9, username: 'longarea', message: '"functionalArea" length must be less than or equal to 100 characters long' },
        { row: 10, username: 'bademail', message: '"email" must be a valid email' },
        { row: 11, username: null, message: '"value" must be of type object' },
      ],
    });

    const created = await t.db('users').whereIn('username', ['ann', 'ben', 'cy']).orderBy('username');
    expect(created.map((u) => [u.username, u.name, u.email, u.level, u.role, u.functionalArea, u.isAdmin])).toEqual([
      ['ann', 'Ann', 'ann@example.com', 'L2', 'Dev', 'Apps', false],
      ['ben', 'Ben', null, null, null, null, false],
      ['cy', 'Cy', null, null, null, null, false],
    ]);
    expect(created.every((u) => u.password.startsWith('$argon2id$'))).toBe(true);
    await expect(signIn(t.server, 'ann', 'ann-secret-1')).resolves.toMatch(/vsp_session=/);
    await expect(signIn(t.server, 'cy', 'cy-secret-1')).resolves.toMatch(/vsp_session=/);
    expect((await t.db('users').where({ username: 'existing' }).first()).name).toBe('User existing');
  });

  // Hashing 250 passwords takes a few seconds on a busy two-core machine.
  it('creates lists larger than one batch', async () => {
    const users = Array.from({ length: 250 }, (_, i) => ({ username: `batch-${i}`, password: `batch-secret-${i}`, name: `Batch ${i}` }));
    users[220] = { username: 'batch-0', password: 'long-enough', name: 'Repeated' };
    const result = json<BulkUsersResult>(await upload(users));
    expect(result).toEqual({ created: 249, errors: [{ row: 221, username: 'batch-0', message: 'Duplicate username in the list (first at row 1)' }] });
    expect(await t.db('users').where('username', 'like', 'batch-%').count({ n: '*' }).first()).toEqual({ n: '249' });
    await expect(signIn(t.server, 'batch-249', 'batch-secret-249')).resolves.toMatch(/vsp_session=/);
  }, 30_000);

  // The panel sends a large file in several requests: a row repeated in a later one is already a user by then.
  it('reports a row sent again in a later request as an existing username, and creates the others', async () => {
    expect(json(await upload([{ username: 'chunk-a', password: 'chunk-secret-a', name: 'A' }]))).toEqual({ created: 1, errors: [] });
    expect(
      json(
        await upload([
          { username: 'Chunk-A', password: 'chunk-secret-a', name: 'A Again' },
          { username: 'chunk-b', password: 'chunk-secret-b', name: 'B' },
        ]),
      ),
    ).toEqual({ created: 1, errors: [{ row: 1, username: 'Chunk-A', message: 'Username already exists' }] });
    expect((await t.db('users').where({ username: 'chunk-a' }).first()).name).toBe('A');
  });

  it('answers a list where nothing could be created', async () => {
    expect(json(await upload([{ username: 'existing', password: 'long-enough', name: 'Again' }]))).toEqual({
      created: 0,
      errors: [{ row: 1, username: 'existing', message: 'Username already exists' }],
    });
  });

  it.each([
    ['"users" is required', {}],
    ['"users" must contain at least 1 items', { users: [] }],
    ['"users" must be an array', { users: 'ann' }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ ...to(api.users.bulkCreate), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });
});
