import Boom from '@hapi/boom';
import type { Score as ScoreResponse } from '@vsp/contract';
import { createCatalog, denyAccess, type Catalog } from '../../../test/fixtures';
import { adminCaller, createUser, startTestServer, to, type TestServer } from '../../../test/server';
import { api } from '@vsp/contract';
import { scoreSaves, type ScoreSave } from './service';

/*
 * The saves that arrive together are written by one statement (see scoreSaves). Each test adds its
 * saves to the server's batches in one turn of the event loop, so they go in one batch, whatever
 * the machine's speed; what it checks is that every save still gets its own outcome.
 */

let t: TestServer;
let catalog: Catalog;
let evaluators: number[];

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  evaluators = [];
  for (let n = 0; n < 12; n++) evaluators.push((await createUser(t.db, { username: `batch-${n}`, name: `Batch ${n}` })).id);
});
afterAll(() => t.close());

/** A save by `userId` in the Active event, on its first vendor and question unless `overrides` say otherwise. */
function saveOf(userId: number, overrides: Partial<ScoreSave['payload']> & { eventId?: number } = {}): ScoreSave {
  const { eventId = catalog.active.id, ...payload } = overrides;
  return {
    userId,
    eventId,
    payload: { vendorId: catalog.vendors[0].id, questionId: catalog.questions[0].id, score: 3, comments: null, followupQuestions: null, ...payload },
  };
}

/** Adds every save in the same turn, so they make one batch; settles each. */
function addTogether(saves: ScoreSave[]): Promise<PromiseSettledResult<ScoreResponse>[]> {
  return Promise.allSettled(saves.map((save) => t.server.app.scoreSaves.add(save)));
}

const saved = (outcome: PromiseSettledResult<ScoreResponse>) => {
  if (outcome.status === 'rejected') throw outcome.reason;
  return outcome.value;
};

const refusal = (outcome: PromiseSettledResult<ScoreResponse>) => {
  if (outcome.status === 'fulfilled') throw new Error(`Saved where a refusal was expected: ${JSON.stringify(outcome.value)}`);
  return Boom.isBoom(outcome.reason) ? { status: outcome.reason.output.statusCode, message: outcome.reason.message } : outcome.reason;
};

/** The users with a stored score, by id. */
async function savedUsers(): Promise<number[]> {
  return (await t.db('scores').select('userId').orderBy('userId')).map((row: { userId: number }) => row.userId);
}

/** The last score history row before the running test: the history only grows, so each test reads what came after. */
let historyStart = 0;
const historySinceStart = () => t.db('scoreHistory').where('id', '>', historyStart);

beforeEach(async () => {
  await t.db('scores').del();
  const [{ last }] = await t.db('scoreHistory').max('id as last');
  historyStart = last ?? 0;
});

