import type { ServerInjectResponse } from '@hapi/hapi';
import { allEndpoints, api, type AnyEndpoint } from '@vsp/contract';
import fc from 'fast-check';
import { createCatalog } from './fixtures';
import { ADMIN, createUser, request, signIn, startTestServer, type TestServer } from './server';

/*
 * Generated requests over every endpoint of the contract, as a visitor, an evaluator and an
 * administrator: whatever the path, query and body, the server answers without a 5xx, stays up,
 * and a refused change leaves every data table as it was. Seeded, so a failure replays.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 10_000);
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

// Every field name the contract's payloads use, so generated bodies reach the validators' rules
// and not only "unknown key".
const FIELDS = [
  'name', 'description', 'status', 'startDate', 'endDate', 'location', 'order', 'isActive', 'company', 'logo',
  'eventId', 'text', 'questionId', 'vendorId', 'score', 'comments', 'followupQuestions', 'username', 'password',
  'email', 'level', 'role', 'functionalArea', 'isAdmin', 'users', 'hasAccess', 'userId', 'title', 'content', 'info',
  'supportEmail', 'siteLogoUrl', 'clientName', 'siteName', 'venueText', 'currentPassword', 'newPassword', 'limit', 'offset',
];

const oddText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u0007bell', '../../etc/passwd', '%00', '<script>x</script>', "'; drop table users; --", '=1+1', ' '),
  fc.string({ minLength: 200, maxLength: 2_000 }),
);
const scalar = fc.oneof(
  oddText,
  fc.integer({ min: -5, max: 10 }),
  fc.constantFrom(0, -1, 2_147_483_647, 2_147_483_648, 1e308, -1e308, 0.5, true, false, null),
);
const value = fc.oneof({ depthSize: 'small', maxDepth: 2 }, scalar, fc.array(scalar, { maxLength: 3 }), fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 3 }));
const body = fc.oneof(
  fc.dictionary(fc.constantFrom(...FIELDS), value, { maxKeys: 8 }),
  fc.record({ users: fc.array(fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }), { maxLength: 3 }) }),
  value,
  fc.constant(undefined),
);
const param = fc.oneof(fc.integer({ min: -2, max: 6 }).map(String), oddText.filter((text) => text.length < 300), fc.constantFrom('1e3', '0x10', 'NaN'));

// NUL (which PostgreSQL refuses in text) and the other control characters, anywhere in a value.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
const controlCharacter = fc.oneof(
  { arbitrary: fc.constant('\u0000'), weight: 3 },
  fc.integer({ min: 1, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constant('\u007f'),
);
const controlText = fc.tuple(fc.string({ maxLength: 12 }), controlCharacter, fc.string({ maxLength: 12 })).map(([before, control, after]) => before + control + after);
const queryValue = fc.oneof({ arbitrary: controlText, weight: 2 }, param);

const COMMON_QUERY_KEYS = ['limit', 'offset', 'q', 'sort', ...FIELDS.slice(0, 5)];

interface Call {
  endpoint: AnyEndpoint;
  role: 'visitor' | 'evaluator' | 'admin';
  params: string[];
  query: Record<string, string>;
  body: unknown;
  raw: boolean;
}

/**
 * A request to any endpoint. A route that validates its query gets values for its own keys, as the
 * OpenAPI document lists them (an unknown key would be refused before the values are read); any
 * other route gets the usual paging and search keys.
 */
function callOf(queryKeys: ReadonlyMap<AnyEndpoint, string[]>): fc.Arbitrary<Call> {
  return fc.constantFrom(...allEndpoints()).chain((endpoint) =>
    fc.record<Call>({
      endpoint: fc.constant(endpoint),
      role: fc.constantFrom('visitor', 'evaluator', 'admin'),
      params: fc.array(param, { minLength: 3, maxLength: 3 }),
      query: fc.dictionary(fc.constantFrom(...(queryKeys.get(endpoint) ?? COMMON_QUERY_KEYS)), queryValue, { maxKeys: 3 }),
      body,
      // Now and then the body is not JSON at all.
      raw: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    }),
  );
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[] }>>;
}

