import { api, type ConsensusScore, type EventRanking } from '@vsp/contract';
import { createResultsFixture, type ResultsFixture } from '../../../test/results-fixture';
import { adminCaller, caller, json, request, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;
let ben: Caller;
let f: ResultsFixture;
let adminId: number;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createResultsFixture(t.db);
  ben = await caller(t.server, 'ben');
  adminId = (await t.db('users').first('id').where({ username: 'admin' })).id as number;
});
afterAll(() => t.close());

/** The cell of Event R on vendor `v` and question `q`, as the routes' parameters. */
const cellOf = (v: keyof ResultsFixture['vendors'], q: keyof ResultsFixture['questions']) => ({
  eventId: f.events.r,
  vendorId: f.vendors[v],
  questionId: f.questions[q],
});

type CellParams = ReturnType<typeof cellOf>;

const set = (cell: CellParams, payload: object) => admin({ ...to(api.consensus.set, cell), payload });
const remove = (cell: CellParams) => admin(to(api.consensus.remove, cell));
const list = async (eventId = f.events.r) => json<ConsensusScore[]>(await admin(to(api.consensus.list, { eventId })));

async function clearEvent(): Promise<void> {
  await t.db('consensusScores').delete();
}

describe('recording an agreed score', () => {
  afterEach(clearEvent);

  it('records, lists, replaces and removes the agreed score of a cell, with who set it and when', async () => {
    const cell = cellOf('v3', 'q1');
    const first = await set(cell, { score: 4, rationale: '  The demo settled it.  ' });
    expect(first.statusCode).toBe(200);
    const recorded = json<ConsensusScore>(first);
    expect(recorded).toEqual({
      vendorId: f.vendors.v3,
      questionId: f.questions.q1,
      score: 4,
      rationale: 'The demo settled it.',
      setBy: adminId,
      setByName: expect.any(String),
      setAt: expect.any(String),
    });
    expect(new Date(recorded.setAt).toISOString()).toBe(recorded.setAt);
    expect(recorded.setByName).toBe((await t.db('users').first('name').where({ id: adminId })).name);
    expect(await list()).toEqual([recorded]);

    // A second PUT replaces the first: still one row for the cell.
    const replaced = json<ConsensusScore>(await set(cell, { score: 0, rationale: 'Not comparable:\nout of scope.' }));
    expect(replaced).toMatchObject({ score: 0, rationale: 'Not comparable:\nout of scope.' });
    expect(await list()).toEqual([replaced]);

    const removed = await remove(cell);
    expect(removed.statusCode).toBe(204);
    expect(removed.payload).toBe('');
    expect(await list()).toEqual([]);
    const again = await remove(cell);
    expect(again.statusCode).toBe(404);
    expect(json(again)).toMatchObject({ message: 'Consensus score not found' });
  });

  it('records a cell nobody rated, and lists the event’s agreed scores in grid order', async () => {
    // V5 Q2 was scored only by the system account, which never counts; V1 Q1 comes first in the grid.
    await set(cellOf('v5', 'q2'), { score: 4, rationale: 'Agreed from the written offer' });
    await set(cellOf('v1', 'q2'), { score: 5, rationale: 'Second look' });
    await set(cellOf('v1', 'q1'), { score: 5, rationale: 'First look' });
    expect((await list()).map((row) => [row.vendorId, row.questionId])).toEqual([
      [f.vendors.v1, f.questions.q1],
      [f.vendors.v1, f.questions.q2],
      [f.vendors.v5, f.questions.q2],
    ]);
    expect(await list(f.events.k)).toEqual([]);
  });

  it('refuses a score outside 0..5, a fraction, a missing, blank or over-long rationale with 400 naming the field, storing nothing', async () => {
    const cell = cellOf('v2', 'q2');
    for (const [payload, message] of [
      [{ score: 6, rationale: 'x' }, '"score" must be less than or equal to 5'],
      [{ score: -1, rationale: 'x' }, '"score" must be greater than or equal to 0'],
      [{ score: 2.5, rationale: 'x' }, '"score" must be an integer'],
      [{ rationale: 'x' }, '"score" is required'],
      [{ score: 3 }, '"rationale" is required'],
      [{ score: 3, rationale: '   ' }, '"rationale" is not allowed to be empty'],
      [{ score: 3, rationale: 'r'.repeat(4001) }, '"rationale" length must be less than or equal to 4000 characters long'],
      [{ score: 3, rationale: 'bell\u0007' }, '"rationale" must not contain control characters'],
    ] as const) {
      const response = await set(cell, payload);
      expect({ payload, status: response.statusCode, message: json<{ message: string }>(response).message }).toEqual({ payload, status: 400, message });
    }
    expect((await set(cell, { score: 3, rationale: 'r'.repeat(4000) })).statusCode).toBe(200);
    await clearEvent();
    expect(await list()).toEqual([]);
  });

  it('answers 404 for an unknown event, vendor or question and 400 for a question of another event', async () => {
    const payload = { score: 3, rationale: 'x' };
    const { r, k } = f.events;
    const { v1 } = f.vendors;
    const { q1 } = f.questions;
    for (const [params, status, message] of [
      [{ eventId: 999999, vendorId: v1, questionId: q1 }, 404, 'Event not found'],
      [{ eventId: r, vendorId: 999999, questionId: q1 }, 404, 'Vendor not found'],
      [{ eventId: r, vendorId: v1, questionId: 999999 }, 404, 'Question not found'],
      [{ eventId: k, vendorId: v1, questionId: q1 }, 400, '"questionId" must be a question of the event'],
    ] as const) {
      for (const response of [await set(params, payload), await remove(params)]) {
        expect({ status: response.statusCode, message: json<{ message: string }>(response).message }).toEqual({ status, message });
      }
    }
    const unknownList = await admin(to(api.consensus.list, { eventId: 999999 }));
    expect(unknownList.statusCode).toBe(404);
    expect((await admin(to(api.consensus.list, { eventId: 'abc' }))).statusCode).toBe(400);
    expect(await list()).toEqual([]);
  });

  it('answers 401 signed out and 403 to an evaluator, changing nothing', async () => {
    const cell = cellOf('v1', 'q1');
    await set(cell, { score: 5, rationale: 'Kept' });
    const before = await list();
    for (const call of [
      to(api.consensus.list, { eventId: f.events.r }),
      { ...to(api.consensus.set, cell), payload: { score: 1, rationale: 'Changed' } },
      to(api.consensus.remove, cell),
    ]) {
      expect((await request(t.server, undefined, call)).statusCode).toBe(401);
      expect((await ben(call)).statusCode).toBe(403);
    }
    expect(await list()).toEqual(before);
  });

  it('goes with its question when the question is deleted', async () => {
    await set(cellOf('v4', 'q2'), { score: 2, rationale: 'x' });
    const { id: spare } = (await t.db('questions').insert({ eventId: f.events.r, text: 'Spare', order: 9 }).returning('id'))[0] as { id: number };
    await set({ eventId: f.events.r, vendorId: f.vendors.v4, questionId: spare }, { score: 2, rationale: 'x' });
    await t.db('questions').where({ id: spare }).delete();
    expect(await list()).toHaveLength(1);
  });
});

