import type { ServerInjectOptions } from '@hapi/hapi';
import { api, API_PREFIX, SYSTEM_USER_ID, type AnyEndpoint } from '@vsp/contract';
import { createCell, dataFingerprint, type Cell } from '../../test/fixtures';
import { adminCaller, caller, createUser, startTestServer, to, type Caller, type TestServer } from '../../test/server';
import { mailConfigFor, TestSmtpServer } from '../../test/smtp';

let t: TestServer;
let admin: Caller;
let evaluator: Caller;
let cell: Cell;
let otherUserId: number;
let scoreId: number;
let scheduleId: number;
let vendorFileId: number;
let tokenId: number;
let smtp: TestSmtpServer;

beforeAll(async () => {
  // Mail is configured, so the reminder routes are offered as administrators use them.
  smtp = await TestSmtpServer.create();
  t = await startTestServer({ mail: mailConfigFor(smtp) });
  await createUser(t.db, { username: 'eva' });
  otherUserId = (await createUser(t.db, { username: 'other' })).id;
  cell = await createCell(t.db);
  [{ id: scoreId }] = await t.db('scores').insert({ userId: otherUserId, ...cell, score: 3 }).returning('id');
  await t.db('submissions').insert({ userId: otherUserId, eventId: cell.eventId });
  [{ id: scheduleId }] = await t.db('vendorSchedules').insert({ eventId: cell.eventId, vendorId: cell.vendorId, scheduledDate: new Date() }).returning('id');
  [{ id: vendorFileId }] = await t.db('vendorFiles').insert({ vendorId: cell.vendorId, title: 'Deck', url: 'https://example.org/deck.pdf' }).returning('id');
  [{ id: tokenId }] = await t.db('apiTokens')
    .insert({ userId: SYSTEM_USER_ID, name: 'Reporting', scope: 'read', tokenHash: 'a'.repeat(64), expiresAt: new Date(Date.now() + 86_400_000) })
    .returning('id');
  await t.db('secondFactors').insert({ userId: otherUserId, secret: 'sealed elsewhere', enabledAt: new Date() });
  admin = await adminCaller(t.server);
  evaluator = await caller(t.server, 'eva');
});
afterAll(async () => {
  await t.close();
  await smtp.stop();
});

interface AdminRoute {
  endpoint: AnyEndpoint;
  params?: () => Record<string, number>;
  payload?: () => object;
  /** A step of the decision that this event's state refuses (409): decision.test.ts takes each step in order. */
  refusedInTurn?: true;
}

