import { api, SYSTEM_USER_ID, type AdminScoresPage, type IncompleteEvent } from '@vsp/contract';
import { createAnalysisFixture, type AnalysisFixture } from '../../../test/analysis-fixture';
import { adminCaller, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;
let f: AnalysisFixture;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createAnalysisFixture(t.db);
});
afterAll(() => t.close());

const get = async <T>(options: { method: string; url: string }) => {
  const response = await admin(options);
  expect(response.statusCode).toBe(200);
  return json<T>(response);
};

describe('scores page', () => {
  it('answers a page of scores with names, and the total', async () => {
    const page = await get<AdminScoresPage>(to(api.scores.adminList, { limit: 2 }));
    expect(page.total).toBe(20);
    expect(page.limit).toBe(2);
    expect(page.offset).toBe(0);
    const [first] = await t.db('scores').orderBy('id').limit(1);
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toEqual({
      id: first.id,
      userId: f.users.alice,
      userName: 'Alice',
      eventId: f.events.a,
      eventName: 'Event A',
      vendorId: f.vendors.v1,
      vendorName: 'Vendor 1',
      questionId: f.questions.q1,
      questionText: 'Q1',
      score: 5,
      comments: 'c5',
      followupQuestions: null,
      updatedAt: expect.any(String),
    });
    expect(page.rows[1].id).toBeGreaterThan(page.rows[0].id);
  });

  it('pages with limit and offset, 50 by default', async () => {
    const all = await get<AdminScoresPage>(to(api.scores.adminList));
    expect(all.limit).toBe(50);
    expect(all.rows).toHaveLength(20);
    const tail = await get<AdminScoresPage>(to(api.scores.adminList, { limit: 5, offset: 18 }));
    expect(tail.rows.map((row) => row.id)).toEqual(all.rows.slice(18).map((row) => row.id));
    expect((await get<AdminScoresPage>(to(api.scores.adminList, { offset: 100 }))).rows).toEqual([]);
  });

  it('filters by event, vendor, user and No Vote, the total counting what matches', async () => {
    const all = await get<AdminScoresPage>(to(api.scores.adminList));
    const [sample] = all.rows;
    const expect_ = (predicate: (row: AdminScoresPage['rows'][number]) => boolean) => all.rows.filter(predicate).map((row) => row.id);
    const byEvent = await get<AdminScoresPage>(to(api.scores.adminList, { eventId: sample.eventId }));
    expect(byEvent.rows.map((row) => row.id)).toEqual(expect_((row) => row.eventId === sample.eventId));
    expect(byEvent.total).toBe(byEvent.rows.length);
    const byAll = await get<AdminScoresPage>(to(api.scores.adminList, { eventId: sample.eventId, vendorId: sample.vendorId, userId: sample.userId }));
    expect(byAll.rows.map((row) => row.id)).toEqual(
      expect_((row) => row.eventId === sample.eventId && row.vendorId === sample.vendorId && row.userId === sample.userId),
    );
    const noVotes = await get<AdminScoresPage>(to(api.scores.adminList, { noVote: true }));
    expect(noVotes.rows.length).toBeGreaterThan(0);
    expect(noVotes.rows.every((row) => row.score === 0)).toBe(true);
    expect(noVotes.total).toBe(expect_((row) => row.score === 0).length);
    const paged = await get<AdminScoresPage>(to(api.scores.adminList, { eventId: sample.eventId, limit: 1, offset: 1 }));
    expect(paged.rows.map((row) => row.id)).toEqual(expect_((row) => row.eventId === sample.eventId).slice(1, 2));
    expect(paged.total).toBe(byEvent.total);
  });

  it.each([
    ['"eventId" must be a number', 'eventId=first'],
    ['"noVote" must be a boolean', 'noVote=maybe'],
    ['"limit" must be greater than or equal to 1', 'limit=0'],
    ['"limit" must be less than or equal to 1000', 'limit=1001'],
    ['"offset" must be greater than or equal to 0', 'offset=-1'],
    ['"limit" must be a number', 'limit=all'],
  ])('answers 400: %s', async (message, query) => {
    const response = await admin({ method: api.scores.adminList.method, url: `${api.scores.adminList.path()}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });
});

describe('random scores and deleting every score', () => {
  it('fills only the missing active cells of users with access, once', async () => {
    const before = await t.db('scores').orderBy('id');
    const response = await admin(to(api.scores.generateRandom));
    expect(response.statusCode).toBe(200);
    // Event A: 3 questions x 2 vendors x 4 users = 24 cells, of which 12 were answered.
    expect(json(response)).toEqual({ created: 12 });

    const after = await t.db('scores').orderBy('id');
    expect(after.slice(0, before.length)).toEqual(before);
    const added = after.slice(before.length);
    expect(added.every((s) => s.eventId === f.events.a && s.score >= 0 && s.score <= 5 && s.comments === null)).toBe(true);
    expect(added.some((s) => s.userId === f.users.dave || s.userId === SYSTEM_USER_ID)).toBe(false);
    expect((await get<IncompleteEvent[]>(to(api.analysis.incomplete)))[0].vendors).toEqual([]);

    expect(json(await admin(to(api.scores.generateRandom)))).toEqual({ created: 0 });
  });

  it('deletes every score', async () => {
    const total = (await t.db('scores')).length;
    const response = await admin(to(api.scores.deleteAll));
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ deleted: total });
    expect(await t.db('scores')).toHaveLength(0);
    expect((await get<AdminScoresPage>(to(api.scores.adminList))).total).toBe(0);
  });
});
