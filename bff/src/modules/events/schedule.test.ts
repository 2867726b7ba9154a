import { api, type AdminScoringEvent, type AverageEvent, type EventPayload, type IncompleteEvent, type ScoringEvent } from '@vsp/contract';
import { CachedReads } from '../../lib/cached-reads';
import { effectiveStatusSql } from '../../lib/event-status';
import { until } from '../../../test/second-process';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

/*
 * Events that open and close by their dates, in a portal whose time zone is Pacific/Auckland
 * (12 or 13 hours ahead of UTC, so for half of every day its date is not UTC's). The dates are
 * worked out from the Auckland date of the database clock, so the tests hold on any day.
 */

const ZONE = 'Pacific/Auckland';

let t: TestServer;
let admin: Caller;
let eva: Caller;
let vendorId: number;

beforeAll(async () => {
  t = await startTestServer({ timeZone: ZONE });
  admin = await adminCaller(t.server);
  await createUser(t.db, { username: 'eva' });
  eva = await caller(t.server, 'eva');
  [{ id: vendorId }] = await t.db('vendors').insert({ name: 'Dated vendor' }).returning('id');
});
afterAll(() => t.close());

/** The calendar date `days` after today in the portal's time zone, by the database clock, as YYYY-MM-DD. */
async function portalDay(days: number, zone = ZONE): Promise<string> {
  const { rows } = await t.db.raw(`select to_char((now() at time zone ?)::date + ?::int, 'YYYY-MM-DD') as day`, [zone, days]);
  return rows[0].day as string;
}

/** An event created through the administrator's form, with one question to score. */
async function createEvent(payload: Omit<EventPayload, 'name'> & { name?: string }): Promise<AdminScoringEvent & { questionId: number }> {
  const response = await admin({ ...to(api.events.create), payload: { name: 'Dated', ...payload } });
  expect(response.statusCode).toBe(201);
  const event = json<AdminScoringEvent>(response);
  const [{ id: questionId }] = await t.db('questions').insert({ eventId: event.id, text: 'Fit' }).returning('id');
  return { ...event, questionId };
}

function save(event: { id: number; questionId: number }, score = 4) {
  return eva({ ...to(api.scores.save, { eventId: event.id }), payload: { questionId: event.questionId, vendorId, score } });
}

describe('the effective status', () => {
  it.each([
    ['Scheduled before its start date', 1, 3, 'Scheduled'],
    ['Active on its start date', 0, 3, 'Active'],
    ['Active between its dates', -2, 2, 'Active'],
    ['Active for the whole of its end date', -3, 0, 'Active'],
    ['Active on its only day', 0, 0, 'Active'],
    ['Closed after its end date', -3, -1, 'Closed'],
  ])('is %s', async (_, start, end, status) => {
    const event = await createEvent({ status: 'Not Scheduled', startDate: await portalDay(start), endDate: await portalDay(end), scheduleByDates: true });
    expect(event).toMatchObject({ status, storedStatus: 'Not Scheduled', scheduleByDates: true });
    const listed = json<ScoringEvent[]>(await eva(to(api.events.list))).find((e) => e.id === event.id);
    expect(listed).toMatchObject({ status, scheduleByDates: true });
    expect(listed).not.toHaveProperty('storedStatus');
  });

  it.each([
    ['without a start date, open until its end date', null, 1, 'Active'],
    ['without a start date, closed after its end date', null, -1, 'Closed'],
    ['without an end date, never closes once started', -30, null, 'Active'],
    ['without an end date, Scheduled before its start', 2, null, 'Scheduled'],
  ])('is, %s', async (_, start, end, status) => {
    const event = await createEvent({
      status: 'Closed',
      startDate: start === null ? null : await portalDay(start),
      endDate: end === null ? null : await portalDay(end),
      scheduleByDates: true,
    });
    expect(event.status).toBe(status);
  });

  it("counts the portal's date, not UTC's", async () => {
    // Today in Auckland is UTC's today or tomorrow: an event on Auckland's today alone is open,
    // and one that ended on Auckland's yesterday is closed, whatever UTC's date.
    const today = await portalDay(0);
    const open = await createEvent({ startDate: today, endDate: today, scheduleByDates: true });
    const ended = await createEvent({ endDate: await portalDay(-1), scheduleByDates: true });
    expect([open.status, ended.status]).toEqual(['Active', 'Closed']);
  });

  it('reads the same day differently in two time zones always on different dates', async () => {
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) are 25 hours apart: Kiritimati is always a day or two ahead.
    const day = await portalDay(0, 'Pacific/Pago_Pago');
    const [{ id }] = await t.db('scoringEvents').insert({ name: 'One day', status: 'Scheduled', startDate: day, endDate: day, scheduleByDates: true }).returning('id');
    const statusIn = async (zone: string) =>
      (await t.db('scoringEvents as e').where('e.id', id).first(t.db.raw('? as status', [effectiveStatusSql(t.db, zone)]))).status as string;
    expect([await statusIn('Pacific/Pago_Pago'), await statusIn('Pacific/Kiritimati')]).toEqual(['Active', 'Closed']);
  });

  it('is the stored status for an event that does not follow its dates, and again once it stops following them', async () => {
    const dates = { startDate: await portalDay(-1), endDate: await portalDay(1) };
    const event = await createEvent({ ...dates, status: 'Closed', scheduleByDates: true });
    expect(event).toMatchObject({ status: 'Active', storedStatus: 'Closed' });
    expect(json<AdminScoringEvent[]>(await admin(to(api.events.adminList))).find((e) => e.id === event.id)).toMatchObject({ status: 'Active', storedStatus: 'Closed' });

    const stopped = await admin({ ...to(api.events.update, { id: event.id }), payload: { name: 'Dated', ...dates, status: 'Closed' } });
    expect(json(stopped)).toMatchObject({ status: 'Closed', storedStatus: 'Closed', scheduleByDates: false });
    expect(json<ScoringEvent[]>(await eva(to(api.events.list))).find((e) => e.id === event.id)).toMatchObject({ status: 'Closed', scheduleByDates: false });
  });

  it('refuses to follow the dates of an event without any, naming the field', async () => {
    const response = await admin({ ...to(api.events.create), payload: { name: 'Undated', startDate: '', scheduleByDates: true } });
    expect(response.statusCode).toBe(400);
    expect(json<{ message: string }>(response).message).toBe('"scheduleByDates" needs a startDate or an endDate');
  });
});

