import type { ServerInjectResponse } from '@hapi/hapi';
import {
  api,
  EVALUATION_ALREADY_SUBMITTED,
  EVALUATION_SUBMITTED,
  SCORING_ONLY_WHEN_ACTIVE,
  unansweredCellsMessage,
  type AuditEntry,
  type EventSubmission,
  type IncompleteEvent,
  type ItemsPage,
  type Submission,
} from '@vsp/contract';
import { createCatalog, denyAccess, type Catalog } from '../../../test/fixtures';
import { adminCaller, caller, changesHeard, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let catalog: Catalog;
let admin: Caller;

beforeAll(async () => {
  t = await startTestServer();
  catalog = await createCatalog(t.db);
  admin = await adminCaller(t.server);
});
afterAll(() => t.close());

interface Evaluator {
  id: number;
  call: Caller;
}

let evaluators = 0;

async function newEvaluator(name?: string): Promise<Evaluator> {
  evaluators += 1;
  const username = `evaluator${evaluators}`;
  const user = await createUser(t.db, { username, name: name ?? `Evaluator ${evaluators}` });
  return { id: user.id, call: await caller(t.server, username) };
}

/** Answers the active cells of the Active event, all of them or the first `count`; the last is a No Vote. */
async function answerCells(userId: number, count = 4): Promise<void> {
  const cells = catalog.questions.flatMap((question) => catalog.vendors.map((vendor) => ({ questionId: question.id, vendorId: vendor.id })));
  const rows = cells.slice(0, count).map((cell, index) => ({ userId, eventId: catalog.active.id, ...cell, score: index === cells.length - 1 ? 0 : 3 }));
  await t.db('scores').insert(rows);
}

const submit = (who: Evaluator, eventId = catalog.active.id) => who.call(to(api.submissions.submit, { eventId }));

const save = (who: Evaluator, score = 5) =>
  who.call({
    ...to(api.scores.save, { eventId: catalog.active.id }),
    payload: { questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id, score, comments: null, followupQuestions: null },
  });

const messageOf = (response: ServerInjectResponse) => json<{ message: string }>(response).message;

describe('submitting an evaluation', () => {
  it('answers 201 with the event and time once every active cell is answered, a No Vote included', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id);
    const response = await submit(eva);
    expect(response.statusCode).toBe(201);
    const body = json<Submission>(response);
    expect(body).toEqual({ eventId: catalog.active.id, submittedAt: expect.any(String) });
    expect(Math.abs(Date.parse(body.submittedAt) - Date.now())).toBeLessThan(60_000);
    expect(await t.db('submissions').where({ userId: eva.id, eventId: catalog.active.id })).toHaveLength(1);
  });

  it('answers 409 naming how many cells are missing, and records nothing', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id, 2);
    const twoMissing = await submit(eva);
    expect(twoMissing.statusCode).toBe(409);
    expect(messageOf(twoMissing)).toBe('2 cells are not answered yet');
    const fresh = await newEvaluator();
    await answerCells(fresh.id, 3);
    expect(messageOf(await submit(fresh))).toBe(unansweredCellsMessage(1));
    expect(messageOf(await submit(fresh))).toBe('1 cell is not answered yet');
    expect(await t.db('submissions').whereIn('userId', [eva.id, fresh.id])).toEqual([]);
  });

  it('counts the same missing cells as Incomplete Submissions: scores of inactive questions and vendors do not count', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id, 1);
    await t.db('scores').insert([
      { userId: eva.id, eventId: catalog.active.id, questionId: catalog.inactiveQuestion.id, vendorId: catalog.vendors[0].id, score: 4 },
      { userId: eva.id, eventId: catalog.active.id, questionId: catalog.questions[0].id, vendorId: catalog.inactiveVendor.id, score: 4 },
    ]);
    const incomplete = json<IncompleteEvent[]>(await admin(to(api.analysis.incomplete))).find((event) => event.eventId === catalog.active.id)!;
    const missing = incomplete.vendors
      .flatMap((vendor) => vendor.users)
      .filter((user) => user.userId === eva.id)
      .reduce((sum, user) => sum + user.total - user.answered, 0);
    expect(missing).toBe(3);
    expect(messageOf(await submit(eva))).toBe(unansweredCellsMessage(missing));
  });

  it('answers 409 when the event is not Active', async () => {
    const eva = await newEvaluator();
    await t.db('scores').insert(
      catalog.vendors.map((vendor) => ({ userId: eva.id, eventId: catalog.closed.id, questionId: catalog.closedQuestion.id, vendorId: vendor.id, score: 2 })),
    );
    const response = await submit(eva, catalog.closed.id);
    expect(response.statusCode).toBe(409);
    expect(messageOf(response)).toBe(SCORING_ONLY_WHEN_ACTIVE);
    expect(SCORING_ONLY_WHEN_ACTIVE).toBe('Scoring is only available when the event status is "Active"');
  });

  it('answers 409 to a second submission and keeps the first time', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id);
    const first = json<Submission>(await submit(eva));
    const second = await submit(eva);
    expect(second.statusCode).toBe(409);
    expect(messageOf(second)).toBe(EVALUATION_ALREADY_SUBMITTED);
    const [row] = await t.db('submissions').where({ userId: eva.id });
    expect(row.submittedAt.toISOString()).toBe(first.submittedAt);
  });

  it('records one submission of many sent at once; the others answer 409', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id);
    const responses = await Promise.all(Array.from({ length: 8 }, () => submit(eva)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(await t.db('submissions').where({ userId: eva.id })).toHaveLength(1);
  });

  it('answers 404 for an unknown or inactive event and 403 without access', async () => {
    const eva = await newEvaluator();
    expect((await submit(eva, 999_999)).statusCode).toBe(404);
    expect((await submit(eva, catalog.hidden.id)).statusCode).toBe(404);
    await denyAccess(t.db, eva.id, catalog.active.id);
    await answerCells(eva.id);
    expect((await submit(eva)).statusCode).toBe(403);
    expect(await t.db('submissions').where({ userId: eva.id })).toEqual([]);
  });

  it('answers 400 naming the field for an event id that is not a number', async () => {
    const eva = await newEvaluator();
    const response = await eva.call(to(api.submissions.submit, { eventId: 'abc' }));
    expect(response.statusCode).toBe(400);
    expect(messageOf(response)).toMatch(/"eventId"/);
  });

  it('answers 401 without a session', async () => {
    expect((await t.server.inject(to(api.submissions.submit, { eventId: catalog.active.id }))).statusCode).toBe(401);
    expect((await t.server.inject(to(api.submissions.mine))).statusCode).toBe(401);
  });
});

