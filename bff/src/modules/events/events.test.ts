import { UserEventPermission } from '@vsp/db';
import { createCatalog, denyAccess, type Catalog } from '../../../test/fixtures';
import { createUser, request, signIn, startTestServer, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let cookie: string;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  userId = (await createUser(t.db, { username: 'eva' })).id;
  cookie = await signIn(t.server, 'eva');
});
afterAll(() => t.close());

const get = (url: string, as: string | null = cookie) => request(t.server, as ?? undefined, { method: 'GET', url });

describe('GET /api/events', () => {
  it('lists active events by order, with calendar dates as text', async () => {
    const response = await get('/api/events');
    expect(response.statusCode).toBe(200);
    const events = response.result as { name: string; startDate: string | null }[];
    expect(events.map((e) => e.name)).toEqual(['Closed event', 'Active event']);
    expect(events[1].startDate).toBe('2026-11-02');
  });

  it('needs a session', async () => {
    expect((await get('/api/events', null)).statusCode).toBe(401);
  });
});

describe('GET /api/vendors', () => {
  it('lists active vendors by order', async () => {
    const vendors = (await get('/api/vendors')).result as { name: string; company: string }[];
    expect(vendors.map((v) => v.name)).toEqual(['First vendor', 'Second vendor']);
    expect(vendors[0]).toMatchObject({ company: 'First Co', isActive: true, order: 1 });
  });
});

describe('GET /api/events/{eventId}/questions', () => {
  it('lists the active questions of the event by order', async () => {
    const response = await get(`/api/events/${catalog.active.id}/questions`);
    expect(response.statusCode).toBe(200);
    expect((response.result as { text: string }[]).map((q) => q.text)).toEqual(['First question', 'Second question']);
    expect((response.result as object[])[0]).toMatchObject({ description: 'Explained', eventId: catalog.active.id });
  });

  it('answers 404 for an unknown or inactive event and 400 for a malformed id', async () => {
    expect((await get('/api/events/999999/questions')).statusCode).toBe(404);
    expect((await get(`/api/events/${catalog.hidden.id}/questions`)).statusCode).toBe(404);
    const malformed = await get('/api/events/abc/questions');
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.payload).message).toMatch(/eventId/);
  });

  it('answers 403 when a permission row takes the access away', async () => {
    await denyAccess(t.db, userId, catalog.closed.id);
    expect((await get(`/api/events/${catalog.closed.id}/questions`)).statusCode).toBe(403);
  });
});

describe('evaluator lists', () => {
  it('answers only the caller’s permission rows', async () => {
    const other = await createUser(t.db, { username: 'other' });
    await UserEventPermission.query(t.db).insert({ userId: other.id, eventId: catalog.active.id, hasAccess: false });
    const rows = (await get('/api/user/permissions')).result as { userId: number }[];
    expect(rows.every((row) => row.userId === userId)).toBe(true);
  });

  it('answers the questions of active events with their active flag', async () => {
    const rows = (await get('/api/user/questions')).result as { id: number; eventId: number; isActive: boolean }[];
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    const expected = [...catalog.questions.map((q) => q.id), catalog.inactiveQuestion.id, catalog.closedQuestion.id].sort((a, b) => a - b);
    expect(ids).toEqual(expected);
    expect(rows.find((row) => row.id === catalog.inactiveQuestion.id)?.isActive).toBe(false);
  });

  it('lets every signed-in user read the event vendor info', async () => {
    const response = await get('/api/admin/event-vendor-info');
    expect(response.statusCode).toBe(200);
    expect(response.result).toEqual([{ eventId: catalog.active.id, vendorId: catalog.vendors[0].id, info: 'Booth 4, 10:00' }]);
  });
});
