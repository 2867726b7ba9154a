import { api, WEIGHT_INVALID, type Question } from '@vsp/contract';
import { countRows, createCatalog, createCell, createScoredCell, denyAccess, type Catalog } from '../../../test/fixtures';
import { adminCaller, createUser, json, request, signIn, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let cookie: string;
let admin: Caller;
let userId: number;

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  userId = (await createUser(t.db, { username: 'eva' })).id;
  cookie = await signIn(t.server, 'eva');
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

const get = (options: { method: string; url: string }) => request(t.server, cookie, options);

// Runs before the administrator's tests add questions of their own.
describe('the questions of an event', () => {
  it('lists the active questions of the event by order', async () => {
    const response = await get(to(api.questions.ofEvent, { eventId: catalog.active.id }));
    expect(response.statusCode).toBe(200);
    expect((response.result as { text: string }[]).map((q) => q.text)).toEqual(['First question', 'Second question']);
    expect((response.result as object[])[0]).toMatchObject({ description: 'Explained', eventId: catalog.active.id });
  });

  it('answers 404 for an unknown or inactive event and 400 for a malformed id', async () => {
    expect((await get(to(api.questions.ofEvent, { eventId: 999999 }))).statusCode).toBe(404);
    expect((await get(to(api.questions.ofEvent, { eventId: catalog.hidden.id }))).statusCode).toBe(404);
    const malformed = await get(to(api.questions.ofEvent, { eventId: 'abc' }));
    expect(malformed.statusCode).toBe(400);
    expect(JSON.parse(malformed.payload).message).toMatch(/eventId/);
  });

  it('answers 403 when a permission row takes the access away', async () => {
    await denyAccess(t.db, userId, catalog.closed.id);
    expect((await get(to(api.questions.ofEvent, { eventId: catalog.closed.id }))).statusCode).toBe(403);
  });

  it('answers the questions of active events with their active flag', async () => {
    const rows = (await get(to(api.questions.mine))).result as { id: number; eventId: number; isActive: boolean }[];
    const ids = rows.map((row) => row.id).sort((a, b) => a - b);
    const expected = [...catalog.questions.map((q) => q.id), catalog.inactiveQuestion.id, catalog.closedQuestion.id].sort((a, b) => a - b);
    expect(ids).toEqual(expected);
    expect(rows.find((row) => row.id === catalog.inactiveQuestion.id)?.isActive).toBe(false);
  });
});

describe('administering questions', () => {
  it('lists every question by event name, then order', async () => {
    const [zulu] = await t.db('scoringEvents').insert({ name: 'Zulu event' }).returning('id');
    const [alpha] = await t.db('scoringEvents').insert({ name: 'Alpha event', order: 9 }).returning('id');
    await t.db('questions').insert([
      { eventId: zulu.id, text: 'Z1', order: 1 },
      { eventId: alpha.id, text: 'A2', order: 2, isActive: false },
      { eventId: alpha.id, text: 'A1', order: 1 },
    ]);
    const texts = json<Question[]>(await admin(to(api.questions.adminList))).map((q) => q.text);
    expect(texts.filter((text) => ['Z1', 'A1', 'A2'].includes(text))).toEqual(['A1', 'A2', 'Z1']);
  });

  it('creates and replaces a question', async () => {
    const { eventId } = await createCell(t.db, 'Questions');
    const created = await admin({ ...to(api.questions.create), payload: { eventId, text: 'Is it fast?', description: 'Latency' } });
    expect(created.statusCode).toBe(201);
    const question = json<Question>(created);
    expect(question).toEqual({
      id: expect.any(Number),
      eventId,
      text: 'Is it fast?',
      description: 'Latency',
      order: 0,
      isActive: true,
      weight: 1,
      section: null,
      kind: 'scale',
      minimum: null,
    });
    const replaced = await admin({
      ...to(api.questions.update, { id: question.id }),
      payload: { eventId, text: 'Is it quick?', order: 4, isActive: false, weight: 2.5, section: 'Technical', minimum: 3.25 },
    });
    expect(json(replaced)).toEqual({
      id: question.id,
      eventId,
      text: 'Is it quick?',
      description: null,
      order: 4,
      isActive: false,
      weight: 2.5,
      section: 'Technical',
      kind: 'scale',
      minimum: 3.25,
    });
  });

  it('moves a question without scores to another event, but not one with scores', async () => {
    const from = await createCell(t.db, 'From');
    const into = await createCell(t.db, 'To');
    const [fresh] = await t.db('questions').insert({ eventId: from.eventId, text: 'Fresh' }).returning('id');
    const moved = await admin({ ...to(api.questions.update, { id: fresh.id }), payload: { eventId: into.eventId, text: 'Fresh' } });
    expect(json(moved)).toMatchObject({ eventId: into.eventId });

    await t.db('scores').insert({ userId, ...from, score: 5 });
    const refused = await admin({ ...to(api.questions.update, { id: from.questionId }), payload: { eventId: into.eventId, text: 'Moved' } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: expect.stringMatching(/already has scores/) });
    expect(await t.db('questions').where({ id: from.questionId }).first()).toMatchObject({ eventId: from.eventId, text: 'From question' });
  });

  it('makes a question pass/fail while its scores are Pass, Fail or No Vote, not once one is 2 to 4', async () => {
    const cell = await createCell(t.db, 'Knock-out');
    await t.db('scores').insert([{ userId, ...cell, score: 5 }]);
    const payload = { eventId: cell.eventId, text: 'Holds the certificate', kind: 'passFail' };
    expect(json(await admin({ ...to(api.questions.update, { id: cell.questionId }), payload }))).toMatchObject({ kind: 'passFail', minimum: null });

    const other = await createCell(t.db, 'Scale');
    await t.db('scores').insert([{ userId, ...other, score: 3 }]);
    const refused = await admin({ ...to(api.questions.update, { id: other.questionId }), payload: { ...payload, eventId: other.eventId } });
    expect(refused.statusCode).toBe(409);
    expect(json(refused)).toMatchObject({ message: expect.stringMatching(/^"kind": .*neither Pass nor Fail/) });
    expect(await t.db('questions').where({ id: other.questionId }).first()).toMatchObject({ kind: 'scale' });
  });

  it.each([
    ['"eventId" is required', { text: 'Q' }],
    ['"text" is required', { eventId: 1 }],
    ['"eventId" must be a positive number', { eventId: 0, text: 'Q' }],
    ['"kind" must be one of [scale, passFail]', { eventId: 1, text: 'Q', kind: 'yesNo' }],
    ['"minimum" is only for scale questions', { eventId: 1, text: 'Q', kind: 'passFail', minimum: 3 }],
    ['"minimum" must be 1 to 5, with at most 2 decimals', { eventId: 1, text: 'Q', minimum: 5.5 }],
    ['"minimum" must be 1 to 5, with at most 2 decimals', { eventId: 1, text: 'Q', minimum: 0.5 }],
    ['"minimum" must be 1 to 5, with at most 2 decimals', { eventId: 1, text: 'Q', minimum: 3.125 }],
  ])('answers 400: %s', async (message, payload) => {
    const response = await admin({ ...to(api.questions.create), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('refuses a question for an unknown event with 400', async () => {
    const response = await admin({ ...to(api.questions.create), payload: { eventId: 999999, text: 'Orphan' } });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message: 'A referenced record does not exist' });
  });

  it('deletes a question with its scores', async () => {
    const doomed = await createScoredCell(t.db, userId, 'Questionless');
    const response = await admin(to(api.questions.remove, { id: doomed.questionId }));
    expect(response.statusCode).toBe(204);
    expect(await countRows(t.db, 'scores', { questionId: doomed.questionId })).toBe(0);
    expect(await countRows(t.db, 'scoringEvents', { id: doomed.eventId })).toBe(1);
    expect((await admin(to(api.questions.remove, { id: doomed.questionId }))).statusCode).toBe(404);
  });
});

describe('question weights and sections', () => {
  let eventId: number;

  beforeAll(async () => {
    ({ eventId } = await createCell(t.db, 'Weighted'));
  });

  const create = (payload: object) => admin({ ...to(api.questions.create), payload: { eventId, text: 'Weighed', ...payload } });
  const storedWeight = async (id: number) => (await t.db('questions').where({ id }).first()).weight as string;

  it.each([1.25, 100, 0.01, 0.29, 99.99])('stores a weight of %p exactly and answers it as a number everywhere', async (weight) => {
    const created = await create({ weight });
    expect(created.statusCode).toBe(201);
    const question = json<Question>(created);
    expect(question.weight).toBe(weight);
    // The column keeps two decimals: what is stored is what was typed, not a rounding of it.
    expect(Number(await storedWeight(question.id))).toBe(weight);
    expect(json<Question[]>(await admin(to(api.questions.adminList))).find((q) => q.id === question.id)?.weight).toBe(weight);
    const ofEvent = await get(to(api.questions.ofEvent, { eventId }));
    expect(json<Question[]>(ofEvent).find((q) => q.id === question.id)?.weight).toBe(weight);
  });

  it('weighs 1 and has no section when none is given', async () => {
    const question = json<Question>(await create({}));
    expect(question).toMatchObject({ weight: 1, section: null });
    expect(await storedWeight(question.id)).toBe('1.00');
    expect(typeof json<Question[]>(await get(to(api.questions.ofEvent, { eventId })))[0].weight).toBe('number');
  });

  it.each([
    [WEIGHT_INVALID, 0],
    [WEIGHT_INVALID, -1],
    [WEIGHT_INVALID, 100.01],
    [WEIGHT_INVALID, 1.234],
    [WEIGHT_INVALID, 1.000000001],
    [WEIGHT_INVALID, '1.234'],
    ['"weight" must be a number', 'abc'],
    ['"weight" must be a number', null],
  ])('answers 400 "%s" for a weight of %p and stores nothing', async (message, weight) => {
    const before = await t.db('questions').count({ count: '*' }).first();
    const response = await create({ weight });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
    expect(await t.db('questions').count({ count: '*' }).first()).toEqual(before);
  });

  it('keeps a section trimmed, stores a blank one as none, and refuses one over 100 characters', async () => {
    expect(json<Question>(await create({ section: '  Commercial  ' })).section).toBe('Commercial');
    expect(json<Question>(await create({ section: '   ' })).section).toBeNull();
    expect(json<Question>(await create({ section: 's'.repeat(100) })).section).toBe('s'.repeat(100));
    const tooLong = await create({ section: 's'.repeat(101) });
    expect(tooLong.statusCode).toBe(400);
    expect(json(tooLong)).toMatchObject({ message: '"section" length must be less than or equal to 100 characters long' });
  });

  it('resets the weight to 1 and the section to none when a replacement leaves them out, as with every optional field', async () => {
    const question = json<Question>(await create({ weight: 7.5, section: 'Technical' }));
    const replaced = await admin({ ...to(api.questions.update, { id: question.id }), payload: { eventId, text: 'Weighed again' } });
    expect(replaced.statusCode).toBe(200);
    expect(json(replaced)).toMatchObject({ weight: 1, section: null });
    expect(await storedWeight(question.id)).toBe('1.00');
  });

  it('leaves the question as it was when a replacement has an invalid weight', async () => {
    const question = json<Question>(await create({ weight: 3, section: 'Technical' }));
    const refused = await admin({ ...to(api.questions.update, { id: question.id }), payload: { eventId, text: 'Changed', weight: 0.001 } });
    expect(refused.statusCode).toBe(400);
    expect(json(refused)).toMatchObject({ message: WEIGHT_INVALID });
    expect(await t.db('questions').where({ id: question.id }).first()).toMatchObject({ text: 'Weighed', weight: '3.00', section: 'Technical' });
  });
});
