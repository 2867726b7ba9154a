import { api, type AverageEvent, type IncompleteEvent } from '@vsp/contract';
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
    expect(await get<IncompleteEvent[]>(to(api.analysis.incomplete))).toEqual([
      {
        eventId: f.events.a,
        eventName: 'Event A',
        status: 'Active',
        activeQuestions: 3,
        activeVendors: 2,
        usersWithAccess: 4,
        submittedCount: 0,
        // Bob and Carol on both vendors, Alice on Vendor 2.
        incompleteUsers: 3,
        incompleteEntries: 5,
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
      {
        eventId: f.events.c,
        eventName: 'Event C',
        status: 'Scheduled',
        activeQuestions: 0,
        activeVendors: 2,
        usersWithAccess: 5,
        submittedCount: 0,
        incompleteUsers: 0,
        incompleteEntries: 0,
        vendors: [],
      },
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
    const events = await get<AverageEvent[]>(to(api.analysis.averages));
    expect(events).toEqual([
      {
        eventId: f.events.a,
        eventName: 'Event A',
        status: 'Active',
        activeQuestions: 3,
        usersWithAccess: 4,
        // Both vendors' 1..5 scores together: (19 + 8) / (6 + 2).
        average: 27 / 8,
        responses: 12,
        noVotes: 4,
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
        average: null,
        responses: 0,
        noVotes: 0,
        vendors: [
          { vendorId: f.vendors.v1, vendorName: 'Vendor 1', company: 'Co 1', average: null, responses: 0, noVotes: 0, questions: [] },
          { vendorId: f.vendors.v2, vendorName: 'Vendor 2', company: 'Co 2', average: null, responses: 0, noVotes: 0, questions: [] },
        ],
      },
    ]);
  });
});