describe('scoring by the effective status', () => {
  it('takes scores while the dates say Active, even when the stored status says Closed', async () => {
    const event = await createEvent({ status: 'Closed', startDate: await portalDay(0), endDate: await portalDay(0), scheduleByDates: true });
    const response = await save(event);
    expect(response.statusCode).toBe(200);
    expect(json(response)).toMatchObject({ eventId: event.id, score: 4 });
  });

  it.each([
    ['before the start date', 1, 2],
    ['after the end date', -2, -1],
  ])('refuses scores %s, even when the stored status says Active', async (_, start, end) => {
    const event = await createEvent({ status: 'Active', startDate: await portalDay(start), endDate: await portalDay(end), scheduleByDates: true });
    const response = await save(event);
    expect(response.statusCode).toBe(409);
    expect(json<{ message: string }>(response).message).toBe('Scoring is only available when the event status is "Active"');
    expect(await t.db('scores').where({ eventId: event.id }).count('* as n').first()).toEqual({ n: '0' });
  });

  it('fills random scores only into events whose effective status is Active', async () => {
    const open = await createEvent({ status: 'Closed', startDate: await portalDay(-1), scheduleByDates: true });
    const ended = await createEvent({ status: 'Active', endDate: await portalDay(-1), scheduleByDates: true });
    expect((await admin(to(api.scores.generateRandom))).statusCode).toBe(200);
    const counts = await t.db('scores').whereIn('eventId', [open.id, ended.id]).groupBy('eventId').select('eventId').count('* as n');
    expect(counts).toEqual([{ eventId: open.id, n: expect.any(String) }]);
  });
});

it('shows the effective status in the analyses', async () => {
  const event = await createEvent({ name: 'Analysed', status: 'Active', endDate: await portalDay(-1), scheduleByDates: true });
  const incomplete = json<IncompleteEvent[]>(await admin(to(api.analysis.incomplete))).find((e) => e.eventId === event.id);
  const averages = json<AverageEvent[]>(await admin(to(api.analysis.averages))).find((e) => e.eventId === event.id);
  expect([incomplete?.status, averages?.status]).toEqual(['Closed', 'Closed']);
});

describe('the active events kept in memory', () => {
  it('are read again at midnight in the portal time zone when an event follows its dates', async () => {
    let clock = Date.now();
    const original = t.server.app.cachedReads;
    t.server.app.cachedReads = new CachedReads(t.server.app.changes, { now: () => clock });
    try {
      await until(async () => t.server.app.changes.listening, 'the server listens for changes');
      await createEvent({ name: 'Kept', startDate: await portalDay(0), scheduleByDates: true });
      const names = async () => json<ScoringEvent[]>(await eva(to(api.events.list))).map((event) => event.name);
      const { rows } = await t.db.raw(`select extract(epoch from ((now() at time zone ?)::date + 1)::timestamp at time zone ?) * 1000 as midnight`, [ZONE, ZONE]);
      const midnight = Number(rows[0].midnight);
      await names();
      // Renamed without telling anyone (triggers off): only a fresh read of the database shows it.
      await t.db.transaction(async (trx) => {
        await trx.raw('set local session_replication_role = replica');
        await trx('scoring_events').where({ name: 'Kept' }).update({ name: 'Renamed quietly' });
      });
      clock = midnight - 1;
      expect(await names()).toContain('Kept');
      clock = midnight;
      expect(await names()).toContain('Renamed quietly');
    } finally {
      t.server.app.cachedReads = original;
    }
  });
});
