import { api, type ScoringEvent } from '@vsp/contract';
import { countRows, createCatalog, createScoredCell } from '../../../test/fixtures';
import { adminCaller, createUser, json, request, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let cookie: string;
let admin: Caller;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  await createCatalog(t.db);
  userId = (await createUser(t.db, { username: 'eva' })).id;
  cookie = await signIn(t.server, 'eva');
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

// Runs before the administrator's tests add events of their own.
describe('the active events', () => {
  it('lists active events by order, with calendar dates as text', async () => {
    const response = await request(t.server, cookie, to(api.events.list));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    const events = json<{ name: string; startDate: string | null }[]>(response);
    expect(events.map((e) => e.name)).toEqual(['Closed event', 'Active event']);
    expect(events[1].startDate).toBe('2026-11-02');
    expect(json<ScoringEvent[]>(response).map((event) => event.disagreementThreshold)).toEqual([2, 2]);
  });

  it('needs a session', async () => {
    expect((await request(t.server, undefined, to(api.events.list))).statusCode).toBe(401);
  });
});

describe('administering events', () => {
  it('creates an event with the storage defaults', async () => {
    const response = await admin({ ...to(api.events.create), payload: { name: 'Spring review' } });
    expect(response.statusCode).toBe(201);
    expect(json(response)).toEqual({
      id: expect.any(Number),
      name: 'Spring review',
      description: null,
      status: 'Not Scheduled',
      storedStatus: 'Not Scheduled',
      order: 0,
      isActive: true,
      startDate: null,
      endDate: null,
      location: null,
      disagreementThreshold: 2,
      scheduleByDates: false,
      requireDeclaration: false,
      priceWeight: 0,
      priceFormula: 'ratio',
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
      disagreementThreshold: 3,
      requireDeclaration: true,
      priceWeight: 30,
      priceFormula: 'linear',
    };
    const created = json<ScoringEvent>(await admin({ ...to(api.events.create), payload }));
    expect(created).toEqual({ id: expect.any(Number), ...payload, storedStatus: 'Scheduled', scheduleByDates: false });
    const list = json<ScoringEvent[]>(await admin(to(api.events.adminList)));
    expect(list).toContainEqual(created);

    const replaced = await admin({
      ...to(api.events.update, { id: created.id }),
      payload: { name: 'Autumn review 2', status: 'Active', startDate: '', endDate: null, isActive: true },
    });
    expect(replaced.statusCode).toBe(200);
    expect(json(replaced)).toEqual({
      id: created.id,
      name: 'Autumn review 2',
      description: null,
      status: 'Active',
      storedStatus: 'Active',
      startDate: null,
      endDate: null,
      location: null,
      order: 0,
      isActive: true,
      disagreementThreshold: 2,
      scheduleByDates: false,
      requireDeclaration: false,
      priceWeight: 0,
      priceFormula: 'ratio',
    });
  });

  it.each([
    ['"name" is required', {}],
    ['"name" is not allowed to be empty', { name: '   ' }],
    ['"name" length must be less than or equal to 100 characters long', { name: 'n'.repeat(101) }],
    ['"status" length must be less than or equal to 50 characters long', { name: 'E', status: 's'.repeat(51) }],
    ['"startDate" must be an ISO 8601 date or date-time, such as 2030-05-01', { name: 'E', startDate: '01/02/2026' }],
    ['"startDate" must be an ISO 8601 date or date-time, such as 2030-05-01', { name: 'E', startDate: '2030-05-01T25:00:00Z' }],
    ['"endDate" must be an ISO 8601 date or date-time, such as 2030-05-01', { name: 'E', endDate: '2030-05-01T10:00:00+02:00x' }],
    ['"endDate" must be an ISO 8601 date or date-time, such as 2030-05-01', { name: 'E', endDate: 'tomorrow' }],
    ['"startDate" must be a string', { name: 'E', startDate: 1_900_000_000_000 }],
    ['"endDate" must be a valid date', { name: 'E', endDate: '2030-02-30T10:00:00Z' }],
    ['"endDate" must be a valid date', { name: 'E', endDate: '2026-02-30' }],
    ['"order" must be an integer', { name: 'E', order: 1.5 }],
    ['"location" length must be less than or equal to 255 characters long', { name: 'E', location: 'l'.repeat(256) }],
    ['"disagreementThreshold" must be greater than or equal to 1', { name: 'E', disagreementThreshold: 0 }],
    ['"disagreementThreshold" must be less than or equal to 4', { name: 'E', disagreementThreshold: 5 }],
    ['"disagreementThreshold" must be an integer', { name: 'E', disagreementThreshold: 1.5 }],
    ['"disagreementThreshold" must be a number', { name: 'E', disagreementThreshold: 'wide' }],
    ['"scheduleByDates" must be a boolean', { name: 'E', startDate: '2030-05-01', scheduleByDates: 'sometimes' }],
    ['"requireDeclaration" must be a boolean', { name: 'E', requireDeclaration: 'maybe' }],
    ['"priceWeight" must be less than or equal to 100', { name: 'E', priceWeight: 101 }],
    ['"priceWeight" must be greater than or equal to 0', { name: 'E', priceWeight: -1 }],
    ['"priceWeight" must be an integer', { name: 'E', priceWeight: 12.5 }],
    ['"priceFormula" must be one of [ratio, linear]', { name: 'E', priceFormula: 'log' }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ ...to(api.events.create), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it.each([1, 4])('keeps a disagreement threshold of %i and refuses a replacement out of range', async (threshold) => {
    const created = json<ScoringEvent>(await admin({ ...to(api.events.create), payload: { name: 'Thresholds', disagreementThreshold: threshold } }));
    expect(created.disagreementThreshold).toBe(threshold);
    expect(json<ScoringEvent[]>(await admin(to(api.events.adminList))).find((event) => event.id === created.id)).toMatchObject({
      disagreementThreshold: threshold,
    });
    const refused = await admin({ ...to(api.events.update, { id: created.id }), payload: { name: 'Changed', disagreementThreshold: 9 } });
    expect(refused.statusCode).toBe(400);
    expect(await t.db('scoringEvents').where({ id: created.id }).first()).toMatchObject({ name: 'Thresholds', disagreementThreshold: threshold });
  });

  it('answers 404 for an unknown event', async () => {
    expect((await admin({ ...to(api.events.update, { id: 999999 }), payload: { name: 'X' } })).statusCode).toBe(404);
    expect((await admin(to(api.events.remove, { id: 999999 }))).statusCode).toBe(404);
  });

  it('deletes an event with its questions, scores, permissions and vendor info, and nothing of other events', async () => {
    const doomed = await createScoredCell(t.db, userId, 'Doomed');
    const kept = await createScoredCell(t.db, userId, 'Kept');
    const response = await admin(to(api.events.remove, { id: doomed.eventId }));
    expect(response.statusCode).toBe(204);
    for (const table of ['questions', 'scores', 'userEventPermissions', 'eventVendorInfo']) {
      expect({
        table,
        doomed: await countRows(t.db, table, { eventId: doomed.eventId }),
        kept: await countRows(t.db, table, { eventId: kept.eventId }),
      }).toEqual({
        table,
        doomed: 0,
        kept: 1,
      });
    }
    expect(await countRows(t.db, 'vendors', { id: doomed.vendorId })).toBe(1);
  });
});

describe('event dates', () => {
  it.each([
    ['2030-05-01', '2030-05-01'],
    ['2030-05-01T00:00:00.000Z', '2030-05-01'],
    ['2030-05-01T10:00:00+02:00', '2030-05-01'],
    // The date as written in its own offset: in UTC this moment is already 2 May.
    ['2030-05-01T23:30:00-05:00', '2030-05-01'],
    // …and in UTC this one is still 30 April.
    ['2030-05-01T00:30:00+05:00', '2030-05-01'],
    ['2030-05-01T10:00', '2030-05-01'],
    ['2030-05-01T10:00:00', '2030-05-01'],
    ['2030-05-01 10:00:00Z', '2030-05-01'],
    ['2030-05-01T10:00:00.123456+0530', '2030-05-01'],
    ['  2030-05-01  ', '2030-05-01'],
  ])('accepts %s and answers it as the calendar date %s', async (sent, day) => {
    const created = await admin({ ...to(api.events.create), payload: { name: 'Dated', startDate: sent, endDate: sent } });
    expect(created.statusCode).toBe(201);
    expect(json(created)).toMatchObject({ startDate: day, endDate: day });
    const { id } = json<ScoringEvent>(created);
    const replaced = await admin({ ...to(api.events.update, { id }), payload: { name: 'Dated', startDate: sent } });
    expect(json(replaced)).toMatchObject({ startDate: day, endDate: null });
    expect(json<ScoringEvent[]>(await admin(to(api.events.adminList))).find((event) => event.id === id)).toMatchObject({ startDate: day });
  });

  it('clears the dates with null or an empty value', async () => {
    const { id } = json<ScoringEvent>(
      await admin({ ...to(api.events.create), payload: { name: 'Dated', startDate: '2030-05-01T00:00:00.000Z', endDate: '2030-05-02' } }),
    );
    const cleared = await admin({ ...to(api.events.update, { id }), payload: { name: 'Dated', startDate: null, endDate: '' } });
    expect(cleared.statusCode).toBe(200);
    expect(json(cleared)).toMatchObject({ startDate: null, endDate: null });
  });
});

describe('the order of the active events', () => {
  it('lists events of equal order by name, whatever its case, then by id', async () => {
    const insert = async (name: string, order: number, isActive = true) =>
      json<ScoringEvent>(await admin({ ...to(api.events.create), payload: { name: `Ordered ${name}`, order, isActive } })).id;
    // Created against the expected order, so an order by id alone would fail.
    const zulu = await insert('Zulu', 7);
    const mike2 = await insert('mike', 7);
    const alpha = await insert('alpha', 7);
    const mike1 = await insert('Mike', 7);
    await insert('Beta', 7, false);
    const first = await insert('Yankee', 6);
    const last = await insert('Able', 8);
    const mikes = [mike2, mike1].sort((a, b) => a - b);

    const listed = json<ScoringEvent[]>(await request(t.server, cookie, to(api.events.list)))
      .filter((event) => event.name.startsWith('Ordered '))
      .map((event) => event.id);
    expect(listed).toEqual([first, alpha, ...mikes, zulu, last]);
  });
});
