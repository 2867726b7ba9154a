import { api, type UserPermission } from '@vsp/contract';
import { UserEventPermission } from '@vsp/db';
import { createCell, type Cell } from '../../../test/fixtures';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;
let cell: Cell;
let evaId: number;
let samId: number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  evaId = (await createUser(t.db, { username: 'eva' })).id;
  samId = (await createUser(t.db, { username: 'sam' })).id;
  cell = await createCell(t.db);
});
afterAll(() => t.close());

const permission = (hasAccess: boolean, userId = evaId) => admin({ ...to(api.permissions.save), payload: { userId, eventId: cell.eventId, hasAccess } });

describe('user permissions', () => {
  it('inserts, then replaces, the permission of a user and event, and the user is locked out', async () => {
    expect(json(await permission(false))).toEqual({ userId: evaId, eventId: cell.eventId, hasAccess: false });
    const eva = await caller(t.server, 'eva');
    expect((await eva(to(api.questions.ofEvent, { eventId: cell.eventId }))).statusCode).toBe(403);

    expect(json(await permission(true))).toEqual({ userId: evaId, eventId: cell.eventId, hasAccess: true });
    expect((await eva(to(api.questions.ofEvent, { eventId: cell.eventId }))).statusCode).toBe(200);
    expect(await t.db('userEventPermissions').where({ userId: evaId })).toHaveLength(1);
    expect(json<UserPermission[]>(await admin(to(api.permissions.adminList)))).toEqual([{ userId: evaId, eventId: cell.eventId, hasAccess: true }]);
  });

  it('grants or locks one event for every user at once', async () => {
    const users = (await t.db('users')).length;
    const locked = await admin({ ...to(api.permissions.setForEvent, { eventId: cell.eventId }), payload: { hasAccess: false } });
    expect(json(locked)).toEqual({ updated: users });
    const rows = await t.db('userEventPermissions').where({ eventId: cell.eventId });
    expect(rows).toHaveLength(users);
    expect(rows.every((row) => row.hasAccess === false)).toBe(true);

    await admin({ ...to(api.permissions.setForEvent, { eventId: cell.eventId }), payload: { hasAccess: true } });
    expect((await t.db('userEventPermissions').where({ eventId: cell.eventId, hasAccess: true })).length).toBe(users);
    expect((await admin({ ...to(api.permissions.setForEvent, { eventId: 999999 }), payload: { hasAccess: true } })).statusCode).toBe(404);
  });

  it.each([
    ['"hasAccess" is required', { userId: 1, eventId: 1 }],
    ['"eventId" must be a positive number', { userId: 1, eventId: -1, hasAccess: true }],
    ['"userId" must be greater than or equal to -1', { userId: -2, eventId: 1, hasAccess: true }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ ...to(api.permissions.save), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('answers 400 for an unknown user or event', async () => {
    expect((await permission(true, 999999)).statusCode).toBe(400);
  });
});

describe("the caller's permissions", () => {
  it('answers only the caller’s permission rows', async () => {
    const other = await createCell(t.db, 'Other');
    await UserEventPermission.query(t.db).insert({ userId: samId, eventId: other.eventId, hasAccess: false });
    const eva = await caller(t.server, 'eva');
    const rows = (await eva(to(api.permissions.mine))).result as { userId: number }[];
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.userId === evaId)).toBe(true);
  });
});

describe('the permission rows of some users', () => {
  let kimId: number;
  let eventId: number;

  beforeAll(async () => {
    kimId = (await createUser(t.db, { username: 'kim' })).id;
    eventId = (await createCell(t.db, 'Paged')).eventId;
    await UserEventPermission.query(t.db).insert([
      { userId: evaId, eventId, hasAccess: false },
      { userId: samId, eventId, hasAccess: true },
      { userId: kimId, eventId, hasAccess: false },
    ]);
  });

  const rowsOf = async (url: string) => {
    const response = await admin({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    return json<UserPermission[]>(response);
  };

  it('answers only the rows of the users asked for, given comma-separated or repeated', async () => {
    const asked = await rowsOf(api.permissions.adminList.path({ userIds: `${evaId},${samId}` }));
    expect(new Set(asked.map((row) => row.userId))).toEqual(new Set([evaId, samId]));
    expect(asked.filter((row) => row.eventId === eventId)).toEqual([
      { userId: evaId, eventId, hasAccess: false },
      { userId: samId, eventId, hasAccess: true },
    ]);
    expect(await rowsOf(`${api.permissions.adminList.path()}?userIds=${evaId}&userIds=${samId}`)).toEqual(asked);
    expect(await rowsOf(api.permissions.adminList.path({ userIds: String(kimId) }))).toEqual([{ userId: kimId, eventId, hasAccess: false }]);
  });

  it('answers every row without the query, as before', async () => {
    const all = await rowsOf(api.permissions.adminList.path());
    expect(all).toContainEqual({ userId: kimId, eventId, hasAccess: false });
    expect(all).toHaveLength((await t.db('userEventPermissions')).length);
  });

  it.each([
    ['"userIds[0]" must be a number', 'abc'],
    ['"userIds[1]" must be a number', '7,'],
    ['"userIds[0]" must be greater than or equal to -1', '-2'],
    ['"userIds" must contain less than or equal to 200 items', Array.from({ length: 201 }, (_, n) => n + 1).join(',')],
  ])('answers 400 naming the field: %s', async (message, userIds) => {
    const response = await admin(to(api.permissions.adminList, { userIds }));
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: expect.stringContaining(message) });
  });
});
