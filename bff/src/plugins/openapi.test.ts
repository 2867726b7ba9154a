import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import Hapi, { type Plugin, type RequestRoute, type Server } from '@hapi/hapi';
import { allEndpoints, api, API_PREFIX, type AnyEndpoint } from '@vsp/contract';
import Joi from 'joi';
import j2s from 'joi-to-swagger';
import { createCatalog } from '../../test/fixtures';
import { ADMIN, cookieFrom, createUser, request, signIn, startTestServer, type TestServer } from '../../test/server';
import { mailConfigFor, TestSmtpServer } from '../../test/smtp';
import { answer } from './openapi/answer';
import { openApiDocument, type OpenApiDocument, type OpenApiObject } from './openapi/document';

/** What a document must hold to be usable: success answers, declared path parameters, $refs that lead somewhere. */
function faultsOf(document: OpenApiDocument): string[] {
  const faults: string[] = [];
  const tags = new Set(document.tags.map((tag) => tag.name));
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(document.paths)) {
    const templated = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [method, operation] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      const responses = (operation.responses ?? {}) as Record<string, OpenApiObject>;
      if (!Object.keys(responses).some((code) => /^2\d\d$/.test(code))) faults.push(`${where}: no success response`);
      for (const [code, response] of Object.entries(responses)) {
        if (!response.$ref && typeof response.description !== 'string') faults.push(`${where}: ${code} has no description`);
      }
      const parameters = (operation.parameters ?? []) as OpenApiObject[];
      const inPath = parameters.filter((parameter) => parameter.in === 'path');
      if (JSON.stringify(inPath.map((parameter) => parameter.name).sort()) !== JSON.stringify(templated)) {
        faults.push(`${where}: path parameters do not match the path`);
      }
      if (inPath.some((parameter) => parameter.required !== true)) faults.push(`${where}: a path parameter is not required`);
      for (const tag of (operation.tags ?? []) as string[]) if (!tags.has(tag)) faults.push(`${where}: undeclared tag ${tag}`);
      const operationId = operation.operationId as string | undefined;
      if (operationId && operationIds.has(operationId)) faults.push(`${where}: operationId ${operationId} used twice`);
      if (operationId) operationIds.add(operationId);
    }
  }
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (!value || typeof value !== 'object') return;
    const ref = (value as OpenApiObject).$ref;
    if (typeof ref === 'string') {
      const target = ref
        .replace(/^#\//, '')
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], document);
      if (!ref.startsWith('#/') || !target) faults.push(`unresolved $ref ${ref}`);
    }
    Object.values(value).forEach(visit);
  };
  visit(document);
  return faults;
}

const signature = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

/** The folders of `modules/`, each with the answer schemas of its routes in `responses.ts`. */
const DOMAINS = ['auth', 'site', 'content', 'events', 'vendors', 'questions', 'event-vendor-info', 'permissions', 'users', 'scores', 'analysis', 'exports', 'audit', 'reminders', 'schedules', 'vendor-files'];

