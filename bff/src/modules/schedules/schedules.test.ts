import type { ServerInjectResponse } from '@hapi/hapi';
import { api, LIMITS, TEXT_MAX, type AuditEntry, type ItemsPage, type VendorSchedule } from '@vsp/contract';
import { createCatalog, denyAccess, type Catalog } from '../../../test/fixtures';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let admin: Caller;
let eva: Caller;
let evaId: number;
let adminId: number;

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  evaId = (await createUser(t.db, { username: 'eva' })).id;
  admin = await adminCaller(t.server);
  eva = await caller(t.server, 'eva');
  adminId = (await t.db('users').first('id').where({ username: 'admin' })).id as number;
});
afterAll(() => t.close());

let events = 0;

/** A fresh Active event, so each test reads only its own slots. */
async function newEvent(fields: object = {}): Promise<{ id: number; name: string }> {
  events += 1;
  const [event] = await t.db('scoringEvents').insert({ name: `Agenda event ${events}`, status: 'Active', ...fields }).returning(['id', 'name']);
  return event;
}

const firstVendor = () => catalog.vendors[1];
const secondVendor = () => catalog.vendors[0];

const create = (eventId: number, payload: object) => admin({ ...to(api.schedules.create, { eventId }), payload });
const update = (id: number, payload: object) => admin({ ...to(api.schedules.update, { id }), payload });
const messageOf = (response: ServerInjectResponse) => json<{ message: string }>(response).message;

async function slot(eventId: number, payload: object): Promise<VendorSchedule> {
  const response = await create(eventId, { vendorId: firstVendor().id, ...payload });
  expect(response.statusCode).toBe(201);
  return json<VendorSchedule>(response);
}

async function auditOf(id: number): Promise<AuditEntry[]> {
  return json<ItemsPage<AuditEntry>>(await admin(to(api.audit.list, { entity: 'schedule', entityId: String(id) }))).items;
}

