import { api, type AverageEvent, type IncompleteEvent } from '@vsp/contract';
import { adminCaller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

/*
 * The event summaries the server counts: distinct incomplete users and incomplete entries, and the
 * event's overall average, responses and No Votes. The fixture, event "Summaries" with active
 * questions 1 and 2 (and an inactive one, 0), vendors A and B (and an inactive one, Z):
 *
 *          A1  A2  B1  B2   also
 *   ann     4  NV   2   3   A0 = 5 (inactive question), Z1 = 5 (inactive vendor)
 *   bob     5   -   -   1
 *   cat     1   -   5   4   declared a conflict with A (after scoring A1)
 *   eve     -   -   3   3
 *   dan     1   1   -   -   no access to the event
 *
 * Counted: A {4, NV, 5}, B {2, 3, 1, 5, 4, 3, 3}. Incomplete: bob on A and B, eve on A.
 * Event "Quiet" has one active question and no scores.
 */

let t: TestServer;
let admin: Caller;
const event = { summaries: 0, quiet: 0 };

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  [{ id: event.summaries }, { id: event.quiet }] = await t
    .db('scoringEvents')
    .insert([
      { name: 'Summaries', status: 'Active', order: 1 },
      { name: 'Quiet', status: 'Active', order: 2 },
    ])
    .returning('id');
  const [{ id: a }, { id: b }, { id: z }] = await t
    .db('vendors')
    .insert([
      { name: 'A', order: 1 },
      { name: 'B', order: 2 },
      { name: 'Z', order: 3, isActive: false },
    ])
    .returning('id');
  const [{ id: q1 }, { id: q2 }, { id: q0 }] = await t
    .db('questions')
    .insert([
      { eventId: event.summaries, text: 'Q1', order: 1 },
      { eventId: event.summaries, text: 'Q2', order: 2 },
      { eventId: event.summaries, text: 'Q0', order: 0, isActive: false },
      { eventId: event.quiet, text: 'Quiet 1', order: 1 },
    ])
    .returning('id');
  const user: Record<string, number> = {};
  for (const name of ['ann', 'bob', 'cat', 'dan', 'eve']) user[name] = (await createUser(t.db, { username: name, name })).id;
  await t.db('userEventPermissions').insert({ userId: user.dan, eventId: event.summaries, hasAccess: false });
  const scores: [string, number, number, number][] = [
    // user, vendor, question, score (0 is a No Vote)
    ['ann', a, q1, 4],
    ['ann', a, q2, 0],
    ['ann', b, q1, 2],
    ['ann', b, q2, 3],
    ['ann', a, q0, 5],
    ['ann', z, q1, 5],
    ['bob', a, q1, 5],
    ['bob', b, q2, 1],
    ['cat', a, q1, 1],
    ['cat', b, q1, 5],
    ['cat', b, q2, 4],
    ['eve', b, q1, 3],
    ['eve', b, q2, 3],
    ['dan', a, q1, 1],
    ['dan', a, q2, 1],
  ];
  await t.db('scores').insert(scores.map(([name, vendorId, questionId, score]) => ({ userId: user[name], eventId: event.summaries, vendorId, questionId, score })));
  await t.db('declarations').insert({ userId: user.cat, eventId: event.summaries, conflicts: [a] });
});
afterAll(() => t.close());

const ofEvent = <T extends { eventId: number }>(events: T[], eventId: number) => events.find((e) => e.eventId === eventId)!;

describe('the incomplete submissions of an event, counted by the server', () => {
  it('counts a user unfinished on two vendors once, every unfinished pair, and neither users without access nor declared conflicts', async () => {
    const events = json<IncompleteEvent[]>(await admin(to(api.analysis.incomplete)));
    const summaries = ofEvent(events, event.summaries);
    // bob (A and B) and eve (A); cat's A is a declared conflict, dan has no access.
    expect(summaries).toMatchObject({ usersWithAccess: 4, incompleteUsers: 2, incompleteEntries: 3 });
    expect(summaries.vendors.map((vendor) => vendor.users.map((u) => u.username))).toEqual([['bob', 'eve'], ['bob']]);
  });

  it('counts every user with access on every vendor of an event nobody scored', async () => {
    const quiet = ofEvent(json<IncompleteEvent[]>(await admin(to(api.analysis.incomplete))), event.quiet);
    expect(quiet).toMatchObject({ usersWithAccess: 5, incompleteUsers: 5, incompleteEntries: 10 });
  });
});

describe('the average scores of an event, counted by the server', () => {
  it("averages every counted 1..5 score of the event alike, No Votes as responses only, from the same scores as the vendors' averages", async () => {
    const summaries = ofEvent(json<AverageEvent[]>(await admin(to(api.analysis.averages))), event.summaries);
    const [a, b] = summaries.vendors;
    expect(a).toMatchObject({ average: 4.5, responses: 3, noVotes: 1 });
    expect(b).toMatchObject({ average: 3, responses: 7, noVotes: 0 });
    // (4 + 5 + 2 + 3 + 1 + 5 + 4 + 3 + 3) / 9: not the mean of the vendor means (3.75).
    expect(summaries).toMatchObject({ average: 30 / 9, responses: 10, noVotes: 1 });
    const ratings = summaries.vendors.map((v) => v.responses - v.noVotes);
    const weighted = summaries.vendors.reduce((total, v, i) => total + (v.average ?? 0) * ratings[i], 0);
    expect(summaries.average).toBeCloseTo(weighted / (ratings[0] + ratings[1]), 12);
  });

  it('has no average and nothing counted for an event without scores', async () => {
    const quiet = ofEvent(json<AverageEvent[]>(await admin(to(api.analysis.averages))), event.quiet);
    expect(quiet).toMatchObject({ average: null, responses: 0, noVotes: 0 });
  });
});
