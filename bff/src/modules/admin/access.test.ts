import type { ServerInjectOptions } from '@hapi/hapi';
import { createUser, startTestServer, type TestServer } from '../../../test/server';
import { adminCaller, caller, createCatalog, dataFingerprint, type Caller, type Catalog } from './testing';

let t: TestServer;
let admin: Caller;
let evaluator: Caller;
let catalog: Catalog;
let otherUserId: number;

beforeAll(async () => {
  t = await startTestServer();
  await createUser(t.db, { username: 'eva' });
  otherUserId = (await createUser(t.db, { username: 'other' })).id;
  catalog = await createCatalog(t.db);
  admin = await adminCaller(t.server);
  evaluator = await caller(t.server, 'eva');
});
afterAll(() => t.close());

interface AdminRoute {
  method: string;
  path: string;
  url: () => string;
  payload?: () => object;
}

/** Every administrator route with a request an administrator may make; deletions come last. */
const ROUTES: AdminRoute[] = [
  { method: 'GET', path: '/api/admin/users', url: () => '/api/admin/users' },
  { method: 'POST', path: '/api/admin/users', url: () => '/api/admin/users', payload: () => ({ username: 'new', password: 'pw', name: 'New' }) },
  {
    method: 'POST',
    path: '/api/admin/users/bulk',
    url: () => '/api/admin/users/bulk',
    payload: () => ({ users: [{ username: 'bulk1', password: 'pw', name: 'Bulk' }] }),
  },
  { method: 'PUT', path: '/api/admin/users/{id}', url: () => `/api/admin/users/${otherUserId}`, payload: () => ({ username: 'other', name: 'Renamed' }) },
  { method: 'GET', path: '/api/admin/events', url: () => '/api/admin/events' },
  { method: 'POST', path: '/api/admin/events', url: () => '/api/admin/events', payload: () => ({ name: 'Event' }) },
  { method: 'PUT', path: '/api/admin/events/{id}', url: () => `/api/admin/events/${catalog.eventId}`, payload: () => ({ name: 'Renamed', status: 'Active' }) },
  { method: 'GET', path: '/api/admin/vendors', url: () => '/api/admin/vendors' },
  { method: 'POST', path: '/api/admin/vendors', url: () => '/api/admin/vendors', payload: () => ({ name: 'Vendor' }) },
  { method: 'PUT', path: '/api/admin/vendors/{id}', url: () => `/api/admin/vendors/${catalog.vendorId}`, payload: () => ({ name: 'Renamed' }) },
  { method: 'GET', path: '/api/admin/questions', url: () => '/api/admin/questions' },
  {
    method: 'POST',
    path: '/api/admin/questions',
    url: () => '/api/admin/questions',
    payload: () => ({ eventId: catalog.eventId, text: 'Question?' }),
  },
  {
    method: 'PUT',
    path: '/api/admin/questions/{id}',
    url: () => `/api/admin/questions/${catalog.questionId}`,
    payload: () => ({ eventId: catalog.eventId, text: 'Renamed?' }),
  },
  { method: 'GET', path: '/api/admin/content', url: () => '/api/admin/content' },
  { method: 'PUT', path: '/api/admin/content/{id}', url: () => '/api/admin/content/1', payload: () => ({ title: 'Title', content: '<p>x</p>' }) },
  { method: 'GET', path: '/api/admin/site-config', url: () => '/api/admin/site-config' },
  { method: 'PUT', path: '/api/admin/site-config', url: () => '/api/admin/site-config', payload: () => ({ siteName: 'Portal' }) },
  {
    method: 'PUT',
    path: '/api/admin/event-vendor-info/{eventId}/{vendorId}',
    url: () => `/api/admin/event-vendor-info/${catalog.eventId}/${catalog.vendorId}`,
    payload: () => ({ info: 'Booth 1' }),
  },
  { method: 'GET', path: '/api/admin/user-permissions', url: () => '/api/admin/user-permissions' },
  {
    method: 'POST',
    path: '/api/admin/user-permissions',
    url: () => '/api/admin/user-permissions',
    payload: () => ({ userId: otherUserId, eventId: catalog.eventId, hasAccess: false }),
  },
  {
    method: 'PUT',
    path: '/api/admin/user-permissions/events/{eventId}',
    url: () => `/api/admin/user-permissions/events/${catalog.eventId}`,
    payload: () => ({ hasAccess: true }),
  },
  { method: 'POST', path: '/api/admin/generate-random-scores', url: () => '/api/admin/generate-random-scores' },
  { method: 'GET', path: '/api/admin/scores', url: () => '/api/admin/scores' },
  { method: 'GET', path: '/api/admin/analysis/incomplete', url: () => '/api/admin/analysis/incomplete' },
  { method: 'GET', path: '/api/admin/analysis/averages', url: () => '/api/admin/analysis/averages' },
  { method: 'GET', path: '/api/admin/export/users', url: () => '/api/admin/export/users' },
  { method: 'GET', path: '/api/admin/export/flattened-scores', url: () => '/api/admin/export/flattened-scores' },
  { method: 'DELETE', path: '/api/admin/scores', url: () => '/api/admin/scores' },
  { method: 'DELETE', path: '/api/admin/questions/{id}', url: () => `/api/admin/questions/${catalog.questionId}` },
  { method: 'DELETE', path: '/api/admin/vendors/{id}', url: () => `/api/admin/vendors/${catalog.vendorId}` },
  { method: 'DELETE', path: '/api/admin/events/{id}', url: () => `/api/admin/events/${catalog.eventId}` },
  { method: 'DELETE', path: '/api/admin/users/{id}', url: () => `/api/admin/users/${otherUserId}` },
];

// Every signed-in user reads the info lines for the scoring grid.
const OPEN_TO_EVALUATORS = new Set(['get /api/admin/event-vendor-info']);

function inject(route: AdminRoute): ServerInjectOptions {
  return { method: route.method, url: route.url(), payload: route.payload?.() };
}

it('lists every administrator route of the server', () => {
  const registered = t.server
    .table()
    .filter((route) => route.path.startsWith('/api/admin'))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !OPEN_TO_EVALUATORS.has(route));
  expect(ROUTES.map((route) => `${route.method.toLowerCase()} ${route.path}`).sort()).toEqual(registered.sort());
});

it('answers 401 to anonymous callers and changes nothing', async () => {
  const before = await dataFingerprint(t.db);
  for (const route of ROUTES) {
    const response = await t.server.inject(inject(route));
    expect({ route: route.path, method: route.method, status: response.statusCode }).toEqual({ route: route.path, method: route.method, status: 401 });
  }
  expect(await dataFingerprint(t.db)).toEqual(before);
});

it('answers 403 to evaluators and changes nothing', async () => {
  const before = await dataFingerprint(t.db);
  for (const route of ROUTES) {
    const response = await evaluator(inject(route));
    expect({ route: route.path, method: route.method, status: response.statusCode }).toEqual({ route: route.path, method: route.method, status: 403 });
  }
  expect(await dataFingerprint(t.db)).toEqual(before);
});

it('serves administrators on every route', async () => {
  for (const route of ROUTES) {
    const response = await admin(inject(route));
    expect({ route: route.path, method: route.method, ok: response.statusCode >= 200 && response.statusCode < 300, body: response.statusCode >= 300 ? response.payload : '' })
      .toEqual({ route: route.path, method: route.method, ok: true, body: '' });
  }
});
