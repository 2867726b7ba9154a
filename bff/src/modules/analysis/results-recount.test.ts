import { api, SYSTEM_USER_ID } from '@vsp/contract';
import { randomSequence } from '@vsp/db/test/random-sequence';
import type { Knex } from 'knex';
import { insert } from '../../../test/results-fixture';
import { recountedAgreement, recountedCells, recountedRanking, toWithin } from '../../../test/results-recount';
import { adminCaller, changesHeard, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

/*
 * Whatever writes the scores and the tables beside them, and in whatever order, every figure of an
 * event's results, as the server answers them (from its cache or afresh), equals the results
 * recomputed in TypeScript from every row (see results-recount.ts) to 1e-9. Every change is written
 * to the database directly, as another process or psql would; the server hears of it through the
 * database's notifications before the results are read again.
 */

let t: TestServer;
let admin: Caller;
let w: Awaited<ReturnType<typeof createWorld>>;
const random = randomSequence(3318);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

/**
 * Event E (threshold 2, questions of weights 1 to 3, an inactive one and a pass/fail one, which
 * carries no weight and is answered 0, 1 or 5) and event F, six vendors
 * (one inactive), nine evaluators and the system account, most of the cells of E scored with No
 * Votes among the ratings, a few of F, and one evaluator locked out of E.
 */
async function createWorld(db: Knex) {
  const events = {
    e: await insert(db, 'scoringEvents', { name: 'Event E', status: 'Active', order: 1, disagreementThreshold: 2 }),
    f: await insert(db, 'scoringEvents', { name: 'Event F', status: 'Active', order: 2 }),
  };
  const vendors: number[] = [];
  for (let k = 1; k <= 6; k++) vendors.push(await insert(db, 'vendors', { name: `Vendor ${k}`, order: 7 - k, isActive: k !== 6 }));
  const questions = { e: [] as number[], f: [] as number[] };
  for (let k = 1; k <= 4; k++) questions.e.push(await insert(db, 'questions', { eventId: events.e, text: `E${k}`, order: k, weight: 1 + (k % 3), isActive: k !== 4 }));
  questions.e.push(await insert(db, 'questions', { eventId: events.e, text: 'E5', order: 5, kind: 'passFail' }));
  for (let k = 1; k <= 2; k++) questions.f.push(await insert(db, 'questions', { eventId: events.f, text: `F${k}`, order: k }));
  const users: number[] = [];
  for (let k = 1; k <= 9; k++) users.push((await createUser(db, { username: `rater${k}`, name: `Rater ${k}` })).id);
  await db('userEventPermissions').insert({ userId: users[8], eventId: events.e, hasAccess: false });
  const rows = [...users, SYSTEM_USER_ID].flatMap((userId) => [
    ...vendors.flatMap((vendorId) =>
      questions.e
        .filter(() => random() < 0.8)
        .map((questionId) => ({ userId, eventId: events.e, vendorId, questionId, score: questionId === questions.e[4] ? pick([0, 1, 5]) : Math.floor(random() * 6) })),
    ),
    ...vendors.filter(() => random() < 0.3).map((vendorId) => ({ userId, eventId: events.f, vendorId, questionId: pick(questions.f), score: Math.floor(random() * 6) })),
  ]);
  await db('scores').insert(rows);
  return { events, vendors, questions, users };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  w = await createWorld(t.db);
});
afterAll(() => t.close());

/** Event `eventId`'s results as the server answers them, beside the same recomputed from every row. */
async function expectRecounted(eventId: number): Promise<void> {
  await changesHeard(t.server, t.db);
  const served = async (endpoint: Parameters<typeof to>[0]) => {
    const response = await admin(to(endpoint, { eventId }));
    expect(response.statusCode).toBe(200);
    return json(response);
  };
  expect(await served(api.analysis.ranking)).toEqual(toWithin(await recountedRanking(t.db, eventId)));
  expect(await served(api.analysis.cells)).toEqual(toWithin(await recountedCells(t.db, eventId)));
  expect(await served(api.analysis.agreement)).toEqual(toWithin(await recountedAgreement(t.db, eventId)));
}

const cellOf = () => ({ userId: pick([...w.users, SYSTEM_USER_ID]), eventId: w.events.e, vendorId: pick(w.vendors), questionId: pick(w.questions.e) });
const scored = () => t.db('scores').where({ eventId: w.events.e });

