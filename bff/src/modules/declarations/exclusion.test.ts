import { api, type AverageEvent, type EventAgreement, type EventCells, type EventRanking, type IncompleteEvent } from '@vsp/contract';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

/*
 * A declared conflict takes that evaluator × vendor out of everything that counts. The fixture, one
 * Active event with vendors A and B and questions 1 and 2 (weight 1 each):
 *
 *          A1  A2  B1  B2   declared conflicts
 *   ann     5   4   2   2   none
 *   bob     3   3   4   4   none
 *   cat     1   1   5   3   A (scored A before declaring)
 *   dan     -   -   -   -   A and B
 *
 * Counted: A1 {5, 3}, A2 {4, 3}, B1 {2, 4, 5}, B2 {2, 4, 3}; A has 2 evaluators to expect, B has 3.
 */

let t: TestServer;
let admin: Caller;
let eventId: number;
const vendor = { A: 0, B: 0 };
const question = { 1: 0, 2: 0 };
const user = { ann: 0, bob: 0, cat: 0, dan: 0 };

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  [{ id: eventId }] = await t.db('scoringEvents').insert({ name: 'Declared event', status: 'Active' }).returning('id');
  [{ id: vendor.A }, { id: vendor.B }] = await t.db('vendors').insert([{ name: 'A', order: 1 }, { name: 'B', order: 2 }]).returning('id');
  [{ id: question[1] }, { id: question[2] }] = await t.db('questions').insert([{ eventId, text: 'Q1', order: 1 }, { eventId, text: 'Q2', order: 2 }]).returning('id');
  for (const name of ['ann', 'bob', 'cat', 'dan'] as const) user[name] = (await createUser(t.db, { username: name, name })).id;
  const grid: [keyof typeof user, number[]][] = [['ann', [5, 4, 2, 2]], ['bob', [3, 3, 4, 4]], ['cat', [1, 1, 5, 3]]];
  const cells = [[vendor.A, question[1]], [vendor.A, question[2]], [vendor.B, question[1]], [vendor.B, question[2]]];
  await t.db('scores').insert(grid.flatMap(([name, scores]) => scores.map((score, i) => ({ userId: user[name], eventId, vendorId: cells[i][0], questionId: cells[i][1], score }))));
  // Dan first declared none, then changed his mind: only the newest version counts.
  await t.db('declarations').insert([
    { userId: user.ann, eventId, conflicts: [] },
    { userId: user.cat, eventId, conflicts: [vendor.A] },
    { userId: user.dan, eventId, conflicts: [] },
    { userId: user.dan, eventId, conflicts: [vendor.A, vendor.B] },
  ]);
});
afterAll(() => t.close());

const ofEvent = <T extends { eventId: number }>(events: T[]) => events.find((event) => event.eventId === eventId)!;

it('leaves the declared pairs out of Incomplete Submissions', async () => {
  const event = ofEvent(json<IncompleteEvent[]>(await admin(to(api.analysis.incomplete))));
  // Dan answered nothing, but nothing is expected of him; cat answered all of B.
  expect(event.usersWithAccess).toBe(4);
  expect(event.vendors).toEqual([]);
});

it('leaves the declared pairs out of Average Scores, and out of the evaluators expected', async () => {
  const event = ofEvent(json<AverageEvent[]>(await admin(to(api.analysis.averages))));
  const [a, b] = event.vendors.filter((v) => v.vendorId === vendor.A || v.vendorId === vendor.B);
  // Without the exclusion A would average (5+4+3+3+1+1)/6 = 2.83.
  expect(a).toMatchObject({ average: 3.75, responses: 4 });
  expect(a.questions.map(({ average, responses, users, percent }) => ({ average, responses, users, percent }))).toEqual([
    { average: 4, responses: 2, users: 2, percent: 100 },
    { average: 3.5, responses: 2, users: 2, percent: 100 },
  ]);
  expect(b).toMatchObject({ responses: 6 });
  expect(b.average).toBeCloseTo(20 / 6, 10);
  expect(b.questions.map(({ users, percent }) => ({ users, percent }))).toEqual([
    { users: 3, percent: 100 },
    { users: 3, percent: 100 },
  ]);
});

it("leaves the declared pairs out of the cells' statistics", async () => {
  const { cells } = json<EventCells>(await admin(to(api.analysis.cells, { eventId })));
  const a1 = cells.find((cell) => cell.vendorId === vendor.A && cell.questionId === question[1])!;
  expect(a1).toMatchObject({ ratings: 2, mean: 4, min: 3, max: 5 });
  expect(a1.histogram).toMatchObject({ 1: 0, 3: 1, 5: 1 });
});

it('leaves the declared pairs out of the ranking: weighted, normalised scores and coverage', async () => {
  const { vendors } = json<EventRanking>(await admin(to(api.analysis.ranking, { eventId })));
  const a = vendors.find((v) => v.vendorId === vendor.A)!;
  const b = vendors.find((v) => v.vendorId === vendor.B)!;
  expect(a).toMatchObject({ rank: 1, weightedScore: 3.75, responses: 4, coverage: 1 });
  expect(b).toMatchObject({ rank: 2, responses: 6, coverage: 1 });
  expect(b.weightedScore).toBeCloseTo((11 / 3 + 3) / 2, 10);
  // z-scores within each evaluator over their counted ratings only: ann 3.25 ± 1.5, bob 3.5 ± √(1/3), cat 4 ± √2.
  expect(a.normalisedScore).toBeCloseTo(-0.016346035, 8);
  expect(b.normalisedScore).toBeCloseTo(0.010897357, 8);
});

it("leaves the declared pairs out of each evaluator's calibration", async () => {
  const { evaluators } = json<EventAgreement>(await admin(to(api.analysis.agreement, { eventId })));
  const cat = evaluators.find((e) => e.userId === user.cat)!;
  // Cat's counted ratings are B1 = 5 (cell mean 11/3) and B2 = 3 (cell mean 3).
  expect(cat).toMatchObject({ ratings: 2, mean: 4 });
  expect(cat.leniency).toBeCloseTo((5 - 11 / 3 + 0) / 2, 10);
  const bob = evaluators.find((e) => e.userId === user.bob)!;
  expect(bob.leniency).toBeCloseTo((3 - 4 + (3 - 3.5) + (4 - 11 / 3) + (4 - 3)) / 4, 10);
});

it('lets an evaluator submit once every cell but their declared conflicts is answered', async () => {
  const dan = await caller(t.server, 'dan');
  expect((await dan(to(api.submissions.submit, { eventId }))).statusCode).toBe(201);
  const cat = await caller(t.server, 'cat');
  expect((await cat(to(api.submissions.submit, { eventId }))).statusCode).toBe(201);
});