describe('the OpenAPI document of the portal', () => {
  let t: TestServer;
  let adminCookie: string;
  let evaluatorCookie: string;

  beforeAll(async () => {
    t = await startTestServer();
    await createUser(t.db, { username: 'eva' });
    adminCookie = await signIn(t.server, ADMIN.username, ADMIN.password);
    evaluatorCookie = await signIn(t.server, 'eva');
  });
  afterAll(() => t.close());

  async function adminDocument(): Promise<OpenApiDocument> {
    const response = await request(t.server, adminCookie, { method: 'GET', url: api.site.openapi.path() });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.payload) as OpenApiDocument;
  }

  it('is served to administrators only', async () => {
    const url = api.site.openapi.path();
    expect((await t.server.inject(url)).statusCode).toBe(401);
    expect((await request(t.server, evaluatorCookie, { method: 'GET', url })).statusCode).toBe(403);
    const document = await adminDocument();
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info).toMatchObject({ title: 'Vendor Scoring Portal API', version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
  });

  it('documents every registered API route under its path and method', async () => {
    const document = await adminDocument();
    const routes = t.server.table().filter((route) => route.path.startsWith(API_PREFIX));
    expect(routes.length).toBeGreaterThan(40);
    const missing = routes.filter((route) => !document.paths[route.path]?.[route.method]).map((route) => signature(route.method, route.path));
    expect(missing).toEqual([]);
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => signature(method, path)));
    expect(documented).toHaveLength(routes.length);
  });

  it('is structurally sound: success answers, declared path parameters, resolvable references, declared tags', async () => {
    expect(faultsOf(await adminDocument())).toEqual([]);
  });

  it('takes parameters, bodies, tags, operation ids and security from the routes themselves', async () => {
    const document = await adminDocument();
    const save = document.paths[api.scores.save.route].post;
    expect(save.operationId).toBe('scores.save');
    expect(save.parameters).toEqual([expect.objectContaining({ name: 'eventId', in: 'path', required: true })]);
    const body = (save.requestBody as { content: Record<string, { schema: OpenApiObject }> }).content['application/json'].schema;
    expect(body).toMatchObject({ type: 'object', properties: { score: { type: 'integer', minimum: 0, maximum: 5 } } });
    expect(document.paths[api.scores.adminList.route].get.parameters).toEqual([
      expect.objectContaining({ name: 'limit', in: 'query', required: false }),
      expect.objectContaining({ name: 'offset', in: 'query', required: false }),
      expect.objectContaining({ name: 'eventId', in: 'query', required: false }),
      expect.objectContaining({ name: 'vendorId', in: 'query', required: false }),
      expect.objectContaining({ name: 'userId', in: 'query', required: false }),
      expect.objectContaining({ name: 'noVote', in: 'query', required: false }),
    ]);
    expect(document.paths[api.site.config.route].get.security).toEqual([]);
    expect(document.paths[api.auth.login.route].post.security).toEqual([{}, { session: [] }]);
    expect(document.paths[api.users.adminList.route].get).toMatchObject({ 'x-scopes': ['admin'], responses: { 401: {}, 403: {} } });
    expect(document.components.securitySchemes.session).toEqual(expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'vsp_session' }));
  });

  it('registers every endpoint of the contract with its method and route, and no API route the contract lacks', () => {
    const registered = t.server.table().map((route) => signature(route.method, route.path));
    const inContract = allEndpoints().map((endpoint) => signature(endpoint.method, endpoint.route));
    expect(inContract.filter((pair) => !registered.includes(pair))).toEqual([]);
    const apiRoutes = t.server.table().filter((route) => route.path.startsWith(API_PREFIX));
    expect(apiRoutes.map((route) => signature(route.method, route.path)).filter((pair) => !inContract.includes(pair))).toEqual([]);
  });

  describe('the browsable page', () => {
    it('is served to administrators only, with its script and styles', async () => {
      const url = api.site.docs.path();
      expect((await t.server.inject(url)).statusCode).toBe(401);
      expect((await request(t.server, evaluatorCookie, { method: 'GET', url })).statusCode).toBe(403);
      const page = await request(t.server, adminCookie, { method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.payload).toContain('<div id="swagger-ui">');

      const assets = [...page.payload.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
      expect(assets).toHaveLength(3);
      for (const asset of assets) {
        expect((await t.server.inject(asset)).statusCode).toBe(401);
        expect((await request(t.server, evaluatorCookie, { method: 'GET', url: asset })).statusCode).toBe(403);
        const response = await request(t.server, adminCookie, { method: 'GET', url: asset });
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toMatch(asset.endsWith('.css') ? /^text\/css/ : /^(text|application)\/javascript/);
      }
    });

    it('runs under the Content-Security-Policy: no inline script, and the policy is not loosened', async () => {
      const page = await request(t.server, adminCookie, { method: 'GET', url: api.site.docs.path() });
      expect(page.payload).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
      const scripts = (page.headers['content-security-policy'] as string).split('; ').find((part) => part.startsWith('script-src'));
      expect(scripts).not.toMatch(/unsafe/);
      const initialiser = await request(t.server, adminCookie, { method: 'GET', url: api.site.docsAsset.path({ file: 'docs.js' }) });
      expect(initialiser.payload).toContain(JSON.stringify(api.site.openapi.path()));
    });

    it('answers 404 for a file it does not serve', async () => {
      for (const file of ['index.html', 'swagger-initializer.js', 'package.json', 'constructor']) {
        const response = await request(t.server, adminCookie, { method: 'GET', url: api.site.docsAsset.path({ file }) });
        expect(response.statusCode).toBe(404);
      }
    });
  });
});