describe('saving after submitting', () => {
  it('refuses the submitter’s saves in the event with 409 and changes nothing, while others still save', async () => {
    const eva = await newEvaluator();
    const colleague = await newEvaluator();
    await answerCells(eva.id);
    expect((await submit(eva)).statusCode).toBe(201);
    const refused = await save(eva);
    expect(refused.statusCode).toBe(409);
    expect(messageOf(refused)).toBe(EVALUATION_SUBMITTED);
    expect(EVALUATION_SUBMITTED).toBe('Your evaluation for this event has been submitted');
    const [kept] = await t.db('scores').where({ userId: eva.id, questionId: catalog.questions[0].id, vendorId: catalog.vendors[0].id });
    expect(kept.score).toBe(3);
    expect((await save(colleague)).statusCode).toBe(200);
  });

  it('saves again once an administrator reopens the evaluation, which can then be submitted again', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id);
    await submit(eva);
    const reopened = await admin(to(api.submissions.reopen, { eventId: catalog.active.id, userId: eva.id }));
    expect(reopened.statusCode).toBe(204);
    expect(reopened.payload).toBe('');
    const saved = await save(eva, 1);
    expect(saved.statusCode).toBe(200);
    expect(json<{ score: number }>(saved).score).toBe(1);
    expect(json<Submission[]>(await eva.call(to(api.submissions.mine)))).toEqual([]);
    expect((await submit(eva)).statusCode).toBe(201);
  });
});