describe('administrators keeping the schedule', () => {
  it('create a slot: 201 with the vendor’s name and company, the time in UTC, blank text as null', async () => {
    const event = await newEvent();
    const response = await create(event.id, { vendorId: firstVendor().id, scheduledDate: '2030-05-01T09:30:00+02:00', location: '  Hall 2 ', notes: '   ' });
    expect(response.statusCode).toBe(201);
    const created = json<VendorSchedule>(response);
    expect(created).toEqual({
      id: expect.any(Number),
      eventId: event.id,
      vendorId: firstVendor().id,
      vendorName: 'First vendor',
      company: 'First Co',
      scheduledDate: '2030-05-01T07:30:00.000Z',
      location: 'Hall 2',
      notes: null,
    });
    const [row] = await t.db('vendorSchedules').where({ id: created.id });
    expect(row.scheduledDate.toISOString()).toBe('2030-05-01T07:30:00.000Z');
  });

  it('replace a slot with PUT: vendor, time, location and notes; an absent location is cleared', async () => {
    const event = await newEvent();
    const created = await slot(event.id, { scheduledDate: '2030-05-01T09:00:00Z', location: 'Hall 1', notes: 'Bring badges' });
    const response = await update(created.id, { vendorId: secondVendor().id, scheduledDate: '2030-05-02T14:15:00-05:00', notes: 'Line one\nLine two' });
    expect(response.statusCode).toBe(200);
    const replaced = json<VendorSchedule>(response);
    expect(replaced).toEqual({
      ...created,
      vendorId: secondVendor().id,
      vendorName: 'Second vendor',
      company: 'Second Co',
      scheduledDate: '2030-05-02T19:15:00.000Z',
      location: null,
      notes: 'Line one\nLine two',
    });
    expect(json<VendorSchedule[]>(await admin(to(api.schedules.adminList, { eventId: event.id })))).toEqual([replaced]);
  });

  it('delete a slot: 204 without a body, then 404', async () => {
    const event = await newEvent();
    const created = await slot(event.id, { scheduledDate: '2030-05-01T09:00:00Z' });
    const removed = await admin(to(api.schedules.remove, { id: created.id }));
    expect(removed.statusCode).toBe(204);
    expect(removed.payload).toBe('');
    expect(await t.db('vendorSchedules').where({ id: created.id })).toEqual([]);
    const again = await admin(to(api.schedules.remove, { id: created.id }));
    expect(again.statusCode).toBe(404);
    expect(messageOf(again)).toBe('Schedule not found');
  });

  it('list every slot of the event in time order, then by id, inactive vendors’ included and other events’ left out', async () => {
    const event = await newEvent();
    const other = await newEvent();
    await slot(other.id, { scheduledDate: '2030-05-01T08:00:00Z' });
    const late = await slot(event.id, { scheduledDate: '2030-05-01T12:00:00Z' });
    const early = await slot(event.id, { scheduledDate: '2030-05-01T11:00:00+02:00' });
    const gone = await slot(event.id, { vendorId: catalog.inactiveVendor.id, scheduledDate: '2030-05-01T12:00:00Z' });
    const response = await admin(to(api.schedules.adminList, { eventId: event.id }));
    expect(response.statusCode).toBe(200);
    expect(json<VendorSchedule[]>(response).map((row) => row.id)).toEqual([early.id, late.id, gone.id]);
    expect(gone).toMatchObject({ vendorName: 'Gone vendor', company: null });
  });

  it('are recorded in the audit log as "schedule", naming the administrator', async () => {
    const event = await newEvent();
    const created = await slot(event.id, { scheduledDate: '2030-05-01T09:00:00Z', location: 'Hall 1' });
    await update(created.id, { vendorId: firstVendor().id, scheduledDate: '2030-05-01T10:00:00Z', location: 'Hall 3' });
    await admin(to(api.schedules.remove, { id: created.id }));
    const entries = await auditOf(created.id);
    expect(entries.map(({ action, actorId, entity }) => ({ action, actorId, entity }))).toEqual([
      { action: 'deleted', actorId: adminId, entity: 'schedule' },
      { action: 'updated', actorId: adminId, entity: 'schedule' },
      { action: 'created', actorId: adminId, entity: 'schedule' },
    ]);
    expect(entries[1].changes).toMatchObject({ location: { old: 'Hall 1', new: 'Hall 3' } });
  });
});

