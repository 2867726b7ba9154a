import { allEndpoints, api, API_PREFIX } from './paths';

describe('endpoint paths', () => {
  it('fill route parameters, encoded', () => {
    expect(api.scores.ofEvent.path({ eventId: 7 })).toBe('/api/events/7/scores');
    expect(api.eventVendorInfo.save.path({ eventId: 3, vendorId: 9 })).toBe('/api/admin/event-vendor-info/3/9');
    expect(api.content.page.path({ slug: 'a b' })).toBe('/api/content/a%20b');
  });

  it('append only the query values that are set', () => {
    expect(api.scores.adminList.path()).toBe('/api/admin/scores');
    expect(api.scores.adminList.path({ limit: 50, offset: 0 })).toBe('/api/admin/scores?limit=50&offset=0');
    expect(api.scores.adminList.path({ limit: undefined, offset: 100 })).toBe('/api/admin/scores?offset=100');
  });

  it('keep the route pattern for the server', () => {
    expect(api.scores.save).toMatchObject({ method: 'POST', route: '/api/events/{eventId}/scores' });
  });

  it('refuse a missing parameter instead of building a wrong path', () => {
    expect(() => (api.events.update.path as (params: object) => string)({})).toThrow('Missing "id"');
  });

  it('name every method and route pair once', () => {
    const pairs = allEndpoints().map((endpoint) => `${endpoint.method} ${endpoint.route}`);
    expect(new Set(pairs).size).toBe(pairs.length);
    expect(pairs.every((pair) => / \/api\//.test(pair))).toBe(true);
  });

  it('start every route at the API prefix', () => {
    expect(allEndpoints().filter((endpoint) => !endpoint.route.startsWith(API_PREFIX))).toEqual([]);
  });
});
