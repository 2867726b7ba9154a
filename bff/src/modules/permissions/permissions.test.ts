import { createUser, startTestServer, type TestServer } from '../../../test/server';
import type { UserPermission } from '../../api-types';
import { adminCaller, caller, createCatalog, json, type Caller, type Catalog } from '../admin/testing';

let t: TestServer;
let admin: Caller;
let catalog: Catalog;
let evaId: number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  evaId = (await createUser(t.db, { username: 'eva' })).id;
  await createUser(t.db, { username: 'sam' });
  catalog = await createCatalog(t.db);
});
afterAll(() => t.close());

const permission = (hasAccess: boolean, userId = evaId) =>
  admin({ method: 'POST', url: '/api/admin/user-permissions', payload: { userId, eventId: catalog.eventId, hasAccess } });

describe('user permissions', () => {
  it('inserts, then replaces, the permission of a user and event, and the user is locked out', async () => {
    expect(json(await permission(false))).toEqual({ userId: evaId, eventId: catalog.eventId, hasAccess: false });
    const eva = await caller(t.server, 'eva');
    expect((await eva({ method: 'GET', url: `/api/events/${catalog.eventId}/questions` })).statusCode).toBe(403);

    expect(json(await permission(true))).toEqual({ userId: evaId, eventId: catalog.eventId, hasAccess: true });
    expect((await eva({ method: 'GET', url: `/api/events/${catalog.eventId}/questions` })).statusCode).toBe(200);
    expect(await t.db('userEventPermissions').where({ userId: evaId })).toHaveLength(1);
    expect(json<UserPermission[]>(await admin({ method: 'GET', url: '/api/admin/user-permissions' }))).toEqual([
      { userId: evaId, eventId: catalog.eventId, hasAccess: true },
    ]);
  });

  it('grants or locks one event for every user at once', async () => {
    const users = (await t.db('users')).length;
    const locked = await admin({ method: 'PUT', url: `/api/admin/user-permissions/events/${catalog.eventId}`, payload: { hasAccess: false } });
    expect(json(locked)).toEqual({ updated: users });
    const rows = await t.db('userEventPermissions').where({ eventId: catalog.eventId });
    expect(rows).toHaveLength(users);
    expect(rows.every((row) => row.hasAccess === false)).toBe(true);

    await admin({ method: 'PUT', url: `/api/admin/user-permissions/events/${catalog.eventId}`, payload: { hasAccess: true } });
    expect((await t.db('userEventPermissions').where({ eventId: catalog.eventId, hasAccess: true })).length).toBe(users);
    expect((await admin({ method: 'PUT', url: '/api/admin/user-permissions/events/999999', payload: { hasAccess: true } })).statusCode).toBe(404);
  });

  it.each([
    ['"hasAccess" is required', { userId: 1, eventId: 1 }],
    ['"eventId" must be a positive number', { userId: 1, eventId: -1, hasAccess: true }],
    ['"userId" must be greater than or equal to -1', { userId: -2, eventId: 1, hasAccess: true }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ method: 'POST', url: '/api/admin/user-permissions', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('answers 400 for an unknown user or event', async () => {
    expect((await permission(true, 999999)).statusCode).toBe(400);
  });
});