describe('saves written together', () => {
  it('writes the saves of many evaluators in one statement, each as sent, with its history', async () => {
    const saves = evaluators.map((userId, n) =>
      saveOf(userId, { vendorId: catalog.vendors[n % 2].id, questionId: catalog.questions[n % 2].id, score: n % 6, comments: `Note ${n}` }),
    );
    const outcomes = (await addTogether(saves)).map(saved);

    expect(outcomes.map((row) => [row.userId, row.vendorId, row.questionId, row.score, row.comments])).toEqual(
      saves.map((save) => [save.userId, save.payload.vendorId, save.payload.questionId, save.payload.score, save.payload.comments]),
    );
    // One statement, one transaction: one moment for every row.
    expect(new Set(outcomes.map((row) => new Date(row.updatedAt).getTime())).size).toBe(1);
    const stored = await t.db('scores').select('userId', 'score', 'comments').orderBy('userId');
    expect(stored).toEqual(saves.map((save) => ({ userId: save.userId, score: save.payload.score, comments: save.payload.comments })).sort((a, b) => a.userId - b.userId));
    const history = await historySinceStart().select('userId', 'action', 'newScore', 'actorId', 'actorName').orderBy('userId');
    expect(history).toEqual(
      saves
        .map((save, n) => ({ userId: save.userId, action: 'created', newScore: save.payload.score, actorId: save.userId, actorName: `Batch ${n}` }))
        .sort((a, b) => a.userId - b.userId),
    );

    // Saved again together: each row replaced.
    const again = saves.map((save) => ({ ...save, payload: { ...save.payload, score: (save.payload.score + 1) % 6 } }));
    expect((await addTogether(again)).map(saved).map((row) => row.score)).toEqual(again.map((save) => save.payload.score));
    expect(await t.db('scores').count({ n: '*' }).first()).toEqual({ n: String(saves.length) });
  });

  it('refuses a save the rules refuse with its own reason, and writes the others of its batch', async () => {
    const [allowed, other] = evaluators;
    const locked = (await createUser(t.db, { username: 'batch-locked' })).id;
    await denyAccess(t.db, locked, catalog.active.id);
    const outcomes = await addTogether([
      saveOf(allowed),
      saveOf(locked),
      saveOf(other, { vendorId: catalog.inactiveVendor.id }),
      saveOf(other, { eventId: catalog.closed.id, questionId: catalog.closedQuestion.id }),
      saveOf(other, { questionId: catalog.questions[1].id, score: 5 }),
    ]);

    expect(saved(outcomes[0])).toMatchObject({ userId: allowed, score: 3 });
    expect(refusal(outcomes[1])).toEqual({ status: 403, message: expect.any(String) });
    expect(refusal(outcomes[2])).toEqual({ status: 400, message: 'The vendor is not active' });
    expect(refusal(outcomes[3])).toEqual({ status: 409, message: 'Scoring is only available when the event status is "Active"' });
    expect(saved(outcomes[4])).toMatchObject({ userId: other, score: 5 });
    expect(await savedUsers()).toEqual([allowed, other]);
  });

  it('writes saves of one cell in the order they came, each answered with its own values', async () => {
    const [userId] = evaluators;
    const outcomes = (await addTogether([saveOf(userId, { score: 1, comments: 'First' }), saveOf(evaluators[1]), saveOf(userId, { score: 4, comments: 'Second' })])).map(saved);

    expect(outcomes.map((row) => [row.userId, row.score, row.comments])).toEqual([
      [userId, 1, 'First'],
      [evaluators[1], 3, null],
      [userId, 4, 'Second'],
    ]);
    expect(await t.db('scores').where({ userId }).select('score', 'comments')).toEqual([{ score: 4, comments: 'Second' }]);
    expect(await historySinceStart().where({ userId }).orderBy('id').select('action', 'oldScore', 'newScore')).toEqual([
      { action: 'created', oldScore: null, newScore: 1 },
      { action: 'updated', oldScore: 1, newScore: 4 },
    ]);
  });

  it('when the database rejects one save of a batch, fails that one and writes the rest', async () => {
    // A user deleted while their save waited: the statement breaks a foreign key and fails as a whole.
    const gone = (await createUser(t.db, { username: 'batch-gone' })).id;
    await t.db('users').where({ id: gone }).del();
    const outcomes = await addTogether([saveOf(evaluators[0]), saveOf(gone), saveOf(evaluators[1], { score: 0 })]);

    expect(saved(outcomes[0])).toMatchObject({ userId: evaluators[0], score: 3 });
    expect(outcomes[1]).toMatchObject({ status: 'rejected', reason: { code: '23503' } });
    expect(saved(outcomes[2])).toMatchObject({ userId: evaluators[1], score: 0 });
    expect(await savedUsers()).toEqual([evaluators[0], evaluators[1]]);
  });

  it('refuses a question of another event than the path names, alone in its batch', async () => {
    const outcomes = await addTogether([saveOf(evaluators[0]), saveOf(evaluators[1], { questionId: catalog.closedQuestion.id })]);
    expect(saved(outcomes[0])).toMatchObject({ userId: evaluators[0] });
    expect(refusal(outcomes[1])).toEqual({ status: 400, message: 'The question does not belong to this event' });
  });

  it('loses no save when two processes write batches of the same cells, new and scored, with every score deleted meanwhile', async () => {
    // Two batchers on one database, as two BFF processes have; small batches, so many are under way at once.
    const processes = [scoreSaves(t.db, 'UTC'), scoreSaves(t.db, 'UTC')];
    const admin = await adminCaller(t.server);
    const cells = catalog.vendors.flatMap((vendor) => catalog.questions.map((question) => ({ vendorId: vendor.id, questionId: question.id })));
    const saves = Array.from({ length: 400 }, (_, n) => saveOf(evaluators[(n * 7) % evaluators.length], { ...cells[(n * 3) % cells.length], score: n % 6 }));
    // A cell's saves alternate between the processes, so both write every cell, new and scored.
    const written = saves.map((save, n) => processes[Math.floor(n / evaluators.length) % 2].add(save));
    const deleted = admin(to(api.scores.deleteAll));

    const outcomes = await Promise.allSettled(written);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    expect((await deleted).statusCode).toBe(200);
    // Every stored cell holds a value saved to it (the two processes' saves of one cell may commit in either order).
    const stored = await t.db('scores').select('userId', 'vendorId', 'questionId', 'score');
    const savedTo = new Map<string, Set<number>>();
    for (const save of saves) {
      const cell = `${save.userId}:${save.payload.vendorId}:${save.payload.questionId}`;
      savedTo.set(cell, (savedTo.get(cell) ?? new Set()).add(save.payload.score));
    }
    for (const row of stored) expect(savedTo.get(`${row.userId}:${row.vendorId}:${row.questionId}`)).toContain(row.score);
  });

  describe('when the database cancels the statement', () => {
    /** Makes every update of scores fail with `code`, counting the updates tried. */
    async function failUpdates(code: string) {
      await t.db.raw(`create sequence test_update_failures`);
      await t.db.raw(`create function test_fail_update() returns trigger language plpgsql as $$
        begin
          perform nextval('test_update_failures');
          raise exception 'cancelled by the test' using errcode = '${code}';
        end $$`);
      await t.db.raw('create trigger test_fail_update before update on scores for each row execute function test_fail_update()');
    }
    /** How many updates of scores met the failing trigger. */
    const updatesTried = async () => Number((await t.db.raw('select last_value from test_update_failures')).rows[0].last_value);

    afterEach(async () => {
      await t.db.raw('drop trigger if exists test_fail_update on scores');
      await t.db.raw('drop function if exists test_fail_update()');
      await t.db.raw('drop sequence if exists test_update_failures');
    });

    it('answers every save of the batch with the database’s own failure, trying none of them alone', async () => {
      const [newcomer, reviser, other] = evaluators;
      saved((await addTogether([saveOf(reviser), saveOf(other)]))[0]);
      await failUpdates('57014');
      const outcomes = await addTogether([saveOf(newcomer, { score: 2 }), saveOf(reviser, { score: 4 }), saveOf(other, { score: 5 })]);

      for (const outcome of outcomes) expect(outcome).toMatchObject({ status: 'rejected', reason: { code: '57014' } });
      expect(await updatesTried()).toBe(1);
      expect(await savedUsers()).toEqual([reviser, other]);
      expect(await t.db('scores').whereIn('userId', [reviser, other]).pluck('score')).toEqual([3, 3]);
    });
  });
});