describe('the administrator routes refuse', () => {
  const valid = () => ({ vendorId: firstVendor().id, scheduledDate: '2030-05-01T09:00:00Z' });

  it('with 404 an unknown event or slot, and write nothing', async () => {
    const unknownEvent = await admin(to(api.schedules.adminList, { eventId: 999_999 }));
    expect(unknownEvent.statusCode).toBe(404);
    expect(messageOf(unknownEvent)).toBe('Event not found');
    const createdInUnknown = await create(999_999, valid());
    expect(createdInUnknown.statusCode).toBe(404);
    expect(messageOf(createdInUnknown)).toBe('Event not found');
    const unknownSlot = await update(999_999, valid());
    expect(unknownSlot.statusCode).toBe(404);
    expect(messageOf(unknownSlot)).toBe('Schedule not found');
    expect(await t.db('vendorSchedules').where({ eventId: 999_999 })).toEqual([]);
  });

  it.each([
    ['a missing vendor', { vendorId: undefined }, /"vendorId" is required/],
    ['an unknown vendor', { vendorId: 999_999 }, /"vendorId" must be an existing vendor/],
    ['a vendor id that is not a number', { vendorId: 'abc' }, /"vendorId"/],
    ['a missing time', { scheduledDate: undefined }, /"scheduledDate" is required/],
    ['a time without an offset', { scheduledDate: '2030-05-01T09:00:00' }, /"scheduledDate" must be an ISO 8601 date-time with its offset or Z/],
    ['a date without a time', { scheduledDate: '2030-05-01' }, /"scheduledDate" must be an ISO 8601 date-time/],
    ['a day that does not exist', { scheduledDate: '2030-02-30T09:00:00Z' }, /"scheduledDate" must be an ISO 8601 date-time/],
    ['text that is not a date', { scheduledDate: 'tomorrow' }, /"scheduledDate" must be an ISO 8601 date-time/],
    ['a location over its limit', { location: 'x'.repeat(LIMITS.vendorSchedule.location + 1) }, /"location" length must be less than or equal to 255/],
    ['a location with a line break', { location: 'Hall\n2' }, /"location" must not contain control characters/],
    ['notes over their limit', { notes: 'x'.repeat(TEXT_MAX + 1) }, /"notes" length must be less than or equal to 10000/],
    ['notes with a NUL', { notes: 'a\u0000b' }, /"notes" must not contain control characters/],
  ])('with 400 naming the field: %s, on create and on update', async (_name, change, message) => {
    const event = await newEvent();
    const created = await slot(event.id, { scheduledDate: '2030-05-01T08:00:00Z' });
    for (const response of [await create(event.id, { ...valid(), ...change }), await update(created.id, { ...valid(), ...change })]) {
      expect(response.statusCode).toBe(400);
      expect(messageOf(response)).toMatch(message);
    }
    expect(json<VendorSchedule[]>(await admin(to(api.schedules.adminList, { eventId: event.id })))).toEqual([created]);
  });

  it('with 400 a slot or event id that is not a number', async () => {
    expect((await admin(to(api.schedules.adminList, { eventId: 'abc' }))).statusCode).toBe(400);
    expect((await admin(to(api.schedules.remove, { id: 'abc' }))).statusCode).toBe(400);
  });

  it('with 401 when signed out and 403 to evaluators, and leave the slots as they are', async () => {
    const event = await newEvent();
    const created = await slot(event.id, { scheduledDate: '2030-05-01T08:00:00Z' });
    const routes = [
      to(api.schedules.adminList, { eventId: event.id }),
      { ...to(api.schedules.create, { eventId: event.id }), payload: valid() },
      { ...to(api.schedules.update, { id: created.id }), payload: { ...valid(), location: 'Elsewhere' } },
      to(api.schedules.remove, { id: created.id }),
    ];
    for (const route of routes) {
      expect((await t.server.inject(route)).statusCode).toBe(401);
      expect((await eva(route)).statusCode).toBe(403);
    }
    expect(json<VendorSchedule[]>(await admin(to(api.schedules.adminList, { eventId: event.id })))).toEqual([created]);
  });
});

describe('the agenda evaluators read', () => {
  it('lists the slots of active vendors only, in time order', async () => {
    const event = await newEvent();
    const late = await slot(event.id, { vendorId: secondVendor().id, scheduledDate: '2030-05-01T15:00:00Z', location: 'Hall 2' });
    await slot(event.id, { vendorId: catalog.inactiveVendor.id, scheduledDate: '2030-05-01T10:00:00Z' });
    const early = await slot(event.id, { scheduledDate: '2030-05-01T11:00:00+02:00' });
    const response = await eva(to(api.schedules.ofEvent, { eventId: event.id }));
    expect(response.statusCode).toBe(200);
    expect(json<VendorSchedule[]>(response)).toEqual([early, late]);
  });

  it('answers 401 without a session, 404 for an unknown or inactive event, 403 without access, 400 for an id that is not a number', async () => {
    const event = await newEvent();
    const hidden = await newEvent({ isActive: false });
    const denied = await newEvent();
    await denyAccess(t.db, evaId, denied.id);
    for (const endpoint of [api.schedules.ofEvent, api.schedules.calendar]) {
      expect((await t.server.inject(to(endpoint, { eventId: event.id }))).statusCode).toBe(401);
      expect((await eva(to(endpoint, { eventId: 999_999 }))).statusCode).toBe(404);
      expect((await eva(to(endpoint, { eventId: hidden.id }))).statusCode).toBe(404);
      const refused = await eva(to(endpoint, { eventId: denied.id }));
      expect(refused.statusCode).toBe(403);
      expect(messageOf(refused)).toBe('You do not have access to this event');
      expect((await eva(to(endpoint, { eventId: 'abc' }))).statusCode).toBe(400);
    }
  });
});

