import { api, type UsersPage } from '@vsp/contract';
import { adminCaller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  await createUser(t.db, { username: 'robin', name: 'Robin Archer', email: 'robin@example.org' });
  await createUser(t.db, { username: 'sam', name: 'Sam Baker', email: 'SAM@Example.ORG' });
  await createUser(t.db, { username: 'kim', name: 'Kim Carter', email: null });
  await createUser(t.db, { username: 'under_score', name: '100% Dana', email: 'dana@example.net' });
  for (let n = 0; n < 60; n += 1) await createUser(t.db, { username: `bulk${String(n).padStart(2, '0')}`, name: `Bulk ${n}` });
});
afterAll(() => t.close());

const search = async (query: Record<string, string | number>) => {
  const response = await admin(to(api.users.adminList, query));
  expect(response.statusCode).toBe(200);
  return json<UsersPage>(response);
};

describe('searching, sorting and paging users', () => {
  it('finds users by part of their username, name or address, ignoring case', async () => {
    expect((await search({ q: 'example.org' })).items.map((user) => user.username).sort()).toEqual(['robin', 'sam']);
    expect((await search({ q: 'CARTER' })).items.map((user) => user.username)).toEqual(['kim']);
    expect((await search({ q: 'ROB' })).total).toBe(1);
  });

  it('takes % and _ in a search literally', async () => {
    expect((await search({ q: '100%' })).items.map((user) => user.username)).toEqual(['under_score']);
    expect((await search({ q: 'rob_n' })).total).toBe(0);
    expect((await search({ q: 'r_s' })).items.map((user) => user.username)).toEqual(['under_score']);
  });

  it('sorts on a field, descending with a leading minus, empty values last', async () => {
    const byName = await search({ q: 'example', sort: 'name' });
    expect(byName.items.map((user) => user.name)).toEqual(['100% Dana', 'Robin Archer', 'Sam Baker']);
    const byNameDescending = await search({ q: 'example', sort: '-name' });
    expect(byNameDescending.items.map((user) => user.name)).toEqual(['Sam Baker', 'Robin Archer', '100% Dana']);
    const byEmail = await search({ sort: 'email', limit: 200 });
    expect(byEmail.items.at(-1)?.email).toBeNull();
  });

  it('pages through every user, 50 by default, with the total, the system account a row like the others', async () => {
    const first = await search({ sort: 'username' });
    expect(first.items).toHaveLength(50);
    expect(first.total).toBe(65);
    const second = await search({ sort: 'username', offset: 50 });
    expect(second.items).toHaveLength(15);
    const all = [...first.items, ...second.items].map((user) => user.username);
    expect(new Set(all).size).toBe(65);
    expect(all).toContain('admin');
    expect(first.items.some((user) => 'password' in user)).toBe(false);
  });

  it('answers the plain list without a query, as before', async () => {
    const response = await admin(to(api.users.adminList));
    expect(Array.isArray(json(response))).toBe(true);
  });

  it.each([
    ['"sort" must be one of', { sort: 'password' }],
    ['"limit" must be less than or equal to 200', { limit: 201 }],
    ['"offset" must be greater than or equal to 0', { offset: -1 }],
  ])('refuses a bad query: %s', async (message, query) => {
    const response = await admin(to(api.users.adminList, query as never));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: expect.stringContaining(message) });
  });

  // PostgreSQL refuses a NUL in text outright, which once answered a search 500.
  it.each(['\u0000', 'rob\u0000', '\u0007', 'a\u001fb', '\u007f', 'sa\tm', 'sa\r\nm'])('refuses a control character in the search (%j) naming the field', async (q) => {
    const response = await admin(to(api.users.adminList, { q }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: '"q" must not contain control characters' });
  });

  it('trims white space around a search, as around every text field', async () => {
    expect((await search({ q: '\tsam\r\n' })).items.map((user) => user.username)).toEqual(['sam']);
  });
});
