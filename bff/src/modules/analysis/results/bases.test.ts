import type { Knex } from 'knex';
import { randomSequence } from '@vsp/db/test/random-sequence';
import { createUser, startTestServer, type TestServer } from '../../../../test/server';
import { until } from '../../../../test/second-process';
import { agreementOf, eventAgreement } from './agreement';
import { ChangeFeed } from '../../../lib/change-feed';
import { ResultsBases, type Basis, type Figured } from './bases';
import { resultsOf } from './event';
import { eventRanking, rankingOf } from './ranking';

/*
 * The ranking and the agreement are figured from the basis of the last figuring and the changes
 * since (see bases.ts). Whatever changed, and however, the answer must be the one a whole pass
 * gives, to the last digit.
 */

let t: TestServer;
let w: Awaited<ReturnType<typeof createPanel>>;
const random = randomSequence(1124);
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)];

async function insert(db: Knex, table: string, row: object): Promise<number> {
  const [{ id }] = await db(table).insert(row).returning('id');
  return id as number;
}

/** One event: four vendors and five questions (one inactive), sixteen evaluators who rated most cells, with No Votes among them. */
async function createPanel(db: Knex) {
  const eventId = await insert(db, 'scoringEvents', { name: 'Event', status: 'Active', order: 1 });
  const vendors: number[] = [];
  for (let k = 1; k <= 4; k++) vendors.push(await insert(db, 'vendors', { name: `Vendor ${k}`, order: k }));
  const questions: number[] = [];
  for (let k = 1; k <= 4; k++) questions.push(await insert(db, 'questions', { eventId, text: `Q${k}`, order: k, weight: k }));
  const inactiveQuestion = await insert(db, 'questions', { eventId, text: 'Q0', order: 0, isActive: false });
  const users: number[] = [];
  for (let k = 1; k <= 16; k++) users.push((await createUser(db, { username: `user${k}`, name: `User ${k}` })).id);
  const rows = users.flatMap((userId) =>
    vendors.flatMap((vendorId) =>
      [...questions, inactiveQuestion].filter(() => random() < 0.9).map((questionId) => ({ userId, eventId, vendorId, questionId, score: Math.floor(random() * 6) })),
    ),
  );
  await db('scores').insert(rows);
  return { eventId, vendors, questions, inactiveQuestion, users };
}

/** The bases of the last figurings, as a server process keeps them. */
const kept: { ranking?: Basis; agreement?: Basis } = {};

/** Both results figured from the kept bases, which they replace. */
async function fromBases(): Promise<{ ranking: Figured<unknown>; agreement: Figured<unknown> }> {
  const ranking = await resultsOf(t.db, w.eventId, (trx, event) => rankingOf(trx, event, kept.ranking));
  const agreement = await resultsOf(t.db, w.eventId, (trx, event) => agreementOf(trx, event, kept.agreement));
  kept.ranking = ranking.basis;
  kept.agreement = agreement.basis;
  return { ranking, agreement };
}

/** Both results figured from the kept bases equal a whole pass's; answers whether each was figured from the changes. */
async function expectWhole(): Promise<{ ranking: boolean; agreement: boolean }> {
  const { ranking, agreement } = await fromBases();
  expect({ ranking: ranking.answer, agreement: agreement.answer }).toEqual({
    ranking: (await eventRanking(t.db, w.eventId)).vendors,
    agreement: await eventAgreement(t.db, w.eventId),
  });
  return { ranking: ranking.fromChanges, agreement: agreement.fromChanges };
}

const scoreOf = (userId: number, vendorId: number, questionId: number) => ({ userId, eventId: w.eventId, vendorId, questionId });

beforeAll(async () => {
  t = await startTestServer();
  w = await createPanel(t.db);
});
afterAll(() => t.close());

beforeEach(async () => {
  // Each case starts from a basis read now, with nothing changed since.
  await fromBases();
  expect(await expectWhole()).toEqual({ ranking: true, agreement: true });
});

