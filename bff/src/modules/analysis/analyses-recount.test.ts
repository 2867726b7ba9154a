import { api, SYSTEM_USER_ID, type AverageEvent, type IncompleteEvent } from '@vsp/contract';
import type { Knex } from 'knex';
import { recountedAverages, recountedIncomplete } from '../../../test/analysis-recount';
import { randomSequence } from '@vsp/db/test/random-sequence';
import { adminCaller, changesHeard, createUser, json, request, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

/*
 * Whatever writes the scores, Average Scores and Incomplete Submissions equal the analyses
 * recomputed from every score in TypeScript.
 */

let t: TestServer;
let admin: Caller;
let w: Awaited<ReturnType<typeof createWorld>>;

const random = randomSequence(2026);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

async function insert(db: Knex, table: string, row: object): Promise<number> {
  const [{ id }] = await db(table).insert(row).returning('id');
  return id as number;
}

/**
 * Two open events (A with an inactive question, B), a hidden event, three active vendors and an
 * inactive one; five evaluators signed in, the fifth locked out of event A.
 */
async function createWorld(db: Knex) {
  const events = {
    a: await insert(db, 'scoringEvents', { name: 'Event A', status: 'Active', order: 1 }),
    b: await insert(db, 'scoringEvents', { name: 'Event B', status: 'Active', order: 2 }),
    hidden: await insert(db, 'scoringEvents', { name: 'Hidden', status: 'Active', order: 0, isActive: false }),
  };
  const vendors = [
    await insert(db, 'vendors', { name: 'Vendor 1', company: 'Co 1', order: 1 }),
    await insert(db, 'vendors', { name: 'Vendor 2', order: 2 }),
    await insert(db, 'vendors', { name: 'Vendor 3', company: 'Co 3', order: 3 }),
  ];
  const inactiveVendor = await insert(db, 'vendors', { name: 'Vendor 0', order: 0, isActive: false });
  const questions = {
    a: [await insert(db, 'questions', { eventId: events.a, text: 'A1', order: 1 }), await insert(db, 'questions', { eventId: events.a, text: 'A2', order: 2 }), await insert(db, 'questions', { eventId: events.a, text: 'A3', order: 3 })],
    b: [await insert(db, 'questions', { eventId: events.b, text: 'B1', order: 1 }), await insert(db, 'questions', { eventId: events.b, text: 'B2', order: 2 })],
  };
  const inactiveQuestion = await insert(db, 'questions', { eventId: events.a, text: 'A0', order: 0, isActive: false });
  const hiddenQuestion = await insert(db, 'questions', { eventId: events.hidden, text: 'H1', order: 1 });
  const evaluators: { id: number; cookie: string }[] = [];
  for (const name of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve']) {
    const user = await createUser(db, { username: name.toLowerCase(), name, email: `${name.toLowerCase()}@example.com` });
    evaluators.push({ id: user.id, cookie: await signIn(t.server, name.toLowerCase()) });
  }
  const locked = evaluators[4];
  await db('userEventPermissions').insert({ userId: locked.id, eventId: events.a, hasAccess: false });
  return { events, vendors, inactiveVendor, questions, inactiveQuestion, hiddenQuestion, evaluators, locked };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  w = await createWorld(t.db);
});
afterAll(() => t.close());

/** A random open cell an evaluator may score: event, vendor and question all active. */
function randomSave() {
  const event = pick(['a', 'b'] as const);
  return {
    eventId: w.events[event],
    payload: { vendorId: pick(w.vendors), questionId: pick(w.questions[event]), score: Math.floor(random() * 6), comments: null, followupQuestions: null },
  };
}

async function save(evaluator: { cookie: string }, { eventId, payload }: ReturnType<typeof randomSave>): Promise<number> {
  return (await request(t.server, evaluator.cookie, { ...to(api.scores.save, { eventId }), payload })).statusCode;
}

async function adminCall(...args: Parameters<typeof to>): Promise<void> {
  const response = await admin(to(...args));
  expect(response.statusCode).toBeLessThan(300);
}

/** Both analyses equal their recomputation from every score, once the server has heard of every change written. */
async function expectExact(): Promise<void> {
  await changesHeard(t.server, t.db);
  const averages = await admin(to(api.analysis.averages));
  const incomplete = await admin(to(api.analysis.incomplete));
  expect(json<AverageEvent[]>(averages)).toEqual(await recountedAverages(t.db));
  expect(json<IncompleteEvent[]>(incomplete)).toEqual(await recountedIncomplete(t.db));
}

