import type { Server } from '@hapi/hapi';
import { allEndpoints, api, API_PREFIX } from '@vsp/contract';
import { createKnex } from '@vsp/db';
import type { Knex } from 'knex';
import { loadConfig } from '../config';
import { createServer } from '../server';

let db: Knex;
let server: Server;

// The route table needs no database: the session secret is given, so nothing is read at start.
beforeAll(async () => {
  db = createKnex({ databaseUrl: 'postgres://postgres@127.0.0.1:1/none', poolMax: 1 });
  server = await createServer({ config: { ...loadConfig({ LOG_LEVEL: 'silent' }), sessionSecret: 'x'.repeat(32) }, db });
});
afterAll(() => db.destroy());

/** The folder of `bff/src/modules` that serves a domain of the contract: `eventVendorInfo` is `event-vendor-info`. */
const folderOf = (domain: string) => domain.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

// The OpenAPI document and its page describe every domain, so a plugin of their own serves them.
const DOCUMENT_ROUTES = new Set([api.site.openapi, api.site.docs, api.site.docsAsset].map((endpoint) => `${endpoint.method} ${endpoint.route}`));

function apiRoutes(): Map<string, string> {
  return new Map(
    server
      .table()
      .filter((route) => route.path.startsWith(API_PREFIX))
      .map((route) => [`${route.method.toUpperCase()} ${route.path}`, route.realm.plugin ?? '']),
  );
}

it("serves every endpoint of the contract from its domain's module, and nothing else under the API prefix", () => {
  const expected = new Map(
    Object.entries(api).flatMap(([domain, endpoints]) =>
      Object.values(endpoints).map((endpoint) => {
        const key = `${endpoint.method} ${endpoint.route}`;
        return [key, DOCUMENT_ROUTES.has(key) ? 'openapi' : folderOf(domain)] as const;
      }),
    ),
  );
  expect(Object.fromEntries(apiRoutes())).toEqual(Object.fromEntries(expected));
});

// Only signing in (both steps with a password, and single sign-on's navigations) and the branding of the sign-in screen are open to a visitor.
const OPEN_TO_VISITORS = new Set([api.auth.login, api.auth.loginMfa, api.sso.start, api.sso.callback, api.site.config].map((endpoint) => `${endpoint.method} ${endpoint.route}`));

it('answers 401 to a visitor on every other endpoint, signing out included', async () => {
  const refused = await Promise.all(
    allEndpoints()
      .filter((endpoint) => !OPEN_TO_VISITORS.has(`${endpoint.method} ${endpoint.route}`))
      .map(async (endpoint) => {
        const url = endpoint.route.replace(/\{(\w+)\}/g, '1');
        return `${endpoint.method} ${endpoint.route} ${(await server.inject({ method: endpoint.method, url })).statusCode}`;
      }),
  );
  expect(refused.filter((line) => !line.endsWith(' 401'))).toEqual([]);
  expect(refused.length).toBe(allEndpoints().length - OPEN_TO_VISITORS.size);
});