/** The calendar's entries as their properties, lines unfolded and parameters left out. */
function entriesOf(calendar: string): Record<string, string>[] {
  const blocks = calendar.replace(/\r\n[ \t]/g, '').split('BEGIN:VEVENT\r\n').slice(1);
  return blocks.map((block) => {
    const lines = block.split('END:VEVENT')[0].split('\r\n').filter(Boolean);
    return Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).split(';')[0], line.slice(line.indexOf(':') + 1)]));
  });
}

/** An iCalendar UTC time (20300501T073000Z) as ISO 8601. */
const isoOf = (value: string) => value.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6.000Z');

describe('the agenda as a calendar file', () => {
  it('is an iCalendar attachment with one entry per active vendor’s slot, in UTC, each lasting until the next at most 2 hours', async () => {
    const event = await newEvent();
    const slots = [
      // Until the next slot, 45 minutes later.
      await slot(event.id, { scheduledDate: '2030-05-01T09:00:00+02:00', location: 'Hall 2', notes: 'Demo; then questions' }),
      // The next starts 3 hours later: 2 hours.
      await slot(event.id, { vendorId: secondVendor().id, scheduledDate: '2030-05-01T07:45:00Z' }),
      // The next starts at the same time: 1 hour.
      await slot(event.id, { scheduledDate: '2030-05-01T10:45:00Z' }),
      // The last: 1 hour.
      await slot(event.id, { vendorId: secondVendor().id, scheduledDate: '2030-05-01T10:45:00Z' }),
    ];
    await slot(event.id, { vendorId: catalog.inactiveVendor.id, scheduledDate: '2030-05-01T08:00:00Z' });

    const response = await eva(to(api.schedules.calendar, { eventId: event.id }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="agenda-${event.id}.ics"`);
    expect(response.payload.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(response.payload.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
    expect(response.payload.match(/^BEGIN:VEVENT$/gm)).toHaveLength(4);

    const entries = entriesOf(response.payload);
    expect(entries.map((entry) => entry.UID)).toEqual(slots.map((row) => `schedule-${row.id}@vendor-scoring-portal`));
    expect(entries.map((entry) => entry.SUMMARY)).toEqual([
      `First vendor — ${event.name}`,
      `Second vendor — ${event.name}`,
      `First vendor — ${event.name}`,
      `Second vendor — ${event.name}`,
    ]);
    expect(entries.map((entry) => isoOf(entry.DTSTART))).toEqual(slots.map((row) => row.scheduledDate));
    expect(entries[0].DTSTART).toBe('20300501T070000Z');
    const minutes = entries.map((entry) => (Date.parse(isoOf(entry.DTEND)) - Date.parse(isoOf(entry.DTSTART))) / 60_000);
    expect(minutes).toEqual([45, 120, 60, 60]);
    expect(entries[0]).toMatchObject({ LOCATION: 'Hall 2', DESCRIPTION: 'Demo\\; then questions' });
    expect(entries[1]).not.toHaveProperty('LOCATION');
    expect(entries[1]).not.toHaveProperty('DESCRIPTION');
  });

  it('is an empty calendar for an event without slots', async () => {
    const event = await newEvent();
    const response = await eva(to(api.schedules.calendar, { eventId: event.id }));
    expect(response.statusCode).toBe(200);
    expect(response.payload).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(response.payload).not.toMatch(/BEGIN:VEVENT/);
  });
});