describe('analyses recounted from every score', () => {
  it('match a recount after evaluators save, re-save and change scores', async () => {
    const open = w.evaluators.slice(0, 4);
    for (let i = 0; i < 160; i++) expect(await save(pick(open), randomSave())).toBe(200);
    await expectExact();
  });

  it('leave out what does not count: the system account, locked users, inactive questions, vendors and events, a question of another event', async () => {
    const { events, vendors } = w;
    const row = (userId: number, eventId: number, vendorId: number, questionId: number, score: number) => ({ userId, eventId, vendorId, questionId, score });
    await t.db('scores').insert([
      row(SYSTEM_USER_ID, events.a, vendors[0], w.questions.a[0], 5),
      row(SYSTEM_USER_ID, events.b, vendors[1], w.questions.b[0], 0),
      row(w.locked.id, events.a, vendors[0], w.questions.a[0], 1),
      row(w.locked.id, events.a, vendors[0], w.questions.a[1], 2),
      row(w.locked.id, events.a, vendors[2], w.questions.a[2], 0),
      row(w.evaluators[0].id, events.a, vendors[0], w.inactiveQuestion, 4),
      row(w.evaluators[1].id, events.a, w.inactiveVendor, w.questions.a[0], 3),
      row(w.evaluators[1].id, events.hidden, vendors[0], w.hiddenQuestion, 5),
      // A score filed under event A for a question of event B: not an answer in either.
      row(w.evaluators[2].id, events.a, vendors[1], w.questions.b[1], 5),
    ]).onConflict(['userId', 'eventId', 'vendorId', 'questionId']).merge(['score']);
    // A cell only left-out users answered.
    await t.db('scores').insert(row(w.locked.id, events.a, vendors[2], w.questions.a[1], 3)).onConflict(['userId', 'eventId', 'vendorId', 'questionId']).merge(['score']);
    await t.db('scores').where({ eventId: events.a, vendorId: vendors[2], questionId: w.questions.a[1] }).whereNot({ userId: w.locked.id }).delete();
    await expectExact();
  });

  it('follow access as it changes, with no score written', async () => {
    await t.db('userEventPermissions').insert({ userId: w.evaluators[3].id, eventId: w.events.b, hasAccess: false });
    await t.db('userEventPermissions').insert({ userId: w.evaluators[0].id, eventId: w.events.a, hasAccess: true });
    // The system account counts no more with a row granting it access.
    await t.db('userEventPermissions').insert({ userId: SYSTEM_USER_ID, eventId: w.events.a, hasAccess: true });
    await t.db('userEventPermissions').insert({ userId: SYSTEM_USER_ID, eventId: w.events.b, hasAccess: false });
    await expectExact();
    await t.db('userEventPermissions').where({ userId: w.locked.id, eventId: w.events.a }).update({ hasAccess: true });
    await expectExact();
    await t.db('userEventPermissions').where({ userId: w.locked.id, eventId: w.events.a }).update({ hasAccess: false });
  });

  it('match a recount after single scores are changed and deleted directly', async () => {
    const scores = await t.db('scores').select('id').orderBy('id');
    for (let i = 0; i < 30; i++) {
      const { id } = pick(scores);
      if (random() < 0.5) await t.db('scores').where({ id }).update({ score: Math.floor(random() * 6) });
      else await t.db('scores').where({ id }).delete();
    }
    await expectExact();
  });

  it('match a recount after saves from many evaluators at once', async () => {
    // Dan is locked out of event B by now.
    const open = w.evaluators.slice(0, 3);
    const statuses = await Promise.all(Array.from({ length: 120 }, () => save(pick(open), randomSave())));
    expect(new Set(statuses)).toEqual(new Set([200]));
    await expectExact();
  });

  it('match a recount after random scores are generated, all scores deleted, and generated again', async () => {
    await adminCall(api.scores.generateRandom);
    await expectExact();
    await adminCall(api.scores.deleteAll);
    expect(await t.db('scores').count({ n: '*' }).first()).toEqual({ n: '0' });
    await expectExact();
    await adminCall(api.scores.generateRandom);
    await expectExact();
  });

  it('match a recount after a vendor, a question, a user and an event are deleted with their scores', async () => {
    await adminCall(api.vendors.remove, { id: w.vendors[1] });
    await expectExact();
    await adminCall(api.questions.remove, { id: w.questions.a[2] });
    await expectExact();
    await adminCall(api.users.remove, { id: w.evaluators[1].id });
    await expectExact();
    await adminCall(api.events.remove, { id: w.events.b });
    await expectExact();
    expect(Number((await t.db('scores').count({ n: '*' }).first())!.n)).toBeGreaterThan(0);
  });
});