describe('building the document from a route table', () => {
  // A made-up module under the API prefix, with every kind of route the generator reads; no endpoint of the contract.
  const WIDGETS = `${API_PREFIX}widgets`;
  const UNTAGGED = `${API_PREFIX}untagged`;
  const widget = answer<{ id: number; name: string; note: string | null }>('Widget', {
    id: Joi.number().integer(),
    name: Joi.string(),
    note: Joi.string().allow(null),
  });
  const widgetPayload = Joi.object({ name: Joi.string().max(100).required(), note: Joi.string().allow(null) });
  const widgetParams = Joi.object({ id: Joi.number().integer().positive().required() });

  const widgetsModule: Plugin<void> = {
    name: 'widgets',
    register(server) {
      const handler = () => null;
      server.route([
        {
          method: 'GET',
          path: WIDGETS,
          options: {
            description: 'List widgets',
            notes: 'By name',
            validate: { query: Joi.object({ limit: Joi.number().integer().min(1).max(100).default(50), search: Joi.string().required() }) },
            response: { schema: Joi.array().items(widget), sample: 0 },
          },
          handler,
        },
        {
          method: 'POST',
          path: WIDGETS,
          options: {
            auth: { access: { scope: ['admin'] } },
            validate: { payload: widgetPayload },
            response: { schema: widget, sample: 0 },
            plugins: { openapi: { status: 201, errors: [409] } },
          },
          handler,
        },
        {
          method: 'PUT',
          path: `${WIDGETS}/{id}`,
          options: { validate: { params: widgetParams, payload: widgetPayload }, response: { schema: widget, sample: 0 } },
          handler,
        },
        {
          method: 'DELETE',
          path: `${WIDGETS}/{id}`,
          options: { validate: { params: widgetParams }, plugins: { openapi: { status: 204 } } },
          handler,
        },
        { method: 'GET', path: `${WIDGETS}/{id}/files/{file*}`, handler },
        { method: 'GET', path: `${WIDGETS}/public`, options: { auth: false }, handler },
        { method: 'POST', path: `${WIDGETS}/try`, options: { auth: { mode: 'try' } }, handler },
        {
          method: 'GET',
          path: `${WIDGETS}/sheet`,
          options: { response: { schema: Joi.binary().meta({ contentType: 'application/vnd.ms-excel' }), sample: 0 } },
          handler,
        },
        { method: 'GET', path: '/widgets-outside-the-api', handler },
      ]);
    },
  };

  let document: OpenApiDocument;

  beforeAll(async () => {
    const server: Server = Hapi.server();
    server.auth.scheme('test', () => ({ authenticate: (_request, h) => h.authenticated({ credentials: {} }) }));
    server.auth.strategy('session', 'test');
    server.auth.default('session');
    await server.register(widgetsModule);
    server.route({ method: 'GET', path: UNTAGGED, handler: () => null });
    document = openApiDocument(server, {
      title: 'Widgets',
      version: '1.2.3',
      operationIds: new Map([[`GET ${WIDGETS}`, 'widgets.list']]),
    });
  });

  it('lists the API routes only, by path and method, tagged with the registering module', () => {
    expect(document).toMatchObject({ openapi: '3.0.3', info: { title: 'Widgets', version: '1.2.3' }, tags: [{ name: 'widgets' }] });
    expect(Object.keys(document.paths).sort()).toEqual([
      UNTAGGED,
      WIDGETS,
      `${WIDGETS}/public`,
      `${WIDGETS}/sheet`,
      `${WIDGETS}/try`,
      `${WIDGETS}/{id}`,
      `${WIDGETS}/{id}/files/{file}`,
    ]);
    expect(Object.keys(document.paths[WIDGETS]).sort()).toEqual(['get', 'post']);
    expect(Object.keys(document.paths[`${WIDGETS}/{id}`]).sort()).toEqual(['delete', 'put']);
    expect(document.paths[WIDGETS].get).toMatchObject({ operationId: 'widgets.list', summary: 'List widgets', description: 'By name', tags: ['widgets'] });
    expect(document.paths[UNTAGGED].get.tags).toBeUndefined();
    expect(faultsOf(document)).toEqual([]);
  });

  it('takes path and query parameters from the joi validation, and declares the unvalidated path parameters', () => {
    expect(document.paths[WIDGETS].get.parameters).toEqual([
      { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
      { name: 'search', in: 'query', required: true, schema: { type: 'string' } },
    ]);
    expect(document.paths[`${WIDGETS}/{id}`].put.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
    ]);
    expect(document.paths[`${WIDGETS}/{id}/files/{file}`].get.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
      { name: 'file', in: 'path', required: true, schema: { type: 'string' } },
    ]);
  });

  it('takes the JSON body from the payload validation', () => {
    expect(document.paths[WIDGETS].post.requestBody).toEqual({
      required: true,
      content: {
        'application/json': {
          schema: {
            type: 'object',
            properties: { name: { type: 'string', maxLength: 100 }, note: { type: 'string', nullable: true } },
            required: ['name'],
            additionalProperties: false,
          },
        },
      },
    });
  });

  it('takes the answer from the response schema, as a named component, with the declared success status', () => {
    const list = document.paths[WIDGETS].get.responses as Record<string, OpenApiObject>;
    expect(list[200]).toEqual({
      description: 'OK',
      content: { 'application/json': { schema: { type: 'array', items: { $ref: '#/components/schemas/Widget' } } } },
    });
    expect(document.components.schemas.Widget).toEqual({
      type: 'object',
      properties: { id: { type: 'integer' }, name: { type: 'string' }, note: { type: 'string', nullable: true } },
      required: ['id', 'name', 'note'],
      additionalProperties: false,
    });
    const created = document.paths[WIDGETS].post.responses as Record<string, OpenApiObject>;
    expect(created[201]).toEqual({ description: 'Created', content: { 'application/json': { schema: { $ref: '#/components/schemas/Widget' } } } });
    expect(created[200]).toBeUndefined();
    expect((document.paths[`${WIDGETS}/{id}`].delete.responses as Record<string, OpenApiObject>)[204]).toEqual({ description: 'No Content' });
    expect((document.paths[`${WIDGETS}/sheet`].get.responses as Record<string, OpenApiObject>)[200]).toEqual({
      description: 'OK',
      content: { 'application/vnd.ms-excel': { schema: { type: 'string', format: 'binary' } } },
    });
    expect((document.paths[`${WIDGETS}/public`].get.responses as Record<string, OpenApiObject>)[200]).toEqual({ description: 'OK' });
  });

  it('adds the errors the route options imply, and the ones a route declares', () => {
    const codes = (method: string, path: string) => Object.keys(document.paths[path][method].responses as object);
    expect(codes('get', WIDGETS)).toEqual(['200', '400', '401']);
    expect(codes('post', WIDGETS)).toEqual(['201', '400', '401', '403', '409', '415']);
    expect(codes('delete', `${WIDGETS}/{id}`)).toEqual(['204', '400', '401', '403', '404']);
    expect(codes('get', `${WIDGETS}/public`)).toEqual(['200']);
    expect(codes('post', `${WIDGETS}/try`)).toEqual(['200', '403']);
    expect((document.paths[WIDGETS].post.responses as Record<string, OpenApiObject>)[409]).toEqual({ $ref: '#/components/responses/Conflict' });
    expect(document.components.responses.Conflict).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } });
  });

  it('marks who may call each route: the session by default, nobody needed, or either', () => {
    expect(document.security).toEqual([{ session: [] }]);
    expect(document.paths[WIDGETS].get.security).toBeUndefined();
    expect(document.paths[`${WIDGETS}/public`].get.security).toEqual([]);
    expect(document.paths[`${WIDGETS}/try`].post.security).toEqual([{}, { session: [] }]);
    expect(document.paths[WIDGETS].post['x-scopes']).toEqual(['admin']);
    expect(document.paths[WIDGETS].get['x-scopes']).toBeUndefined();
  });
});

