import { allEndpoints } from './paths';

/**
 * The public API surface, written out by hand on purpose: clients, scripts and bookmarks depend on
 * these paths, so renaming or removing one in the endpoint table must fail here first, and adding
 * one must be a visible change to this list.
 */
const PUBLIC_API = [
    'GET /api/auth/me',
    'POST /api/auth/login',
    'POST /api/auth/logout',
    'PUT /api/auth/password',
    'GET /api/site-config',
    'GET /api/remotes',
    'GET /api/admin/site-config',
    'PUT /api/admin/site-config',
    'GET /api/openapi.json',
    'GET /api/docs',
    'GET /api/docs/assets/{file}',
    'GET /api/content',
    'GET /api/content/{slug}',
    'GET /api/admin/content',
    'PUT /api/admin/content/{id}',
    'GET /api/events',
    'GET /api/admin/events',
    'POST /api/admin/events',
    'PUT /api/admin/events/{id}',
    'DELETE /api/admin/events/{id}',
    'GET /api/vendors',
    'GET /api/admin/vendors',
    'POST /api/admin/vendors',
    'PUT /api/admin/vendors/{id}',
    'DELETE /api/admin/vendors/{id}',
    'GET /api/events/{eventId}/questions',
    'GET /api/user/questions',
    'GET /api/admin/questions',
    'POST /api/admin/questions',
    'PUT /api/admin/questions/{id}',
    'DELETE /api/admin/questions/{id}',
    'GET /api/admin/event-vendor-info',
    'PUT /api/admin/event-vendor-info/{eventId}/{vendorId}',
    'GET /api/user/permissions',
    'GET /api/admin/user-permissions',
    'POST /api/admin/user-permissions',
    'PUT /api/admin/user-permissions/events/{eventId}',
    'GET /api/admin/users',
    'POST /api/admin/users',
    'POST /api/admin/users/bulk',
    'PUT /api/admin/users/{id}',
    'DELETE /api/admin/users/{id}',
    'GET /api/user/scores',
    'GET /api/events/{eventId}/scores',
    'POST /api/events/{eventId}/scores',
    'GET /api/admin/scores',
    'DELETE /api/admin/scores',
    'POST /api/admin/generate-random-scores',
    'GET /api/admin/analysis/incomplete',
    'GET /api/admin/analysis/averages',
    'GET /api/admin/export/users',
    'GET /api/admin/export/flattened-scores',
    'GET /api/admin/analysis/events/{eventId}/ranking',
    'GET /api/admin/analysis/events/{eventId}/cells',
    'GET /api/admin/analysis/events/{eventId}/cells/{vendorId}/{questionId}/comments',
    'GET /api/admin/analysis/events/{eventId}/agreement',
    'GET /api/admin/export/events/{eventId}/results',
    'DELETE /api/admin/scores/{id}',
    'GET /api/admin/scores/history',
];

describe('the public API', () => {
  it('is exactly the endpoint table, method and route', () => {
    expect(allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.route}`).sort()).toEqual([...PUBLIC_API].sort());
  });
});
