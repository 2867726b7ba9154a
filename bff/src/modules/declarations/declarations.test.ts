import { api, DECLARATION_ONLY_WHEN_ACTIVE, DECLARATION_REQUIRED, VENDOR_CONFLICT_DECLARED, type Declaration, type EventDeclarations } from '@vsp/contract';
import ExcelJS from 'exceljs';
import { adminAndEvaluator, type AdminAndEvaluator } from '../../../test/admin-and-evaluator';
import { denyAccess } from '../../../test/fixtures';
import { caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let cast: AdminAndEvaluator;
let eventId: number;
let firstVendor: number;
let secondVendor: number;
let question: number;
let ned: Caller;
let nedId: number;

beforeAll(async () => {
  t = await startTestServer();
  cast = await adminAndEvaluator(t);
  eventId = cast.catalog.active.id;
  [{ id: secondVendor }, { id: firstVendor }] = cast.catalog.vendors;
  question = cast.catalog.questions[0].id;
  nedId = (await createUser(t.db, { username: 'ned', name: 'Ned Nodeclare' })).id;
  ned = await caller(t.server, 'ned');
  await t.db('scoringEvents').where({ id: eventId }).update({ requireDeclaration: true });
});
afterAll(() => t.close());

afterEach(async () => {
  await t.db('declarations').delete();
  await t.db('scores').delete();
  await t.db('scoringEvents').where({ id: eventId }).update({ requireDeclaration: true, status: 'Active' });
});

const declare = (who: Caller, payload: object, event = eventId) => who({ ...to(api.declarations.declare, { eventId: event }), payload });
const mine = (who: Caller, event = eventId) => who(to(api.declarations.mine, { eventId: event }));
const save = (who: Caller, vendorId: number) => who({ ...to(api.scores.save, { eventId }), payload: { questionId: question, vendorId, score: 4 } });
const scoreCount = async () => Number((await t.db('scores').count({ n: '*' }).first())!.n);

describe('the score save gate', () => {
  it('refuses a save before the evaluator has declared, with nothing stored', async () => {
    const refused = await save(cast.eva, firstVendor);
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(DECLARATION_REQUIRED);
    expect(await scoreCount()).toBe(0);
  });

  it('takes saves once the evaluator has declared no conflicts', async () => {
    expect((await declare(cast.eva, { conflicts: [] })).statusCode).toBe(200);
    expect((await save(cast.eva, firstVendor)).statusCode).toBe(200);
  });

  it('needs no declaration in an event that does not require one', async () => {
    await t.db('scoringEvents').where({ id: eventId }).update({ requireDeclaration: false });
    expect((await save(cast.eva, firstVendor)).statusCode).toBe(200);
  });

  it('refuses a save on a declared vendor with 403 and stores nothing, and keeps the scores made before', async () => {
    await declare(cast.eva, { conflicts: [] });
    expect((await save(cast.eva, secondVendor)).statusCode).toBe(200);
    const before = await t.db('scores').select('score', 'updatedAt').where({ vendorId: secondVendor });
    await declare(cast.eva, { conflicts: [secondVendor] });

    const refused = await save(cast.eva, secondVendor);
    expect(refused.statusCode).toBe(403);
    expect(json<{ message: string }>(refused).message).toBe(VENDOR_CONFLICT_DECLARED);
    expect(await t.db('scores').select('score', 'updatedAt').where({ vendorId: secondVendor })).toEqual(before);
    // Still readable by the evaluator; the other vendor still takes scores.
    expect(json<unknown[]>(await cast.eva(to(api.scores.ofEvent, { eventId })))).toHaveLength(1);
    expect((await save(cast.eva, firstVendor)).statusCode).toBe(200);
  });

  it('refuses a declared vendor also where no declaration is required', async () => {
    await t.db('scoringEvents').where({ id: eventId }).update({ requireDeclaration: false });
    await declare(cast.eva, { conflicts: [firstVendor] });
    expect((await save(cast.eva, firstVendor)).statusCode).toBe(403);
    expect(await scoreCount()).toBe(0);
  });
});

describe('declaring', () => {
  it('answers 404 before a declaration, then the current one, keeping every version', async () => {
    expect((await mine(cast.eva)).statusCode).toBe(404);
    const first = json<Declaration>(await declare(cast.eva, { conflicts: [secondVendor, firstVendor], statement: '  Former employer.  ' }));
    expect(first).toEqual({ eventId, conflicts: [secondVendor, firstVendor].sort((a, b) => a - b), statement: 'Former employer.', declaredAt: expect.any(String) });
    expect(json(await mine(cast.eva))).toEqual(first);

    const second = json<Declaration>(await declare(cast.eva, { conflicts: [firstVendor] }));
    expect(second).toMatchObject({ conflicts: [firstVendor], statement: null });
    expect(json(await mine(cast.eva))).toEqual(second);
    expect(await t.db('declarations').where({ userId: cast.evaId, eventId }).count({ n: '*' }).first()).toEqual({ n: '2' });
  });

  it('records each version in the audit log in the name of the evaluator', async () => {
    await declare(cast.eva, { conflicts: [firstVendor] });
    const entry = await t.db('auditLog').where({ entity: 'declaration' }).orderBy('id', 'desc').first();
    expect(entry).toMatchObject({ actorId: cast.evaId, action: 'created', changes: expect.objectContaining({ conflicts: { old: null, new: [firstVendor] } }) });
  });

  it('answers 409 when the event is not Active, storing nothing', async () => {
    await t.db('scoringEvents').where({ id: eventId }).update({ status: 'Closed' });
    const refused = await declare(cast.eva, { conflicts: [] });
    expect(refused.statusCode).toBe(409);
    expect(json<{ message: string }>(refused).message).toBe(DECLARATION_ONLY_WHEN_ACTIVE);
    expect(await t.db('declarations').count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it.each([
    ['a missing list', { statement: 'x' }, 'conflicts'],
    ['a repeated vendor', { conflicts: [1, 1] }, 'conflicts'],
    ['a vendor that is not an id', { conflicts: ['x'] }, 'conflicts'],
    ['an over-long statement', { conflicts: [], statement: 'x'.repeat(2001) }, 'statement'],
    ['an unknown field', { conflicts: [], extra: 1 }, 'extra'],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const refused = await declare(cast.eva, payload);
    expect(refused.statusCode).toBe(400);
    expect(json<{ message: string }>(refused).message).toContain(field);
  });

  it('answers 400 naming the field for an unknown or inactive vendor', async () => {
    for (const vendorId of [cast.catalog.inactiveVendor.id, 999_999]) {
      const refused = await declare(cast.eva, { conflicts: [firstVendor, vendorId] });
      expect(refused.statusCode).toBe(400);
      expect(json<{ message: string }>(refused).message).toContain('"conflicts"');
    }
    expect(await t.db('declarations').count({ n: '*' }).first()).toEqual({ n: '0' });
  });

  it('answers 404 for an unknown or inactive event and 403 without access', async () => {
    expect((await declare(cast.eva, { conflicts: [] }, 999_999)).statusCode).toBe(404);
    expect((await declare(cast.eva, { conflicts: [] }, cast.catalog.hidden.id)).statusCode).toBe(404);
    await denyAccess(t.db, nedId, eventId);
    expect((await declare(ned, { conflicts: [] })).statusCode).toBe(403);
    expect((await mine(ned)).statusCode).toBe(403);
    await t.db('userEventPermissions').where({ userId: nedId }).delete();
  });

  it('answers 401 to a visitor', async () => {
    expect((await t.server.inject({ ...to(api.declarations.declare, { eventId }), payload: { conflicts: [] } })).statusCode).toBe(401);
    expect((await t.server.inject(to(api.declarations.mine, { eventId }))).statusCode).toBe(401);
  });
});

describe("the administrator's list", () => {
  it('lists every evaluator with access, their current declaration or none yet, and the earlier versions newest first', async () => {
    const first = json<Declaration>(await declare(cast.eva, { conflicts: [], statement: 'None.' }));
    const second = json<Declaration>(await declare(cast.eva, { conflicts: [firstVendor] }));
    const list = json<EventDeclarations>(await cast.admin(to(api.declarations.adminList, { eventId })));
    expect(list.eventId).toBe(eventId);
    expect(list.requireDeclaration).toBe(true);
    expect(list.users.find((user) => user.userId === cast.evaId)).toEqual({ userId: cast.evaId, name: 'Eva Evaluator', current: second, earlier: [first] });
    expect(list.users.find((user) => user.userId === nedId)).toEqual({ userId: nedId, name: 'Ned Nodeclare', current: null, earlier: [] });
  });

  it('leaves out users without access and answers 404 for an unknown event', async () => {
    await denyAccess(t.db, nedId, eventId);
    const list = json<EventDeclarations>(await cast.admin(to(api.declarations.adminList, { eventId })));
    expect(list.users.map((user) => user.userId)).not.toContain(nedId);
    await t.db('userEventPermissions').where({ userId: nedId }).delete();
    expect((await cast.admin(to(api.declarations.adminList, { eventId: 999_999 }))).statusCode).toBe(404);
  });
});

describe('the declarations workbook', () => {
  it('holds every version of every evaluator with access, and who has not declared yet', async () => {
    await declare(cast.eva, { conflicts: [], statement: 'None.' });
    await declare(cast.eva, { conflicts: [firstVendor, secondVendor], statement: 'Former employer' });
    const response = await cast.admin(to(api.exports.declarations, { eventId }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(new RegExp(`^attachment; filename="declarations-event-${eventId}-`));
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Declarations')!;
    const rows = sheet.getSheetValues().slice(2).map((row) => (row as unknown[]).slice(1, 7));
    const eva = rows.filter((row) => row[0] === cast.evaId);
    expect(eva.map((row) => [row[2], row[4], row[5]])).toEqual([
      ['Current', 'Second vendor, First vendor', 'Former employer'],
      ['Earlier', 'None', 'None.'],
    ]);
    expect(rows.find((row) => row[0] === nedId)).toEqual([nedId, 'Ned Nodeclare', 'Not declared']);
  });

  it('answers 404 for an unknown event and 403 to an evaluator', async () => {
    expect((await cast.admin(to(api.exports.declarations, { eventId: 999_999 }))).statusCode).toBe(404);
    expect((await cast.eva(to(api.exports.declarations, { eventId }))).statusCode).toBe(403);
  });
});