describe("the domains' answer schemas", () => {

  it('exist for every domain, convert to OpenAPI, and never give two answers one component name', async () => {
    const modules = path.join(__dirname, '..', 'modules');
    const components: Record<string, unknown> = {};
    const clashes: string[] = [];
    for (const domain of DOMAINS) {
      const file = path.join(modules, domain, 'responses.ts');
      expect(fs.existsSync(file)).toBe(true);
      for (const [name, schema] of Object.entries((await import(file)) as Record<string, unknown>)) {
        expect(Joi.isSchema(schema)).toBe(true);
        for (const [component, converted] of Object.entries(j2s(schema as Joi.Schema).components?.schemas ?? {})) {
          if (component in components && !isDeepStrictEqual(components[component], converted)) clashes.push(`${domain} ${name}: ${component}`);
          components[component] = converted;
        }
      }
    }
    expect(clashes).toEqual([]);
  });
});

describe('the answers the server gives', () => {
  let t: TestServer;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    // With mail configured, so the reminder calls answer as they do when they are offered.
    smtp = await TestSmtpServer.create();
    t = await startTestServer({ mail: mailConfigFor(smtp) });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  /** The API routes as the server registered them, by method and route pattern. */
  function apiRoutes(): Map<string, RequestRoute> {
    return new Map(
      t.server
        .table()
        .filter((route) => route.path.startsWith(API_PREFIX))
        .map((route) => [signature(route.method, route.path), route]),
    );
  }

  const statusOf = (route: RequestRoute) => route.settings.plugins?.openapi?.status ?? 200;

  it('are declared for every API route: an answer schema, documented only, unless it answers 204 without a body', async () => {
    const undeclared = [...apiRoutes()]
      .filter(([, route]) => statusOf(route) !== 204 && !Joi.isSchema(route.settings.response?.schema))
      .map(([key]) => key);
    expect(undeclared).toEqual([]);
    const validatedPerRequest = [...apiRoutes()]
      .filter(([, route]) => Joi.isSchema(route.settings.response?.schema) && route.settings.response?.sample !== 0)
      .map(([key]) => key);
    expect(validatedPerRequest).toEqual([]);

    const answered = new Set([...apiRoutes().values()].map((route) => route.settings.response?.schema));
    const unused: string[] = [];
    for (const domain of DOMAINS) {
      const exported = (await import(path.join(__dirname, '..', 'modules', domain, 'responses.ts'))) as Record<string, unknown>;
      unused.push(...Object.keys(exported).filter((name) => !answered.has(exported[name] as Joi.Schema)).map((name) => `${domain} ${name}`));
    }
    expect(unused).toEqual([]);
  });

  type As = 'admin' | 'approver' | 'evaluator' | 'anonymous';

  interface Call {
    endpoint: AnyEndpoint;
    as: As;
    params?: Record<string, number | string>;
    query?: object;
    body?: object;
  }

  it("match the route's declared status and answer schema, for every endpoint of the contract", async () => {
    const catalog = await createCatalog(t.db);
    const eva = await createUser(t.db, { username: 'eva', email: 'eva@example.com' });
    const leaving = await createUser(t.db, { username: 'leaving' });
    const cookies: Record<As, string | undefined> = {
      approver: undefined,
      admin: await signIn(t.server, ADMIN.username, ADMIN.password),
      evaluator: await signIn(t.server, 'eva'),
      anonymous: undefined,
    };
    const eventId = catalog.active.id;
    const vendorId = catalog.vendors[0].id;
    const questionId = catalog.questions[0].id;
    const [{ id: scoreId }] = await t.db('scores').insert({ userId: leaving.id, eventId, vendorId: catalog.vendors[1].id, questionId, score: 2 }).returning('id');
    const [{ id: scheduleId }] = await t.db('vendorSchedules').insert({ eventId, vendorId, scheduledDate: new Date('2030-05-01T08:00:00Z') }).returning('id');
    // An uploaded file, its bytes in the server's storage, and a link.
    const pdf = Buffer.from('%PDF-1.4\n%%EOF\n');
    await t.server.app.fileStorage.put('vendor-test/upload', pdf, 'application/pdf');
    const [{ id: uploadId }] = await t
      .db('vendorFiles')
      .insert({ vendorId, title: 'Proposal', storageKey: 'vendor-test/upload', fileName: 'proposal.pdf', contentType: 'application/pdf', sizeBytes: pdf.length })
      .returning('id');
    const [{ id: linkId }] = await t.db('vendorFiles').insert({ vendorId, title: 'Recording', url: 'https://example.org/recording' }).returning('id');
    // A closed event whose decision is taken: one vendor scored by Eva, approved by a second administrator.
    const [{ id: decided }] = await t.db('scoringEvents').insert({ name: 'Decided', status: 'Closed' }).returning('id');
    const [{ id: chosen }] = await t.db('vendors').insert({ name: 'Chosen vendor' }).returning('id');
    const [{ id: criterion }] = await t.db('questions').insert({ eventId: decided, text: 'Fit' }).returning('id');
    await t.db('scores').insert({ userId: eva.id, eventId: decided, vendorId: chosen, questionId: criterion, score: 4 });
    await createUser(t.db, { username: 'ada', isAdmin: true });
    cookies.approver = await signIn(t.server, 'ada');
    const rationale = { vendorId: chosen, rationale: 'The only tender that meets the criteria.' };
    const calls: Call[] = [
      { endpoint: api.auth.me, as: 'admin' },
      { endpoint: api.auth.session, as: 'evaluator' },
      { endpoint: api.site.config, as: 'evaluator' },
      { endpoint: api.site.remotes, as: 'evaluator' },
      { endpoint: api.site.remotes, as: 'admin' },
      { endpoint: api.site.adminConfig, as: 'admin' },
      { endpoint: api.site.updateConfig, as: 'admin', body: { venueText: 'Hall 2' } },
      { endpoint: api.site.openapi, as: 'admin' },
      { endpoint: api.site.docs, as: 'admin' },
      { endpoint: api.site.docsAsset, as: 'admin', params: { file: 'docs.js' } },
      { endpoint: api.content.list, as: 'evaluator' },
      { endpoint: api.content.page, as: 'evaluator', params: { slug: 'instructions' } },
      { endpoint: api.content.adminList, as: 'admin' },
      { endpoint: api.content.update, as: 'admin', params: { id: 1 }, body: { title: 'Reference' } },
      { endpoint: api.events.list, as: 'evaluator' },
      { endpoint: api.events.adminList, as: 'admin' },
      { endpoint: api.events.create, as: 'admin', body: { name: 'New event', startDate: '2026-01-02' } },
      { endpoint: api.events.update, as: 'admin', params: { id: eventId }, body: { name: 'Active event', status: 'Active' } },
      { endpoint: api.vendors.list, as: 'evaluator' },
      { endpoint: api.vendors.adminList, as: 'admin' },
      { endpoint: api.vendors.create, as: 'admin', body: { name: 'New vendor' } },
      { endpoint: api.vendors.update, as: 'admin', params: { id: vendorId }, body: { name: 'Second vendor' } },
      { endpoint: api.questions.ofEvent, as: 'evaluator', params: { eventId } },
      { endpoint: api.questions.mine, as: 'evaluator' },
      { endpoint: api.questions.adminList, as: 'admin' },
      { endpoint: api.questions.create, as: 'admin', body: { eventId, text: 'New question' } },
      { endpoint: api.questions.update, as: 'admin', params: { id: questionId }, body: { eventId, text: 'First question' } },
      { endpoint: api.eventVendorInfo.list, as: 'evaluator' },
      { endpoint: api.eventVendorInfo.save, as: 'admin', params: { eventId, vendorId }, body: { info: '' } },
      { endpoint: api.permissions.save, as: 'admin', body: { userId: eva.id, eventId: catalog.closed.id, hasAccess: false } },
      { endpoint: api.permissions.mine, as: 'evaluator' },
      { endpoint: api.permissions.adminList, as: 'admin' },
      { endpoint: api.permissions.setForEvent, as: 'admin', params: { eventId: catalog.closed.id }, body: { hasAccess: true } },
      { endpoint: api.users.adminList, as: 'admin' },
      { endpoint: api.users.adminList, as: 'admin', query: { q: 'eva', sort: '-name', limit: 5 } },
      { endpoint: api.users.create, as: 'admin', body: { username: 'new', password: 'new-password', name: 'New' } },
      { endpoint: api.users.update, as: 'admin', params: { id: eva.id }, body: { username: 'eva', name: 'Eva' } },
      {
        endpoint: api.users.bulkCreate,
        as: 'admin',
        body: { users: [{ username: 'bulk', password: 'bulk-password', name: 'Bulk' }, { username: 'bulk', password: 'x', name: 'Again' }, {}] },
      },
      { endpoint: api.scores.save, as: 'evaluator', params: { eventId }, body: { questionId, vendorId, score: 4, comments: 'Clear', followupQuestions: null } },
      { endpoint: api.scores.mine, as: 'evaluator' },
      { endpoint: api.scores.ofEvent, as: 'evaluator', params: { eventId } },
      { endpoint: api.scores.generateRandom, as: 'admin' },
      { endpoint: api.scores.adminList, as: 'admin', query: { limit: 5 } },
      { endpoint: api.scores.adminList, as: 'admin', query: { eventId, noVote: true } },
      { endpoint: api.scores.history, as: 'admin', query: { eventId } },
      // The random scores answered every cell of the evaluator's, so the evaluation can be submitted.
      { endpoint: api.submissions.submit, as: 'evaluator', params: { eventId } },
      { endpoint: api.submissions.mine, as: 'evaluator' },
      { endpoint: api.submissions.adminList, as: 'admin', params: { eventId } },
      { endpoint: api.submissions.reopen, as: 'admin', params: { eventId, userId: eva.id } },
      { endpoint: api.declarations.declare, as: 'evaluator', params: { eventId }, body: { conflicts: [vendorId], statement: 'Former employer' } },
      { endpoint: api.declarations.mine, as: 'evaluator', params: { eventId } },
      { endpoint: api.declarations.adminList, as: 'admin', params: { eventId } },
      { endpoint: api.exports.declarations, as: 'admin', params: { eventId } },
      { endpoint: api.reminders.mailSettings, as: 'admin' },
      { endpoint: api.reminders.send, as: 'admin', params: { eventId }, body: { force: true } },
      { endpoint: api.reminders.list, as: 'admin', params: { eventId } },
      { endpoint: api.analysis.incomplete, as: 'admin' },
      { endpoint: api.analysis.averages, as: 'admin' },
      { endpoint: api.analysis.ranking, as: 'admin', params: { eventId } },
      { endpoint: api.analysis.cells, as: 'admin', params: { eventId } },
      { endpoint: api.analysis.cellComments, as: 'admin', params: { eventId, vendorId, questionId } },
      { endpoint: api.analysis.agreement, as: 'admin', params: { eventId } },
      { endpoint: api.exports.results, as: 'admin', params: { eventId } },
      { endpoint: api.consensus.set, as: 'admin', params: { eventId, vendorId, questionId }, body: { score: 0, rationale: 'Out of scope' } },
      { endpoint: api.consensus.list, as: 'admin', params: { eventId } },
      { endpoint: api.prices.set, as: 'admin', params: { eventId, vendorId }, body: { price: 1250.5 } },
      { endpoint: api.prices.list, as: 'admin', params: { eventId } },
      { endpoint: api.exclusions.set, as: 'admin', params: { eventId, vendorId }, body: { include: false, rationale: 'Withdrew its tender' } },
      { endpoint: api.exclusions.list, as: 'admin', params: { eventId } },
      { endpoint: api.analysis.award, as: 'admin', params: { eventId } },
      { endpoint: api.analysis.robustness, as: 'admin', params: { eventId }, query: { seed: 3, samples: 200 } },
      { endpoint: api.prices.remove, as: 'admin', params: { eventId, vendorId } },
      { endpoint: api.exclusions.remove, as: 'admin', params: { eventId, vendorId } },
      { endpoint: api.decision.get, as: 'admin', params: { eventId: decided } },
      { endpoint: api.decision.report, as: 'admin', params: { eventId: decided } },
      { endpoint: api.decision.recommend, as: 'admin', params: { eventId: decided }, body: rationale },
      { endpoint: api.decision.withdraw, as: 'admin', params: { eventId: decided } },
      { endpoint: api.decision.recommend, as: 'admin', params: { eventId: decided }, body: rationale },
      { endpoint: api.decision.approve, as: 'approver', params: { eventId: decided }, body: { decision: 'approve' } },
      { endpoint: api.decision.debrief, as: 'admin', params: { eventId: decided, vendorId: chosen } },
      { endpoint: api.decision.debriefs, as: 'admin', params: { eventId: decided } },
      { endpoint: api.schedules.create, as: 'admin', params: { eventId }, body: { vendorId, scheduledDate: '2030-05-01T09:30:00+02:00', location: 'Hall 2' } },
      { endpoint: api.schedules.update, as: 'admin', params: { id: scheduleId }, body: { vendorId, scheduledDate: '2030-05-01T08:00:00Z', notes: 'Demo' } },
      { endpoint: api.schedules.adminList, as: 'admin', params: { eventId } },
      { endpoint: api.schedules.ofEvent, as: 'evaluator', params: { eventId } },
      { endpoint: api.schedules.calendar, as: 'evaluator', params: { eventId } },
      { endpoint: api.schedules.remove, as: 'admin', params: { id: scheduleId } },
      { endpoint: api.vendorFiles.create, as: 'admin', params: { vendorId }, body: { title: 'Deck', url: 'https://example.org/deck.pdf' } },
      { endpoint: api.vendorFiles.adminList, as: 'admin', params: { vendorId } },
      { endpoint: api.vendorFiles.update, as: 'admin', params: { id: linkId }, body: { isActive: false } },
      { endpoint: api.vendorFiles.list, as: 'evaluator' },
      { endpoint: api.vendorFiles.ofEvent, as: 'evaluator', params: { eventId } },
      { endpoint: api.vendorFiles.download, as: 'evaluator', params: { id: uploadId } },
      { endpoint: api.vendorFiles.remove, as: 'admin', params: { id: linkId } },
      { endpoint: api.exports.users, as: 'admin' },
      { endpoint: api.exports.flattenedScores, as: 'admin' },
      { endpoint: api.consensus.remove, as: 'admin', params: { eventId, vendorId, questionId } },
      { endpoint: api.scores.remove, as: 'admin', params: { id: scoreId } },
      { endpoint: api.scores.deleteAll, as: 'admin' },
      { endpoint: api.questions.remove, as: 'admin', params: { id: questionId } },
      { endpoint: api.vendors.remove, as: 'admin', params: { id: vendorId } },
      { endpoint: api.events.remove, as: 'admin', params: { id: eventId } },
      { endpoint: api.users.remove, as: 'admin', params: { id: leaving.id } },
      // After the changes above, the audit log has entries of every kind to answer with.
      { endpoint: api.audit.list, as: 'admin', query: { entity: 'user', limit: 5 } },
      { endpoint: api.exports.audit, as: 'admin', query: { entity: 'vendor' } },
      // Last: the evaluator changes their password, signs out, and signs in again with the new one.
      { endpoint: api.auth.changePassword, as: 'evaluator', body: { currentPassword: 'eva-password', newPassword: 'eva-new-secret' } },
      { endpoint: api.auth.logout, as: 'evaluator' },
      { endpoint: api.auth.login, as: 'anonymous', body: { username: 'eva', password: 'eva-new-secret' } },
    ];

    const called = new Set(calls.map((call) => call.endpoint));
    expect(allEndpoints().filter((endpoint) => !called.has(endpoint)).map((endpoint) => signature(endpoint.method, endpoint.route))).toEqual([]);

    const routes = apiRoutes();
    const mismatches: string[] = [];
    for (const call of calls) {
      const route = routes.get(signature(call.endpoint.method, call.endpoint.route))!;
      const build = call.endpoint.path as (...args: unknown[]) => string;
      const url = call.params ? build(call.params, call.query) : build(call.query);
      const response = await request(t.server, cookies[call.as], { method: call.endpoint.method, url, payload: call.body });
      // A password change ends the session it was made in and sets the new one.
      if (call.endpoint === api.auth.changePassword && response.statusCode === 204) cookies[call.as] = cookieFrom(response);
      const where = `${signature(call.endpoint.method, url)} ${response.statusCode}`;
      if (response.statusCode !== statusOf(route)) {
        mismatches.push(`${where}: declares ${statusOf(route)}; ${response.payload}`);
        continue;
      }
      if (response.statusCode === 204) {
        if (response.payload !== '') mismatches.push(`${where}: a body`);
        continue;
      }
      const schema = route.settings.response!.schema as Joi.Schema;
      const declaredType = (schema.$_terms.metas as { contentType?: string }[]).find((meta) => meta.contentType)?.contentType ?? 'application/json';
      const contentType = String(response.headers['content-type']);
      if (declaredType !== '*/*' && !contentType.startsWith(declaredType.replace(/\*$/, ''))) mismatches.push(`${where}: ${contentType}, declares ${declaredType}`);
      else if (declaredType === 'application/json') {
        const { error } = schema.validate(JSON.parse(response.payload), { convert: false });
        if (error) mismatches.push(`${where}: ${String(error)}`);
      }
    }
    expect(mismatches).toEqual([]);
  });
});
