import { createUser, startTestServer, type TestServer } from '../../../test/server';
import type { Question, ScoringEvent, Vendor } from '../../api-types';
import { adminCaller, createCatalog, json, type Caller, type Catalog } from '../admin/testing';

let t: TestServer;
let admin: Caller;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  userId = (await createUser(t.db, { username: 'eva' })).id;
});
afterAll(() => t.close());

/** A catalog with a score, a permission and an info line on it, so deletions have something to cascade to. */
async function populated(label: string): Promise<Catalog> {
  const catalog = await createCatalog(t.db, label);
  await t.db('scores').insert({ userId, ...catalog, score: 3 });
  await t.db('userEventPermissions').insert({ userId, eventId: catalog.eventId, hasAccess: true });
  await t.db('eventVendorInfo').insert({ eventId: catalog.eventId, vendorId: catalog.vendorId, info: 'Booth' });
  return catalog;
}

const count = async (table: string, where: Record<string, number>) => (await t.db(table).where(where)).length;

describe('events', () => {
  it('creates an event with the storage defaults', async () => {
    const response = await admin({ method: 'POST', url: '/api/admin/events', payload: { name: 'Spring review' } });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      id: expect.any(Number),
      name: 'Spring review',
      description: null,
      status: 'Not Scheduled',
      order: 0,
      isActive: true,
      startDate: null,
      endDate: null,
      location: null,
    });
  });

  it('creates, lists (inactive too) and replaces an event with every field', async () => {
    const payload = {
      name: 'Autumn review',
      description: 'Two days',
      status: 'Scheduled',
      startDate: '2026-10-01',
      endDate: '2026-10-02',
      location: 'Hall B',
      order: 3,
      isActive: false,
    };
    const created = json<ScoringEvent>(await admin({ method: 'POST', url: '/api/admin/events', payload }));
    expect(created).toEqual({ id: expect.any(Number), ...payload });
    const list = json<ScoringEvent[]>(await admin({ method: 'GET', url: '/api/admin/events' }));
    expect(list).toContainEqual(created);

    const replaced = await admin({
      method: 'PUT',
      url: `/api/admin/events/${created.id}`,
      payload: { name: 'Autumn review 2', status: 'Active', startDate: '', endDate: null, isActive: true },
    });
    expect(replaced.statusCode).toBe(200);
    expect(json(replaced)).toEqual({
      id: created.id,
      name: 'Autumn review 2',
      description: null,
      status: 'Active',
      startDate: null,
      endDate: null,
      location: null,
      order: 0,
      isActive: true,
    });
  });

  it.each([
    ['"name" is required', {}],
    ['"name" is not allowed to be empty', { name: '   ' }],
    ['"name" length must be less than or equal to 100 characters long', { name: 'n'.repeat(101) }],
    ['"status" length must be less than or equal to 50 characters long', { name: 'E', status: 's'.repeat(51) }],
    ['"startDate" must be a date as YYYY-MM-DD', { name: 'E', startDate: '01/02/2026' }],
    ['"endDate" must be a valid date', { name: 'E', endDate: '2026-02-30' }],
    ['"order" must be an integer', { name: 'E', order: 1.5 }],
    ['"location" length must be less than or equal to 255 characters long', { name: 'E', location: 'l'.repeat(256) }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ method: 'POST', url: '/api/admin/events', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await admin({ method: 'PUT', url: '/api/admin/events/999999', payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await admin({ method: 'DELETE', url: '/api/admin/events/999999' })).statusCode).toBe(404);
  });

  it('deletes an event with its questions, scores, permissions and vendor info, and nothing of other events', async () => {
    const doomed = await populated('Doomed');
    const kept = await populated('Kept');
    const response = await admin({ method: 'DELETE', url: `/api/admin/events/${doomed.eventId}` });
    expect(response.statusCode).toBe(204);
    for (const table of ['questions', 'scores', 'userEventPermissions', 'eventVendorInfo']) {
      expect({ table, doomed: await count(table, { eventId: doomed.eventId }), kept: await count(table, { eventId: kept.eventId }) }).toEqual({
        table,
        doomed: 0,
        kept: 1,
      });
    }
    expect(await count('vendors', { id: doomed.vendorId })).toBe(1);
  });
});