describe('the audit log', () => {
  it('records who submitted and which administrator reopened', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id);
    await submit(eva);
    await admin(to(api.submissions.reopen, { eventId: catalog.active.id, userId: eva.id }));
    const entityId = `${eva.id}:${catalog.active.id}`;
    const { items } = json<ItemsPage<AuditEntry>>(await admin(to(api.audit.list, { entity: 'submission', entityId })));
    const adminId = (await t.db('users').where({ username: 'admin' }).first('id')).id;
    expect(items.map(({ action, actorId }) => ({ action, actorId }))).toEqual([
      { action: 'reopened', actorId: adminId },
      { action: 'submitted', actorId: eva.id },
    ]);
  });
});

describe('listing submissions', () => {
  it('lists the caller’s own submissions only', async () => {
    const eva = await newEvaluator();
    const other = await newEvaluator();
    await answerCells(eva.id);
    await answerCells(other.id);
    const { submittedAt } = json<Submission>(await submit(eva));
    await submit(other);
    expect(json<Submission[]>(await eva.call(to(api.submissions.mine)))).toEqual([{ eventId: catalog.active.id, submittedAt }]);
  });

  it('lists for administrators who submitted an event and when, with their names', async () => {
    const eva = await newEvaluator('Zoe Submitter');
    await answerCells(eva.id);
    const { submittedAt } = json<Submission>(await submit(eva));
    const response = await admin(to(api.submissions.adminList, { eventId: catalog.active.id }));
    expect(response.statusCode).toBe(200);
    const rows = json<EventSubmission[]>(response);
    expect(rows).toContainEqual({ userId: eva.id, userName: 'Zoe Submitter', submittedAt });
    expect(rows.map((row) => row.submittedAt)).toEqual([...rows.map((row) => row.submittedAt)].sort());
    expect(json<EventSubmission[]>(await admin(to(api.submissions.adminList, { eventId: catalog.closed.id })))).toEqual([]);
  });

  it('counts the submitters with access per event in Incomplete Submissions', async () => {
    const countOf = async () =>
      json<IncompleteEvent[]>(await admin(to(api.analysis.incomplete))).find((event) => event.eventId === catalog.active.id)!.submittedCount;
    const before = await countOf();
    const eva = await newEvaluator();
    await answerCells(eva.id);
    await submit(eva);
    expect(await countOf()).toBe(before + 1);
    // A submitter whose access is locked afterwards is no longer one of the evaluators counted.
    await denyAccess(t.db, eva.id, catalog.active.id);
    // Written directly, not through the portal: the server counts it once the database has notified it.
    await changesHeard(t.server, t.db);
    expect(await countOf()).toBe(before);
  });
});

describe('administrator routes', () => {
  it('answer 404 for an unknown event and for a submission that does not exist', async () => {
    const eva = await newEvaluator();
    expect((await admin(to(api.submissions.adminList, { eventId: 999_999 }))).statusCode).toBe(404);
    const missing = await admin(to(api.submissions.reopen, { eventId: catalog.active.id, userId: eva.id }));
    expect(missing.statusCode).toBe(404);
    expect(messageOf(missing)).toBe('Submission not found');
  });

  it('answer 401 when signed out and 403 to evaluators, and leave the submission in place', async () => {
    const eva = await newEvaluator();
    await answerCells(eva.id);
    await submit(eva);
    for (const route of [to(api.submissions.adminList, { eventId: catalog.active.id }), to(api.submissions.reopen, { eventId: catalog.active.id, userId: eva.id })]) {
      expect((await t.server.inject(route)).statusCode).toBe(401);
      expect((await eva.call(route)).statusCode).toBe(403);
    }
    expect(await t.db('submissions').where({ userId: eva.id })).toHaveLength(1);
  });
});