/** Every administrator route with a request an administrator may make; deletions come last. */
const ROUTES: AdminRoute[] = [
  { endpoint: api.users.adminList },
  { endpoint: api.users.create, payload: () => ({ username: 'new', password: 'new-user-secret', name: 'New' }) },
  { endpoint: api.users.bulkCreate, payload: () => ({ users: [{ username: 'bulk1', password: 'bulk-user-secret', name: 'Bulk' }] }) },
  { endpoint: api.users.update, params: () => ({ id: otherUserId }), payload: () => ({ username: 'other', name: 'Renamed' }) },
  { endpoint: api.events.adminList },
  { endpoint: api.events.create, payload: () => ({ name: 'Event' }) },
  { endpoint: api.events.update, params: () => ({ id: cell.eventId }), payload: () => ({ name: 'Renamed', status: 'Active' }) },
  { endpoint: api.vendors.adminList },
  { endpoint: api.vendors.create, payload: () => ({ name: 'Vendor' }) },
  { endpoint: api.vendors.update, params: () => ({ id: cell.vendorId }), payload: () => ({ name: 'Renamed' }) },
  { endpoint: api.questions.adminList },
  { endpoint: api.questions.create, payload: () => ({ eventId: cell.eventId, text: 'Question?' }) },
  { endpoint: api.questions.update, params: () => ({ id: cell.questionId }), payload: () => ({ eventId: cell.eventId, text: 'Renamed?' }) },
  { endpoint: api.content.adminList },
  { endpoint: api.content.update, params: () => ({ id: 1 }), payload: () => ({ title: 'Title', content: '<p>x</p>' }) },
  { endpoint: api.site.adminConfig },
  { endpoint: api.site.updateConfig, payload: () => ({ siteName: 'Portal' }) },
  {
    endpoint: api.eventVendorInfo.save,
    params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId }),
    payload: () => ({ info: 'Booth 1' }),
  },
  { endpoint: api.permissions.adminList },
  { endpoint: api.permissions.save, payload: () => ({ userId: otherUserId, eventId: cell.eventId, hasAccess: false }) },
  { endpoint: api.permissions.setForEvent, params: () => ({ eventId: cell.eventId }), payload: () => ({ hasAccess: true }) },
  { endpoint: api.scores.generateRandom },
  { endpoint: api.scores.adminList },
  { endpoint: api.scores.history },
  { endpoint: api.analysis.incomplete },
  { endpoint: api.analysis.averages },
  { endpoint: api.analysis.ranking, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.analysis.cells, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.analysis.cellComments, params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId, questionId: cell.questionId }) },
  { endpoint: api.analysis.agreement, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.exports.results, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.consensus.list, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.consensus.set, params: () => ({ ...cell }), payload: () => ({ score: 4, rationale: 'Agreed by the panel' }) },
  { endpoint: api.prices.list, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.prices.set, params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId }), payload: () => ({ price: 99.5 }) },
  { endpoint: api.exclusions.list, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.exclusions.set, params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId }), payload: () => ({ include: false, rationale: 'Withdrew its tender' }) },
  { endpoint: api.analysis.award, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.analysis.robustness, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.decision.get, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.decision.report, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.decision.recommend, params: () => ({ eventId: cell.eventId }), payload: () => ({ vendorId: cell.vendorId, rationale: 'The best tender of the event.' }), refusedInTurn: true },
  { endpoint: api.decision.withdraw, params: () => ({ eventId: cell.eventId }), refusedInTurn: true },
  { endpoint: api.decision.approve, params: () => ({ eventId: cell.eventId }), payload: () => ({ decision: 'approve' }), refusedInTurn: true },
  { endpoint: api.decision.debrief, params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId }), refusedInTurn: true },
  { endpoint: api.decision.debriefs, params: () => ({ eventId: cell.eventId }), refusedInTurn: true },
  { endpoint: api.submissions.adminList, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.schedules.adminList, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.schedules.create, params: () => ({ eventId: cell.eventId }), payload: () => ({ vendorId: cell.vendorId, scheduledDate: '2030-05-01T09:30:00Z' }) },
  { endpoint: api.schedules.update, params: () => ({ id: scheduleId }), payload: () => ({ vendorId: cell.vendorId, scheduledDate: '2030-05-01T11:00:00+02:00' }) },
  { endpoint: api.declarations.adminList, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.exports.declarations, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.reminders.mailSettings },
  { endpoint: api.reminders.list, params: () => ({ eventId: cell.eventId }) },
  { endpoint: api.reminders.send, params: () => ({ eventId: cell.eventId }), payload: () => ({ dryRun: true }) },
  { endpoint: api.vendorFiles.adminList, params: () => ({ vendorId: cell.vendorId }) },
  { endpoint: api.vendorFiles.create, params: () => ({ vendorId: cell.vendorId }), payload: () => ({ title: 'Brochure', url: 'https://example.org/brochure.pdf' }) },
  { endpoint: api.vendorFiles.update, params: () => ({ id: vendorFileId }), payload: () => ({ title: 'Deck v2' }) },
  { endpoint: api.exports.users },
  { endpoint: api.exports.flattenedScores },
  { endpoint: api.exports.audit },
  { endpoint: api.audit.list },
  { endpoint: api.tokens.list },
  { endpoint: api.tokens.create, payload: () => ({ name: 'Warehouse', scope: 'read', expiresInDays: 30 }) },
  { endpoint: api.consensus.remove, params: () => ({ ...cell }) },
  { endpoint: api.prices.remove, params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId }) },
  { endpoint: api.exclusions.remove, params: () => ({ eventId: cell.eventId, vendorId: cell.vendorId }) },
  { endpoint: api.submissions.reopen, params: () => ({ eventId: cell.eventId, userId: otherUserId }) },
  { endpoint: api.schedules.remove, params: () => ({ id: scheduleId }) },
  { endpoint: api.vendorFiles.remove, params: () => ({ id: vendorFileId }) },
  { endpoint: api.scores.remove, params: () => ({ id: scoreId }) },
  { endpoint: api.scores.deleteAll },
  { endpoint: api.questions.remove, params: () => ({ id: cell.questionId }) },
  { endpoint: api.vendors.remove, params: () => ({ id: cell.vendorId }) },
  { endpoint: api.events.remove, params: () => ({ id: cell.eventId }) },
  { endpoint: api.users.resetMfa, params: () => ({ id: otherUserId }) },
  { endpoint: api.users.remove, params: () => ({ id: otherUserId }) },
  { endpoint: api.tokens.revoke, params: () => ({ id: tokenId }) },
];

// Every signed-in user reads the info lines for the scoring grid.
const OPEN_TO_EVALUATORS: AnyEndpoint[] = [api.eventVendorInfo.list];

const ADMIN_PREFIX = `${API_PREFIX}admin/`;

const key = (endpoint: AnyEndpoint) => `${endpoint.method.toLowerCase()} ${endpoint.route}`;

function inject(route: AdminRoute): ServerInjectOptions {
  return { ...to(route.endpoint, route.params?.()), payload: route.payload?.() };
}

it('lists every administrator route of the server', () => {
  const open = new Set(OPEN_TO_EVALUATORS.map(key));
  const registered = t.server
    .table()
    .filter((route) => route.path.startsWith(ADMIN_PREFIX))
    .map((route) => `${route.method} ${route.path}`)
    .filter((route) => !open.has(route));
  expect(ROUTES.map((route) => key(route.endpoint)).sort()).toEqual(registered.sort());
});

it('answers 401 to anonymous callers and changes nothing', async () => {
  const before = await dataFingerprint(t.db);
  for (const route of ROUTES) {
    const response = await t.server.inject(inject(route));
    expect({ route: key(route.endpoint), status: response.statusCode }).toEqual({ route: key(route.endpoint), status: 401 });
  }
  expect(await dataFingerprint(t.db)).toEqual(before);
});

it('answers 403 to evaluators and changes nothing', async () => {
  const before = await dataFingerprint(t.db);
  for (const route of ROUTES) {
    const response = await evaluator(inject(route));
    expect({ route: key(route.endpoint), status: response.statusCode }).toEqual({ route: key(route.endpoint), status: 403 });
  }
  expect(await dataFingerprint(t.db)).toEqual(before);
});

it('serves administrators on every route', async () => {
  for (const route of ROUTES) {
    const response = await admin(inject(route));
    const served = route.refusedInTurn ? response.statusCode === 409 : response.statusCode >= 200 && response.statusCode < 300;
    expect({ route: key(route.endpoint), ok: served, body: served ? '' : response.payload }).toEqual({
      route: key(route.endpoint),
      ok: true,
      body: '',
    });
  }
});