/** The changes a round picks from, each as the database would see it from anywhere. */
const changes: [string, () => Promise<unknown>][] = [
  ['a save', () => t.db('scores').insert({ ...cellOf(), score: Math.floor(random() * 6) }).onConflict(['userId', 'eventId', 'vendorId', 'questionId']).merge()],
  ['a save', () => t.db('scores').insert({ ...cellOf(), score: 1 + Math.floor(random() * 5) }).onConflict(['userId', 'eventId', 'vendorId', 'questionId']).merge()],
  ['a score deleted', () => t.db('scores').where(cellOf()).delete()],
  ["an evaluator's scores changed at once", () => scored().where({ userId: pick(w.users) }).update({ score: t.db.raw('(score + 2) % 6') })],
  ['a vendor made active or inactive', () => t.db('vendors').where({ id: pick(w.vendors) }).update({ isActive: t.db.raw('not is_active') })],
  ['a question made active or inactive', () => t.db('questions').where({ id: pick(w.questions.e) }).update({ isActive: t.db.raw('not is_active') })],
  ['a question made pass/fail or scale', () => t.db('questions').where({ id: pick(w.questions.e) }).update({ kind: t.db.raw("case kind when 'scale' then 'passFail' else 'scale' end") })],
  ["a question's weight", () => t.db('questions').where({ id: pick(w.questions.e) }).update({ weight: 1 + Math.floor(random() * 4) })],
  ['the disagreement threshold', () => t.db('scoringEvents').where({ id: w.events.e }).update({ disagreementThreshold: 1 + Math.floor(random() * 4) })],
  [
    "an evaluator's access locked or given back",
    async () => {
      const userId = pick(w.users);
      const locked = await t.db('userEventPermissions').where({ userId, eventId: w.events.e }).delete();
      if (locked === 0) await t.db('userEventPermissions').insert({ userId, eventId: w.events.e, hasAccess: false });
    },
  ],
  [
    'a declaration of conflicts, replacing the last',
    () => t.db('declarations').insert({ userId: pick(w.users), eventId: w.events.e, conflicts: w.vendors.filter(() => random() < 0.3) }),
  ],
  [
    'an agreed score recorded or removed',
    async () => {
      const cell = { eventId: w.events.e, vendorId: pick(w.vendors), questionId: pick(w.questions.e) };
      const removed = await t.db('consensusScores').where(cell).delete();
      if (removed === 0) await t.db('consensusScores').insert({ ...cell, score: Math.floor(random() * 6), rationale: 'Agreed in the panel' });
    },
  ],
];

it('answers what a recount from every row gives, through random saves, deletes and changes beside the scores', async () => {
  await expectRecounted(w.events.e);
  await expectRecounted(w.events.f);
  for (let round = 0; round < 40; round++) {
    for (let k = 0; k < 1 + Math.floor(random() * 3); k++) await pick(changes)[1]();
    await expectRecounted(w.events.e);
  }
  await expectRecounted(w.events.f);
});

const cascades: [string, () => Promise<unknown>][] = [
  ['an evaluator deleted with their scores and declarations', () => t.db('users').where({ id: w.users[0] }).delete()],
  ['a vendor deleted with its scores and agreed scores', () => t.db('vendors').where({ id: w.vendors[1] }).delete()],
  ['a question deleted with its scores', () => t.db('questions').where({ id: w.questions.e[0] }).delete()],
  ['every score truncated', () => t.db.raw('truncate scores')],
];

it.each(cascades)('answers what a recount gives after a cascade: %s', async (_, cascade) => {
  await expectRecounted(w.events.e);
  await cascade();
  await expectRecounted(w.events.e);
  await expectRecounted(w.events.f);
});

it("answers 404 for a deleted event's results, and the other event's as before", async () => {
  await t.db('scores').insert(w.users.slice(1).map((userId) => ({ userId, eventId: w.events.f, vendorId: w.vendors[0], questionId: w.questions.f[0], score: 1 + (userId % 5) })));
  await expectRecounted(w.events.f);
  await t.db('scoringEvents').where({ id: w.events.e }).delete();
  await changesHeard(t.server, t.db);
  for (const endpoint of [api.analysis.ranking, api.analysis.cells, api.analysis.agreement]) {
    expect((await admin(to(endpoint, { eventId: w.events.e }))).statusCode).toBe(404);
  }
  await expectRecounted(w.events.f);
});