const fewChanges: [string, () => Promise<unknown>, { ranking: boolean; agreement: boolean }?][] = [
  ['a score changed', () => t.db('scores').where(scoreOf(w.users[0], w.vendors[0], w.questions[0])).update({ score: 5 })],
  ['a rating made a No Vote', () => t.db('scores').where(scoreOf(w.users[1], w.vendors[1], w.questions[1])).update({ score: 0 })],
  [
    'a score saved in a cell the evaluator had not scored',
    async () => {
      await t.db('scores').where(scoreOf(w.users[2], w.vendors[2], w.questions[2])).delete();
      await fromBases();
      await t.db('scores').insert({ ...scoreOf(w.users[2], w.vendors[2], w.questions[2]), score: 1 });
    },
  ],
  ['a score deleted', () => t.db('scores').where(scoreOf(w.users[3], w.vendors[3], w.questions[3])).delete()],
  ['a score on the inactive question changed', () => t.db('scores').where({ eventId: w.eventId, questionId: w.inactiveQuestion, userId: w.users[4] }).update({ score: 2 })],
  [
    'one cell scored again and again',
    async () => {
      for (const score of [1, 5, 0, 3]) await t.db('scores').where(scoreOf(w.users[5], w.vendors[0], w.questions[1])).update({ score });
    },
  ],
  [
    'a score moved to another cell',
    async () => {
      await t.db('scores').where(scoreOf(w.users[6], w.vendors[0], w.questions[0])).delete();
      await fromBases();
      await t.db('scores').where(scoreOf(w.users[6], w.vendors[1], w.questions[0])).update({ vendorId: w.vendors[0], score: 4 });
    },
  ],
  // Every cell they rated has a new mean, and the agreement moves every evaluator who rated it: a whole pass is quicker.
  ['an evaluator deleted with their scores', () => t.db('users').where({ id: w.users[7] }).delete(), { ranking: true, agreement: false }],
];

it.each(fewChanges)('figures from the changes alone what a whole pass gives: %s', async (_, change, taken = { ranking: true, agreement: true }) => {
  await change();
  expect(await expectWhole()).toEqual(taken);
});

const changesBesideScores: [string, () => Promise<unknown>][] = [
  ['an evaluator locked out of the event', () => t.db('userEventPermissions').insert({ userId: w.users[8], eventId: w.eventId, hasAccess: false })],
  ['a conflict declared', () => t.db('declarations').insert({ userId: w.users[9], eventId: w.eventId, conflicts: [w.vendors[1]] })],
  ['the conflict withdrawn', () => t.db('declarations').where({ userId: w.users[9], eventId: w.eventId }).delete()],
  ['a vendor made inactive', () => t.db('vendors').where({ id: w.vendors[3] }).update({ isActive: false })],
  ['the vendor made active again', () => t.db('vendors').where({ id: w.vendors[3] }).update({ isActive: true })],
  ['a question made active', () => t.db('questions').where({ id: w.inactiveQuestion }).update({ isActive: true })],
  ["a question's weight changed", () => t.db('questions').where({ id: w.questions[0] }).update({ weight: 3 })],
];

// Nothing of these is in the score history: the basis finds the evaluators whose totals moved.
it.each(changesBesideScores)('finds a change beside the scores and counts it as a whole pass would: %s', async (_, change) => {
  await change();
  await expectWhole();
});

it('counts the ratings of an evaluator let into the event, whose only scores were in cells nobody counted', async () => {
  const late = await insert(t.db, 'vendors', { name: 'Late vendor', order: 9 });
  const { id: newcomer } = await createUser(t.db, { username: 'newcomer', name: 'Newcomer' });
  await t.db('userEventPermissions').insert({ userId: newcomer, eventId: w.eventId, hasAccess: false });
  await t.db('scores').insert([
    { ...scoreOf(newcomer, late, w.questions[0]), score: 4 },
    { ...scoreOf(newcomer, late, w.questions[1]), score: 2 },
  ]);
  await fromBases();
  await t.db('userEventPermissions').where({ userId: newcomer, eventId: w.eventId }).update({ hasAccess: true });
  await expectWhole();
});

it('takes a whole pass from a basis read on a database that has since gone back behind it (restored, or failed over)', async () => {
  await t.db('scores').where(scoreOf(w.users[13], w.vendors[2], w.questions[2])).update({ score: t.db.raw('(score + 2) % 6') });
  // What the basis of a database that went back looks like: a snapshot ahead of every transaction it has now.
  const { rows } = await t.db.raw<{ rows: { ahead: string }[] }>("select (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text as ahead");
  const ahead = `${rows[0].ahead}:${rows[0].ahead}:`;
  kept.ranking = { ...kept.ranking!, snapshot: ahead };
  kept.agreement = { ...kept.agreement!, snapshot: ahead };
  expect(await expectWhole()).toEqual({ ranking: false, agreement: false });
});

