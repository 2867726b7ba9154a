import { api } from '@vsp/contract';
import { Score } from '@vsp/db';
import { createCatalog, denyAccess, type Catalog } from '../../../test/fixtures';
import { adminCaller, createUser, json, request, signIn, startTestServer, to, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let eva: { id: number; cookie: string };
let other: { id: number; cookie: string };

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  eva = { id: (await createUser(t.db, { username: 'eva' })).id, cookie: await signIn(t.server, 'eva') };
  other = { id: (await createUser(t.db, { username: 'other' })).id, cookie: await signIn(t.server, 'other') };
});
afterAll(() => t.close());

function save(cookie: string, eventId: number, payload: Record<string, unknown>) {
  return request(t.server, cookie, { ...to(api.scores.save, { eventId }), payload });
}

function cell(overrides: Record<string, unknown> = {}) {
  return { questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id, score: 4, comments: null, followupQuestions: null, ...overrides };
}

describe('saving a score', () => {
  it('saves a score with comments and follow-up questions', async () => {
    const response = await save(eva.cookie, catalog.active.id, cell({ comments: 'Strong demo', followupQuestions: 'Pricing?' }));
    expect(response.statusCode).toBe(200);
    expect(response.result).toMatchObject({ userId: eva.id, eventId: catalog.active.id, score: 4, comments: 'Strong demo', followupQuestions: 'Pricing?' });
  });

  it('replaces the values when the same cell is saved again, keeping one row', async () => {
    await save(eva.cookie, catalog.active.id, cell({ score: 2, comments: 'First take' }));
    const response = await save(eva.cookie, catalog.active.id, cell({ score: 0, comments: null }));
    expect(response.result).toMatchObject({ score: 0, comments: null });
    const rows = await Score.query(t.db).where({ userId: eva.id, questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id });
    expect(rows).toHaveLength(1);
    expect(rows[0].score).toBe(0);
  });

  it('leaves one row after 50 concurrent saves of one cell', async () => {
    const target = cell({ questionId: catalog.questions[1].id, vendorId: catalog.vendors[1].id });
    const responses = await Promise.all(Array.from({ length: 50 }, (_, i) => save(eva.cookie, catalog.active.id, { ...target, score: i % 6 })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const rows = await Score.query(t.db).where({ userId: eva.id, questionId: target.questionId, vendorId: target.vendorId });
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['above 5', { score: 6 }, /"score" must be less than or equal to 5/],
    ['below 0', { score: -1 }, /"score" must be greater than or equal to 0/],
    ['not whole', { score: 2.5 }, /"score" must be an integer/],
    ['missing', { score: undefined }, /"score" is required/],
  ])('refuses a score %s with 400 naming the field', async (_case, overrides, message) => {
    const response = await save(eva.cookie, catalog.active.id, cell(overrides));
    expect(response.statusCode).toBe(400);
    expect(JSON.parse(response.payload).message).toMatch(message);
  });

  it('refuses a question of another event and an inactive question or vendor with 400', async () => {
    expect((await save(eva.cookie, catalog.active.id, cell({ questionId: catalog.closedQuestion.id }))).statusCode).toBe(400);
    expect((await save(eva.cookie, catalog.active.id, cell({ questionId: catalog.inactiveQuestion.id }))).statusCode).toBe(400);
    expect((await save(eva.cookie, catalog.active.id, cell({ vendorId: catalog.inactiveVendor.id }))).statusCode).toBe(400);
    expect((await save(eva.cookie, catalog.active.id, cell({ vendorId: 999_999 }))).statusCode).toBe(400);
  });

  it('answers 404 for an unknown event', async () => {
    expect((await save(eva.cookie, 999_999, cell())).statusCode).toBe(404);
  });

  it('answers 409 when the event is not Active, and stores nothing', async () => {
    const response = await save(eva.cookie, catalog.closed.id, cell({ questionId: catalog.closedQuestion.id }));
    expect(response.statusCode).toBe(409);
    expect(JSON.parse(response.payload).message).toBe('Scoring is only available when the event status is "Active"');
    expect(await Score.query(t.db).where({ eventId: catalog.closed.id }).resultSize()).toBe(0);
  });

  it('answers 403 without access, and stores nothing', async () => {
    const locked = await createUser(t.db, { username: 'locked' });
    await denyAccess(t.db, locked.id, catalog.active.id);
    const cookie = await signIn(t.server, 'locked');
    expect((await save(cookie, catalog.active.id, cell())).statusCode).toBe(403);
    expect(await Score.query(t.db).where({ userId: locked.id }).resultSize()).toBe(0);
  });

  it('answers 401 without a session', async () => {
    const response = await t.server.inject({ ...to(api.scores.save, { eventId: catalog.active.id }), payload: cell() });
    expect(response.statusCode).toBe(401);
  });
});

describe('reading scores', () => {
  it('answers only the caller’s own scores, in the event and overall', async () => {
    await save(other.cookie, catalog.active.id, cell({ score: 5, comments: 'Other view' }));
    const eventScores = (await request(t.server, eva.cookie, to(api.scores.ofEvent, { eventId: catalog.active.id }))).result as { userId: number }[];
    const mine = await request(t.server, eva.cookie, to(api.scores.mine));
    expect(mine.headers['content-type']).toBe('application/json; charset=utf-8');
    const allScores = json<{ userId: number }[]>(mine);
    expect(eventScores.length).toBeGreaterThan(0);
    expect(eventScores.every((s) => s.userId === eva.id)).toBe(true);
    expect(allScores.every((s) => s.userId === eva.id)).toBe(true);
    expect(allScores[0]).toEqual({ eventId: expect.any(Number), userId: eva.id, questionId: expect.any(Number), vendorId: expect.any(Number), score: expect.any(Number) });
  });

  it('answers 403 for the scores of an event without access', async () => {
    await denyAccess(t.db, other.id, catalog.closed.id);
    const response = await request(t.server, other.cookie, to(api.scores.ofEvent, { eventId: catalog.closed.id }));
    expect(response.statusCode).toBe(403);
  });
});

describe('saves at a busy moment', () => {
  it('loses no save when evaluators save new and scored cells at once while an administrator deletes every score', async () => {
    const savers: { id: number; cookie: string }[] = [];
    for (let n = 0; n < 6; n++) {
      await createUser(t.db, { username: `saver-${n}` });
      savers.push({ id: (await t.db('users').where({ username: `saver-${n}` }).first('id')).id, cookie: await signIn(t.server, `saver-${n}`) });
    }
    const cells = catalog.vendors.flatMap((vendor) => catalog.questions.map((question) => ({ vendorId: vendor.id, questionId: question.id })));
    const saves = Array.from({ length: 200 }, (_, n) => ({ saver: savers[n % savers.length], payload: cell({ ...cells[(n * 3) % cells.length], score: n % 6, comments: `Save ${n}` }) }));
    const admin = await adminCaller(t.server);
    const [answers, deleted] = await Promise.all([
      Promise.all(saves.map(({ saver, payload }) => save(saver.cookie, catalog.active.id, payload))),
      admin(to(api.scores.deleteAll)),
    ]);
    expect(answers.map((response) => response.statusCode)).toEqual(saves.map(() => 200));
    expect(deleted.statusCode).toBe(200);
    // Every stored cell holds one of the values saved to it (the saves of one cell commit in either order).
    const savedTo = new Map<string, Set<string>>();
    for (const { saver, payload } of saves) {
      const key = `${saver.id}:${payload.vendorId}:${payload.questionId}`;
      savedTo.set(key, (savedTo.get(key) ?? new Set()).add(`${payload.score}:${payload.comments}`));
    }
    const stored = await t.db('scores').where({ eventId: catalog.active.id }).select('userId', 'vendorId', 'questionId', 'score', 'comments');
    for (const row of stored) expect(savedTo.get(`${row.userId}:${row.vendorId}:${row.questionId}`)).toContain(`${row.score}:${row.comments}`);
    // Each answered save either followed the delete or was deleted by it: a save that came after it is there.
    const history = await t.db('scoreHistory').where({ eventId: catalog.active.id }).orderBy('id').select('userId', 'vendorId', 'questionId', 'action', 'newScore');
    const lastOf = new Map<string, { action: string }>();
    for (const change of history) lastOf.set(`${change.userId}:${change.vendorId}:${change.questionId}`, change);
    expect(stored.length).toBe([...lastOf.values()].filter((change) => change.action !== 'deleted').length);
  });
});
