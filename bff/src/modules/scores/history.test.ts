import { api, type ItemsPage, type ScoreHistoryItem, type ScoreHistoryQuery } from '@vsp/contract';
import { Score } from '@vsp/db';
import { adminAndEvaluator } from '../../../test/admin-and-evaluator';
import type { Catalog } from '../../../test/fixtures';
import { caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let admin: Caller;
let adminUser: { id: number; name: string };
let eva: Caller;
let evaId: number;

beforeAll(async () => {
  t = await startTestServer();
  ({ catalog, admin, adminUser, eva, evaId } = await adminAndEvaluator(t));
});
afterAll(() => t.close());

function save(who: Caller, payload: { questionId: number; vendorId: number; score: number; comments?: string | null; followupQuestions?: string | null }) {
  return who({ ...to(api.scores.save, { eventId: catalog.active.id }), payload: { comments: null, followupQuestions: null, ...payload } });
}

async function history(query: ScoreHistoryQuery = {}): Promise<ItemsPage<ScoreHistoryItem>> {
  const response = await admin(to(api.scores.history, query));
  expect(response.statusCode).toBe(200);
  return json(response);
}

async function historyRowCount(): Promise<number> {
  return Number((await t.db('scoreHistory').count('* as count'))[0].count);
}

describe('the history of an evaluator’s saves', () => {
  it('records a created and a changed score as the evaluator’s, newest first, and nothing for a save of the same values', async () => {
    const cell = { questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id };
    expect((await save(eva, { ...cell, score: 3, comments: 'Clear demo' })).statusCode).toBe(200);
    expect((await save(eva, { ...cell, score: 3, comments: 'Clear demo' })).statusCode).toBe(200);
    expect((await save(eva, { ...cell, score: 4, comments: 'Clear demo', followupQuestions: 'Pricing?' })).statusCode).toBe(200);

    const page = await history({ eventId: catalog.active.id, vendorId: cell.vendorId, questionId: cell.questionId, userId: evaId });
    expect(page.total).toBe(2);
    const actor = { actorId: evaId, actorName: 'Eva Evaluator' };
    const where = { userId: evaId, eventId: catalog.active.id, ...cell };
    expect(page.items).toEqual([
      {
        id: expect.any(Number),
        ...where,
        action: 'updated',
        oldScore: 3,
        newScore: 4,
        oldComments: 'Clear demo',
        newComments: 'Clear demo',
        oldFollowupQuestions: null,
        newFollowupQuestions: 'Pricing?',
        ...actor,
        at: expect.any(String),
      },
      {
        id: expect.any(Number),
        ...where,
        action: 'created',
        oldScore: null,
        newScore: 3,
        oldComments: null,
        newComments: 'Clear demo',
        oldFollowupQuestions: null,
        newFollowupQuestions: null,
        ...actor,
        at: expect.any(String),
      },
    ]);
    expect(page.items[0].id).toBeGreaterThan(page.items[1].id);
    expect(Number.isNaN(Date.parse(page.items[0].at))).toBe(false);
  });
});

describe('deleting one score', () => {
  it('answers 204, removes the score and records the delete as the administrator’s', async () => {
    const cell = { questionId: catalog.questions[1].id, vendorId: catalog.vendors[1].id };
    const saved = json<{ id: number }>(await save(eva, { ...cell, score: 0, comments: 'No show' }));

    const response = await admin(to(api.scores.remove, { id: saved.id }));
    expect(response.statusCode).toBe(204);
    expect(response.payload).toBe('');
    expect(await Score.query(t.db).findById(saved.id)).toBeUndefined();

    const [latest] = (await history({ eventId: catalog.active.id, vendorId: cell.vendorId, questionId: cell.questionId, userId: evaId })).items;
    expect(latest).toMatchObject({ action: 'deleted', oldScore: 0, newScore: null, oldComments: 'No show', newComments: null, actorId: adminUser.id, actorName: adminUser.name });
  });

  it('answers 404 for an unknown score or a path that names none, and 400 for an id out of range, recording nothing', async () => {
    const before = await historyRowCount();
    const unknown = await admin(to(api.scores.remove, { id: 999_999 }));
    expect(unknown.statusCode).toBe(404);
    expect(json(unknown)).toMatchObject({ message: 'Score not found' });
    const named = await admin(to(api.scores.remove, { id: 'first' }));
    expect(named.statusCode).toBe(404);
    expect(json(named)).toMatchObject({ message: 'Score not found' });
    const bad = await admin(to(api.scores.remove, { id: 0 }));
    expect(bad.statusCode).toBe(400);
    expect(json(bad)).toMatchObject({ message: '"id" must be a positive number' });
    expect(await historyRowCount()).toBe(before);
  });
});

describe('the history of what an administrator changes in bulk', () => {
  it('names the administrator for generated scores, for Delete All Scores, and for the scores a deleted vendor or user takes', async () => {
    const generated = json<{ created: number }>(await admin(to(api.scores.generateRandom)));
    expect(generated.created).toBeGreaterThan(0);
    const created = await history({ eventId: catalog.active.id, limit: 200 });
    const byAdmin = created.items.filter((item) => item.action === 'created' && item.actorId === adminUser.id);
    expect(byAdmin).toHaveLength(generated.created);
    expect(byAdmin.every((item) => item.actorName === adminUser.name && item.oldScore === null && item.newScore !== null)).toBe(true);

    // A deleted vendor takes its scores, and their history stays, the deletes named for the administrator.
    const vendorId = catalog.vendors[1].id;
    const vendorScores = await Score.query(t.db).where({ vendorId }).resultSize();
    expect(vendorScores).toBeGreaterThan(0);
    const [{ last }] = await t.db('scoreHistory').max('id as last');
    expect((await admin(to(api.vendors.remove, { id: vendorId }))).statusCode).toBe(204);
    const vendorDeletes = (await history({ vendorId, limit: 200 })).items.filter((item) => item.id > last);
    expect(vendorDeletes).toHaveLength(vendorScores);
    expect(vendorDeletes.every((item) => item.action === 'deleted' && item.actorId === adminUser.id)).toBe(true);

    // So does a deleted user, whose own saves keep their name in the history.
    const leaver = await createUser(t.db, { username: 'leaver', name: 'Lee Leaver' });
    await save(await caller(t.server, 'leaver'), { questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id, score: 5 });
    expect((await admin(to(api.users.remove, { id: leaver.id }))).statusCode).toBe(204);
    const leaverHistory = await history({ userId: leaver.id });
    expect(leaverHistory.items.map((item) => [item.action, item.actorName])).toEqual([
      ['deleted', adminUser.name],
      ['created', 'Lee Leaver'],
    ]);

    // A deleted question, then a deleted event, take their scores the same way.
    const questionId = catalog.questions[1].id;
    await save(eva, { questionId, vendorId: catalog.vendors[0].id, score: 2 });
    expect((await admin(to(api.questions.remove, { id: questionId }))).statusCode).toBe(204);
    expect((await history({ questionId })).items[0]).toMatchObject({ action: 'deleted', actorId: adminUser.id });
    const closedCell = { userId: evaId, eventId: catalog.closed.id, vendorId: catalog.vendors[0].id, questionId: catalog.closedQuestion.id, score: 4 };
    await Score.query(t.db).insert(closedCell);
    expect((await admin(to(api.events.remove, { id: catalog.closed.id }))).statusCode).toBe(204);
    expect((await history({ eventId: catalog.closed.id })).items[0]).toMatchObject({ action: 'deleted', actorId: adminUser.id, actorName: adminUser.name });

    const remaining = await Score.query(t.db).resultSize();
    expect(remaining).toBeGreaterThan(0);
    const deleteAll = await admin(to(api.scores.deleteAll));
    expect(json(deleteAll)).toEqual({ deleted: remaining });
    const latest = await history({ limit: remaining });
    expect(latest.items.every((item) => item.action === 'deleted' && item.actorId === adminUser.id && item.actorName === adminUser.name)).toBe(true);
  });
});

describe('reading the history', () => {
  it('filters by event, vendor, question and user, pages newest first and counts every match', async () => {
    const all = await history({ limit: 200 });
    expect(all.total).toBe(await historyRowCount());
    expect(all.items.map((item) => item.id)).toEqual([...all.items.map((item) => item.id)].sort((a, b) => b - a));

    const filter = { eventId: catalog.active.id, questionId: catalog.questions[0].id, userId: evaId };
    const matching = all.items.filter((item) => item.eventId === filter.eventId && item.questionId === filter.questionId && item.userId === filter.userId);
    const filtered = await history(filter);
    expect(filtered.total).toBe(matching.length);
    expect(filtered.items).toEqual(matching);

    const second = await history({ ...filter, limit: 1, offset: 1 });
    expect(second).toEqual({ items: [matching[1]], total: matching.length });
    expect((await history({ limit: 5, offset: 100_000 })).items).toEqual([]);
    expect((await history({ userId: 999_999 })).total).toBe(0);
  });

  it('answers 50 items by default and at most 200', async () => {
    expect((await history()).items).toHaveLength(Math.min(50, await historyRowCount()));
    expect((await admin(to(api.scores.history, { limit: 200 }))).statusCode).toBe(200);
  });

  it.each([
    ['"limit" must be less than or equal to 200', 'limit=201'],
    ['"limit" must be greater than or equal to 1', 'limit=0'],
    ['"offset" must be greater than or equal to 0', 'offset=-1'],
    ['"eventId" must be a number', 'eventId=first'],
    ['"vendorId" must be a positive number', 'vendorId=0'],
    ['"questionId" must be an integer', 'questionId=1.5'],
    ['"userId" must be greater than or equal to -1', 'userId=-2'],
  ])('answers 400: %s', async (message, query) => {
    const response = await admin({ method: api.scores.history.method, url: `${api.scores.history.path()}?${query}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('offers no route that changes or deletes the history', async () => {
    const before = await historyRowCount();
    const [{ id }] = await t.db('scoreHistory').select('id').limit(1);
    const item = `${api.scores.history.path()}/${id}`;
    for (const method of ['PUT', 'PATCH', 'DELETE', 'POST']) {
      expect({ method, status: (await admin({ method, url: item, payload: {} })).statusCode }).toEqual({ method, status: 404 });
    }
    for (const method of ['PUT', 'PATCH', 'POST']) {
      expect({ method, status: (await admin({ method, url: api.scores.history.path(), payload: {} })).statusCode }).toEqual({ method, status: 404 });
    }
    // DELETE /api/admin/scores/history reaches the delete of one score, with a path that names no score.
    expect((await admin({ method: 'DELETE', url: api.scores.history.path() })).statusCode).toBe(404);
    expect(await historyRowCount()).toBe(before);
  });
});

describe('authorisation', () => {
  it.each([
    ['the history', () => to(api.scores.history, { eventId: catalog.active.id })],
    ['deleting one score', () => to(api.scores.remove, { id: 1 })],
  ])('answers 401 to a visitor and 403 to an evaluator for %s, changing nothing', async (_name, target) => {
    const before = { history: await historyRowCount(), scores: await Score.query(t.db).resultSize() };
    expect((await t.server.inject(target())).statusCode).toBe(401);
    expect((await eva(target())).statusCode).toBe(403);
    expect({ history: await historyRowCount(), scores: await Score.query(t.db).resultSize() }).toEqual(before);
  });
});