describe('vendors', () => {
  it('creates, lists, replaces a vendor', async () => {
    const payload = { name: 'Acme', company: 'Acme Ltd', logo: 'https://example.com/acme.png', description: 'Widgets', order: 2, isActive: false };
    const created = await admin({ method: 'POST', url: '/api/admin/vendors', payload });
    expect(created.statusCode).toBe(201);
    const vendor = json<Vendor>(created);
    expect(vendor).toEqual({ id: expect.any(Number), ...payload });
    expect(json<Vendor[]>(await admin({ method: 'GET', url: '/api/admin/vendors' }))).toContainEqual(vendor);
    const replaced = await admin({ method: 'PUT', url: `/api/admin/vendors/${vendor.id}`, payload: { name: 'Acme 2', logo: '' } });
    expect(json(replaced)).toEqual({ id: vendor.id, name: 'Acme 2', company: null, logo: null, description: null, order: 0, isActive: true });
  });

  it.each([
    ['"name" is required', {}],
    ['"logo" must be a valid uri with a scheme matching the http|https pattern', { name: 'V', logo: 'javascript:alert(1)' }],
    ['"logo" length must be less than or equal to 255 characters long', { name: 'V', logo: `https://example.com/${'l'.repeat(250)}` }],
    ['"isActive" must be a boolean', { name: 'V', isActive: 'yes please' }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ method: 'POST', url: '/api/admin/vendors', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('deletes a vendor with its scores and info lines', async () => {
    const doomed = await populated('Vendorless');
    const response = await admin({ method: 'DELETE', url: `/api/admin/vendors/${doomed.vendorId}` });
    expect(response.statusCode).toBe(204);
    expect(await count('scores', { vendorId: doomed.vendorId })).toBe(0);
    expect(await count('eventVendorInfo', { vendorId: doomed.vendorId })).toBe(0);
    expect(await count('questions', { id: doomed.questionId })).toBe(1);
    expect((await admin({ method: 'DELETE', url: `/api/admin/vendors/${doomed.vendorId}` })).statusCode).toBe(404);
  });
});

describe('questions', () => {
  it('lists every question by event name, then order', async () => {
    const [zulu] = await t.db('scoringEvents').insert({ name: 'Zulu event' }).returning('id');
    const [alpha] = await t.db('scoringEvents').insert({ name: 'Alpha event', order: 9 }).returning('id');
    await t.db('questions').insert([
      { eventId: zulu.id, text: 'Z1', order: 1 },
      { eventId: alpha.id, text: 'A2', order: 2, isActive: false },
      { eventId: alpha.id, text: 'A1', order: 1 },
    ]);
    const texts = json<Question[]>(await admin({ method: 'GET', url: '/api/admin/questions' })).map((q) => q.text);
    expect(texts.filter((text) => ['Z1', 'A1', 'A2'].includes(text))).toEqual(['A1', 'A2', 'Z1']);
  });

  it('creates and replaces a question', async () => {
    const { eventId } = await createCatalog(t.db, 'Questions');
    const created = await admin({ method: 'POST', url: '/api/admin/questions', payload: { eventId, text: 'Is it fast?', description: 'Latency' } });
    expect(created.statusCode).toBe(201);
    const question = json<Question>(created);
    expect(question).toEqual({ id: expect.any(Number), eventId, text: 'Is it fast?', description: 'Latency', order: 0, isActive: true });
    const replaced = await admin({ method: 'PUT', url: `/api/admin/questions/${question.id}`, payload: { eventId, text: 'Is it quick?', order: 4, isActive: false } });
    expect(json(replaced)).toEqual({ id: question.id, eventId, text: 'Is it quick?', description: null, order: 4, isActive: false });
  });

  it('moves a question without scores to another event, but not one with scores', async () => {
    const from = await createCatalog(t.db, 'From');
    const to = await createCatalog(t.db, 'To');
    const [fresh] = await t.db('questions').insert({ eventId: from.eventId, text: 'Fresh' }).returning('id');
    const moved = await admin({ method: 'PUT', url: `/api/admin/questions/${fresh.id}`, payload: { eventId: to.eventId, text: 'Fresh' } });
    expect(json(moved)).toMatchObject({ eventId: to.eventId });

    await t.db('scores').insert({ userId, ...from, score: 5 });
    const refused = await admin({ method: 'PUT', url: `/api/admin/questions/${from.questionId}`, payload: { eventId: to.eventId, text: 'Moved' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: expect.stringMatching(/already has scores/) });
    expect(await t.db('questions').where({ id: from.questionId }).first()).toMatchObject({ eventId: from.eventId, text: 'From question' });
  });

  it.each([
    ['"eventId" is required', { text: 'Q' }],
    ['"text" is required', { eventId: 1 }],
    ['"eventId" must be a positive number', { eventId: 0, text: 'Q' }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ method: 'POST', url: '/api/admin/questions', payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('refuses a question for an unknown event with 400', async () => {
    const response = await admin({ method: 'POST', url: '/api/admin/questions', payload: { eventId: 999999, text: 'Orphan' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'A referenced record does not exist' });
  });

  it('deletes a question with its scores', async () => {
    const doomed = await populated('Questionless');
    const response = await admin({ method: 'DELETE', url: `/api/admin/questions/${doomed.questionId}` });
    expect(response.statusCode).toBe(204);
    expect(await count('scores', { questionId: doomed.questionId })).toBe(0);
    expect(await count('scoringEvents', { id: doomed.eventId })).toBe(1);
    expect((await admin({ method: 'DELETE', url: `/api/admin/questions/${doomed.questionId}` })).statusCode).toBe(404);
  });
});