describe('with the change feed', () => {
  let feed: ChangeFeed;
  let bases: ResultsBases;
  let given: boolean[];
  const figure = (basis: Basis | undefined) => {
    given.push(basis !== undefined);
    return resultsOf(t.db, w.eventId, (trx, event) => rankingOf(trx, event, basis));
  };
  beforeEach(() => {
    feed = new ChangeFeed(t.db, () => undefined);
    bases = new ResultsBases(feed);
    given = [];
  });
  afterEach(() => feed.close());

  it('starts afresh, with a whole pass, once the feed does', async () => {
    await bases.figure('ranking', w.eventId, figure);
    await bases.figure('ranking', w.eventId, figure);
    feed.start();
    await until(async () => feed.listening, 'the feed listens');
    await bases.figure('ranking', w.eventId, figure);
    await bases.figure('ranking', w.eventId, figure);
    await feed.close();
    await bases.figure('ranking', w.eventId, figure);
    expect(given).toEqual([false, true, false, true, false]);
  });

  it('keeps no basis read while the feed started afresh', async () => {
    await bases.figure('ranking', w.eventId, async (basis) => {
      const figured = await figure(basis);
      feed.start();
      await until(async () => feed.listening, 'the feed listens');
      return figured;
    });
    await bases.figure('ranking', w.eventId, figure);
    expect(given).toEqual([false, false]);
  });

  it("keeps the bases when this process forgets what it keeps after an administrator's change", async () => {
    await bases.figure('ranking', w.eventId, figure);
    feed.forgetAll();
    await bases.figure('ranking', w.eventId, figure);
    expect(given).toEqual([false, true]);
  });
});

it('reads the changes alone after the comments of every score changed, which change no figure', async () => {
  await t.db('scores').where({ eventId: w.eventId }).update({ comments: 'Read again' });
  expect(await expectWhole()).toEqual({ ranking: true, agreement: true });
});

it("counts a change whose transaction was under way while the basis was read, once it commits", async () => {
  const cell = scoreOf(w.users[10], w.vendors[0], w.questions[0]);
  const { score } = await t.db('scores').where(cell).first('score');
  const trx = await t.db.transaction();
  try {
    await trx('scores').where(cell).update({ score: score === 5 ? 1 : 5 });
    // A later transaction that commits first: the snapshot then lists the first as under way, below its newest.
    await t.db('scores').insert({ ...scoreOf(w.users[11], w.vendors[0], w.questions[0]), score: 2 }).onConflict(['userId', 'eventId', 'vendorId', 'questionId']).merge();
    // Read while the change is written but not committed: the basis does not see it.
    await expectWhole();
    await trx.commit();
  } catch (error) {
    await trx.rollback();
    throw error;
  }
  expect(await expectWhole()).toEqual({ ranking: true, agreement: true });
});

it('leaves out a history row naming a transaction this database has not begun, as one restored from another cluster does', async () => {
  await t.db('scoreHistory').insert({
    ...scoreOf(w.users[12], w.vendors[1], w.questions[1]),
    action: 'updated',
    oldScore: 1,
    newScore: 5,
    transactionId: t.db.raw('(pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1000000)::text::xid8'),
  });
  expect(await expectWhole()).toEqual({ ranking: true, agreement: true });
});

it('takes a whole pass when the changes touch many evaluators, with the same answer', async () => {
  await t.db('scores').where({ eventId: w.eventId }).whereIn('userId', w.users.slice(0, 8)).update({ score: t.db.raw('(score + 1) % 6') });
  expect(await expectWhole()).toEqual({ ranking: false, agreement: false });
});

it('keeps to a whole pass through random saves and deletes, one basis after another', async () => {
  const live = w.users.filter((id) => id !== w.users[7]);
  for (let round = 0; round < 25; round++) {
    for (let k = 0; k < 1 + Math.floor(random() * 3); k++) {
      const cell = scoreOf(pick(live), pick(w.vendors), pick([...w.questions, w.inactiveQuestion]));
      if (random() < 0.2) await t.db('scores').where(cell).delete();
      else await t.db('scores').insert({ ...cell, score: Math.floor(random() * 6) }).onConflict(['userId', 'eventId', 'vendorId', 'questionId']).merge();
    }
    await expectWhole();
  }
});

it('figures an event with no scores at all, and its first ratings after', async () => {
  await t.db('scores').where({ eventId: w.eventId }).delete();
  await expectWhole();
  await t.db('scores').insert([
    { ...scoreOf(w.users[0], w.vendors[0], w.questions[0]), score: 4 },
    { ...scoreOf(w.users[0], w.vendors[0], w.questions[1]), score: 2 },
    { ...scoreOf(w.users[1], w.vendors[0], w.questions[0]), score: 3 },
  ]);
  await expectWhole();
});