describe('the audit log', () => {
  afterEach(clearEvent);

  it('records each set, replace and remove with the administrator who made it', async () => {
    const cell = cellOf('v2', 'q2');
    const entityId = `${cell.eventId}:${cell.vendorId}:${cell.questionId}`;
    // The other tests' cleanups, made outside the portal, are in the log too: only what follows counts.
    const [{ last }] = await t.db('auditLog').max('id as last');
    await set(cell, { score: 3, rationale: 'First' });
    await set(cell, { score: 4, rationale: 'Second' });
    await remove(cell);
    const entries = await t.db('auditLog').select('actorId', 'action', 'changes').where({ entity: 'consensus', entityId }).where('id', '>', last ?? 0).orderBy('id');
    expect(entries.map((entry: { actorId: number; action: string }) => [entry.actorId, entry.action])).toEqual([
      [adminId, 'created'],
      [adminId, 'updated'],
      [adminId, 'deleted'],
    ]);
    expect(entries[1].changes).toMatchObject({ score: { old: 3, new: 4 }, rationale: { old: 'First', new: 'Second' } });
  });
});

describe('the consensus score of the ranking', () => {
  afterEach(clearEvent);

  const close = (value: number) => expect.closeTo(value, 12);

  it('equals the weighted score while nothing is agreed', async () => {
    const { vendors } = json<EventRanking>(await admin(to(api.analysis.ranking, { eventId: f.events.r })));
    expect(vendors.map((v) => [v.consensusScore, v.consensusRank])).toEqual(vendors.map((v) => [v.weightedScore, v.rank]));
  });

  it('uses each agreed score in place of the cell mean, drops an agreed No Vote, counts a cell nobody rated and ranks by it', async () => {
    /*
     * Event R: Q1 weight 2, Q2 weight 1. The evaluators' cell means (see results.test.ts):
     *   V1 14/3 and 4 → 40/9; V2 3 and 3 → 3; V3 3 and 3 → 3; V4 1.5 and none (only No Votes) → 1.5;
     *   V5 none (only people who do not count) → no score.
     * Agreed: V3 Q1 5 → (2·5 + 3) / 3 = 13/3. V2 Q2 No Vote → Q1 alone: 3. V4 Q2 2 → (2·1.5 + 2) / 3 = 5/3.
     * V5 Q2 4 → 4 (a cell nobody rated). V1 Q3 1 is on an inactive question and V6 Q1 1 on an
     * inactive vendor: neither counts, so V1 stays 40/9.
     */
    const agreed: [CellParams, number][] = [
      [cellOf('v3', 'q1'), 5],
      [cellOf('v2', 'q2'), 0],
      [cellOf('v4', 'q2'), 2],
      [cellOf('v5', 'q2'), 4],
      [cellOf('v1', 'q3'), 1],
      [cellOf('v6', 'q1'), 1],
    ];
    for (const [cell, score] of agreed) expect((await set(cell, { score, rationale: 'Agreed by the panel' })).statusCode).toBe(200);

    const ranking = json<EventRanking>(await admin(to(api.analysis.ranking, { eventId: f.events.r })));
    const { v1, v2, v3, v4, v5 } = f.vendors;
    expect(ranking.vendors.map((v) => ({ vendorId: v.vendorId, rank: v.rank, weightedScore: v.weightedScore, consensusScore: v.consensusScore, consensusRank: v.consensusRank }))).toEqual([
      { vendorId: v1, rank: 1, weightedScore: close(40 / 9), consensusScore: close(40 / 9), consensusRank: 1 },
      { vendorId: v2, rank: 2, weightedScore: close(3), consensusScore: close(3), consensusRank: 4 },
      { vendorId: v3, rank: 2, weightedScore: close(3), consensusScore: close(13 / 3), consensusRank: 2 },
      { vendorId: v4, rank: 4, weightedScore: close(1.5), consensusScore: close(5 / 3), consensusRank: 5 },
      { vendorId: v5, rank: null, weightedScore: null, consensusScore: close(4), consensusRank: 3 },
    ]);
  });

  it('gives no consensus score to a vendor whose only cells are agreed No Votes', async () => {
    // V4: Q1 agreed No Vote, Q2 has only the evaluators' No Votes.
    await set(cellOf('v4', 'q1'), { score: 0, rationale: 'Out of scope' });
    const { vendors } = json<EventRanking>(await admin(to(api.analysis.ranking, { eventId: f.events.r })));
    expect(vendors.find((v) => v.vendorId === f.vendors.v4)).toMatchObject({ weightedScore: 1.5, rank: 4, consensusScore: null, consensusRank: null });
  });
});
