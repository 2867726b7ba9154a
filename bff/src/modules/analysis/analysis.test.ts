import { startTestServer, type TestServer } from '../../../test/server';
import type { AdminScoresPage, AverageEvent, IncompleteEvent } from '../../api-types';
import { adminCaller, json, type Caller } from '../admin/testing';
import { createAnalysisFixture, type AnalysisFixture } from './fixture';

let t: TestServer;
let admin: Caller;
let f: AnalysisFixture;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createAnalysisFixture(t.db);
});
afterAll(() => t.close());

const get = async <T>(url: string) => {
  const response = await admin({ method: 'GET', url });
  expect(response.statusCode).toBe(200);
  return json<T>(response);
};

describe('incomplete submissions', () => {
  it('lists, per active event and vendor, the users with access who missed an active question', async () => {
    const { users } = f;
    const user = (id: number, name: string, email: string | null, answered: number, percent: number) => ({
      userId: id,
      name,
      username: name.toLowerCase(),
      email,
      answered,
      total: 3,
      percent,
    });
    expect(await get<IncompleteEvent[]>('/api/admin/analysis/incomplete')).toEqual([
      {
        eventId: f.events.a,
        eventName: 'Event A',
        status: 'Active',
        activeQuestions: 3,
        activeVendors: 2,
        usersWithAccess: 4,
        vendors: [
          {
            vendorId: f.vendors.v1,
            vendorName: 'Vendor 1',
            company: 'Co 1',
            // Alice's No Vote counts as an answer; Erin answered all three; Dave has no access.
            users: [user(users.bob, 'Bob', 'bob@example.com', 1, 33), user(users.carol, 'Carol', null, 0, 0)],
          },
          {
            vendorId: f.vendors.v2,
            vendorName: 'Vendor 2',
            company: 'Co 2',
            users: [
              user(users.alice, 'Alice', 'alice@example.com', 2, 67),
              user(users.bob, 'Bob', 'bob@example.com', 0, 0),
              user(users.carol, 'Carol', null, 0, 0),
            ],
          },
        ],
      },
      { eventId: f.events.c, eventName: 'Event C', status: 'Scheduled', activeQuestions: 0, activeVendors: 2, usersWithAccess: 5, vendors: [] },
    ]);
  });
});

describe('average scores', () => {
  it('averages the 1..5 scores of users with access, counting No Votes as responses only', async () => {
    const q = (questionId: number, text: string, average: number | null, responses: number, noVotes: number) => ({
      questionId,
      text,
      average,
      responses,
      noVotes,
      users: 4,
      percent: Math.round((100 * responses) / 4),
    });
    const { q1, q2, q5 } = f.questions;
    const events = await get<AverageEvent[]>('/api/admin/analysis/averages');
    expect(events).toEqual([
      {
        eventId: f.events.a,
        eventName: 'Event A',
        status: 'Active',
        activeQuestions: 3,
        usersWithAccess: 4,
        vendors: [
          {
            vendorId: f.vendors.v1,
            vendorName: 'Vendor 1',
            company: 'Co 1',
            // 5, 3, 4 | 0, 2 | 1, 4: the No Vote is a response but not part of the mean.
            average: 19 / 6,
            responses: 7,
            noVotes: 1,
            questions: [q(q1, 'Q1', 4, 3, 0), q(q2, 'Q2', 2, 2, 1), q(q5, 'Q5', 2.5, 2, 0)],
          },
          {
            vendorId: f.vendors.v2,
            vendorName: 'Vendor 2',
            company: 'Co 2',
            // 3, 0 | 5, 0 | 0
            average: 4,
            responses: 5,
            noVotes: 3,
            questions: [q(q1, 'Q1', 3, 2, 1), q(q2, 'Q2', 5, 2, 1), q(q5, 'Q5', null, 1, 1)],
          },
        ],
      },
      {
        eventId: f.events.c,
        eventName: 'Event C',
        status: 'Scheduled',
        activeQuestions: 0,
        usersWithAccess: 5,
        vendors: [
          { vendorId: f.vendors.v1, vendorName: 'Vendor 1', company: 'Co 1', average: null, responses: 0, noVotes: 0, questions: [] },
          { vendorId: f.vendors.v2, vendorName: 'Vendor 2', company: 'Co 2', average: null, responses: 0, noVotes: 0, questions: [] },
        ],
      },
    ]);
  });
});

describe('scores page', () => {
  it('answers a page of scores with names, and the total', async () => {
    const page = await get<AdminScoresPage>('/api/admin/scores?limit=2');
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
    const all = await get<AdminScoresPage>('/api/admin/scores');
    expect(all.limit).toBe(50);
    expect(all.rows).toHaveLength(20);
    const tail = await get<AdminScoresPage>('/api/admin/scores?limit=5&offset=18');
    expect(tail.rows.map((row) => row.id)).toEqual(all.rows.slice(18).map((row) => row.id));
    expect((await get<AdminScoresPage>('/api/admin/scores?offset=100')).rows).toEqual([]);
  });

  it.each([
    ['"limit" must be greater than or equal to 1', 'limit=0'],
    ['"limit" must be less than or equal to 1000', 'limit=1001'],
    ['"offset" must be greater than or equal to 0', 'offset=-1'],
    ['"limit" must be a number', 'limit=all'],
  ])('answers 400: %s', async (message, query) => {
    const response = await admin({ method: 'GET', url: `/api/admin/scores?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });
});

describe('random scores and deleting every score', () => {
  it('fills only the missing active cells of users with access, once', async () => {
    const before = await t.db('scores').orderBy('id');
    const response = await admin({ method: 'POST', url: '/api/admin/generate-random-scores' });
    expect(response.statusCode).toBe(200);
    // Event A: 3 questions x 2 vendors x 4 users = 24 cells, of which 12 were answered.
    expect(json(response)).toEqual({ created: 12 });

    const after = await t.db('scores').orderBy('id');
    expect(after.slice(0, before.length)).toEqual(before);
    const added = after.slice(before.length);
    expect(added.every((s) => s.eventId === f.events.a && s.score >= 0 && s.score <= 5 && s.comments === null)).toBe(true);
    expect(added.some((s) => s.userId === f.users.dave || s.userId === -1)).toBe(false);
    expect((await get<IncompleteEvent[]>('/api/admin/analysis/incomplete'))[0].vendors).toEqual([]);

    expect(json(await admin({ method: 'POST', url: '/api/admin/generate-random-scores' }))).toEqual({ created: 0 });
  });

  it('deletes every score', async () => {
    const total = (await t.db('scores')).length;
    const response = await admin({ method: 'DELETE', url: '/api/admin/scores' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ deleted: total });
    expect(await t.db('scores')).toHaveLength(0);
    expect((await get<AdminScoresPage>('/api/admin/scores')).total).toBe(0);
  });
});