/** The query keys of each endpoint that validates its query, from the server's OpenAPI document. */
async function queryKeysOf(t: TestServer, adminCookie: string | undefined): Promise<Map<AnyEndpoint, string[]>> {
  const document = JSON.parse((await request(t.server, adminCookie, { method: 'GET', url: api.site.openapi.path() })).payload) as OpenApiDocument;
  const keys = new Map<AnyEndpoint, string[]>();
  for (const endpoint of allEndpoints()) {
    const parameters = document.paths[endpoint.route]?.[endpoint.method.toLowerCase()]?.parameters ?? [];
    const names = parameters.filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name);
    if (names.length) keys.set(endpoint, names);
  }
  return keys;
}

function urlOf({ endpoint, params, query: values }: Call): string {
  let index = 0;
  const path = endpoint.route.replace(/\{\w+\}/g, () => encodeURIComponent(params[index++]));
  const search = new URLSearchParams(values).toString();
  return search ? `${path}?${search}` : path;
}

describe('generated requests', () => {
  let t: TestServer;
  const cookies: Record<Call['role'], string | undefined> = { visitor: undefined, evaluator: undefined, admin: undefined };

  /** One statement over every data table, so a digest per refused change stays cheap. */
  async function digest(): Promise<string> {
    const tables = ['users', 'scoring_events', 'vendors', 'questions', 'scores', 'user_event_permissions', 'event_vendor_info', 'content_pages', 'site_config'];
    const parts = tables.map((table) => `select '${table}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${table} t`);
    const result = await t.db.raw(`select md5(string_agg(name || d, '' order by name)) as digest from (${parts.join(' union all ')}) x`);
    return result.rows[0].digest as string;
  }

  /** A role whose session a generated call ended (sign-out, its account deleted) signs in again. */
  async function ensureSignedIn(role: Call['role']): Promise<void> {
    if (role === 'visitor') return;
    try {
      cookies[role] = role === 'admin' ? await signIn(t.server, ADMIN.username, ADMIN.password) : await signIn(t.server, 'fuzz-eva');
    } catch {
      await t.db('users').where({ username: 'fuzz-eva' }).delete();
      await createUser(t.db, { username: 'fuzz-eva' });
      cookies[role] = await signIn(t.server, 'fuzz-eva');
    }
  }

  beforeAll(async () => {
    t = await startTestServer();
    await createCatalog(t.db);
    await createUser(t.db, { username: 'fuzz-eva' });
    await ensureSignedIn('admin');
    await ensureSignedIn('evaluator');
  });
  afterAll(() => t.close());

  it('never answer 5xx, and a refused change changes no data', async () => {
    const queryKeys = await queryKeysOf(t, cookies.admin);
    // The routes that validate a query, each reached by an administrator with a NUL in one of its own keys.
    const nulTried = new Map([...queryKeys.keys()].map((endpoint) => [endpoint, 0]));
    let controlQueries = 0;
    let before = await digest();
    let count = 0;
    await fc.assert(
      fc.asyncProperty(callOf(queryKeys), async (generated) => {
        const { endpoint, role, body: payload, raw } = generated;
        const response: ServerInjectResponse = await request(t.server, cookies[role], {
          method: endpoint.method,
          url: urlOf(generated),
          ...(endpoint.method === 'GET' || payload === undefined
            ? {}
            : raw
              ? { payload: JSON.stringify(payload).slice(1), headers: { 'content-type': 'application/json' } }
              : { payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } }),
        });
        count += 1;
        const values = Object.values(generated.query);
        if (values.some((text) => CONTROL_CHARACTER.test(text))) controlQueries += 1;
        if (role === 'admin' && nulTried.has(endpoint) && values.some((text) => text.includes('\u0000'))) nulTried.set(endpoint, nulTried.get(endpoint)! + 1);
        expect(response.statusCode).toBeLessThan(500);
        if (endpoint.method !== 'GET') {
          const after = await digest();
          if (response.statusCode >= 400) expect(after).toBe(before);
          before = after;
        }
        if (response.statusCode === 401 && role !== 'visitor') {
          await ensureSignedIn(role);
          // Signing in again may have created the evaluator anew: that change is the test's own, not the server's.
          before = await digest();
        }
      }),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(count).toBe(RUNS);
    expect(controlQueries).toBeGreaterThan(RUNS / 4);
    expect(nulTried.size).toBeGreaterThan(0);
    for (const [endpoint, tries] of nulTried) expect([endpoint.route, tries > 0]).toEqual([endpoint.route, true]);
    // The server is still up and serving after all of it.
    expect((await request(t.server, cookies.admin, { method: 'GET', url: api.auth.me.path() })).statusCode).toBe(200);
  }, 600_000);
});
