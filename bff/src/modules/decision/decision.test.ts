import { api, DECISION_APPROVED, DECISION_UNDER_APPROVAL, type EventDecision } from '@vsp/contract';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pdfText as textOf } from '../../../test/pdf-text';
import { PNG } from '../../../test/png';
import { adminCaller, caller, createUser, json, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let system: Caller;
let dana: Caller;
let eli: Caller;
let fay: Caller;
let eventId: number;
let scoreId: number;
const vendor = { a: 0, b: 0, c: 0 };
let speed: number;

/**
 * Event "Tender" (Active at first): vendors A, B and C; one scale question Speed and a pass/fail
 * Certified that C fails. Ann and Bo score; Gus, an administrator, scored too. Dana, Eli and Fay
 * are administrators who took no part; the system account is the test's default administrator.
 */
/** The site's logo, served by a web server on this machine, which the test's portal may fetch (REPORT_LOGO_FROM_PRIVATE_NETWORK). */
let logoServer: http.Server;

beforeAll(async () => {
  logoServer = http.createServer((_request, response) => response.writeHead(200, { 'content-type': 'image/png' }).end(PNG));
  await new Promise<void>((resolve) => logoServer.listen(0, '127.0.0.1', resolve));
  t = await startTestServer({ reportLogoFromPrivateNetwork: true });
  await t.db('siteConfig').update({ siteLogoUrl: `http://127.0.0.1:${(logoServer.address() as AddressInfo).port}/logo.png` });
  system = await adminCaller(t.server);
  [{ id: eventId }] = await t.db('scoringEvents').insert({ name: 'Tender', status: 'Active', startDate: '2026-09-01', endDate: '2026-10-01' }).returning('id');
  for (const [k, key] of (['a', 'b', 'c'] as const).entries()) {
    [{ id: vendor[key] }] = await t.db('vendors').insert({ name: `Vendor ${key.toUpperCase()}`, order: k }).returning('id');
  }
  [{ id: speed }] = await t.db('questions').insert({ eventId, text: 'Speed', order: 1 }).returning('id');
  const [{ id: certified }] = await t.db('questions').insert({ eventId, text: 'Certified', order: 2, kind: 'passFail' }).returning('id');
  const [ann, bo, gus] = await Promise.all([createUser(t.db, { username: 'ann', name: 'Ann Evaluator' }), createUser(t.db, { username: 'bo', name: 'Bo Evaluator' }), createUser(t.db, { username: 'gus', isAdmin: true })]);
  await Promise.all(['dana', 'eli', 'fay'].map((username) => createUser(t.db, { username, name: `Admin ${username}`, isAdmin: true })));
  const rows: [number, number, number, number][] = [
    [ann.id, vendor.a, speed, 5], [bo.id, vendor.a, speed, 4], [ann.id, vendor.b, speed, 3], [bo.id, vendor.b, speed, 4], [gus.id, vendor.b, speed, 2],
    [ann.id, vendor.c, speed, 5], [ann.id, vendor.a, certified, 5], [ann.id, vendor.b, certified, 5], [ann.id, vendor.c, certified, 1],
  ];
  const inserted = await t.db('scores').insert(rows.map(([userId, vendorId, questionId, score]) => ({ userId, eventId, vendorId, questionId, score }))).returning('id');
  scoreId = inserted[0].id;
  await t.db('submissions').insert({ userId: ann.id, eventId });
  [dana, eli, fay] = await Promise.all(['dana', 'eli', 'fay'].map((username) => caller(t.server, username)));
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => logoServer.close(resolve));
});

/** Whether a PDF embeds an image: the site's logo, the only image the documents have. */
const embedsImage = (pdf: Buffer) => pdf.includes('/Subtype /Image');

const decision = async () => json<EventDecision>(await system(to(api.decision.get, { eventId })));
const recommend = (as: Caller, vendorId: number, rationale = 'Best quality for the price, clearly ahead on speed.') =>
  as({ ...to(api.decision.recommend, { eventId }), payload: { vendorId, rationale } });
const approval = (as: Caller, payload: object) => as({ ...to(api.decision.approve, { eventId }), payload });
const report = async () => (await system(to(api.decision.report, { eventId }))).rawPayload;

describe('the decision of an event', () => {
  it('refuses a recommendation while the event is Active, for an excluded vendor, or with a short rationale', async () => {
    expect(await decision()).toEqual({ eventId, state: 'open', recommendation: null, approval: null, report: null, history: [], approverRule: null });
    const active = await recommend(system, vendor.a);
    expect(active.statusCode).toBe(409);
    expect(json(active)).toMatchObject({ message: expect.stringMatching(/while the event is Active/) });
    await t.db('scoringEvents').where({ id: eventId }).update({ status: 'Closed' });
    const excluded = await recommend(system, vendor.c);
    expect(excluded.statusCode).toBe(409);
    expect(json(excluded)).toMatchObject({ message: expect.stringMatching(/^"vendorId": Vendor C is excluded from the award: Failed 'Certified'/) });
    const short = await recommend(system, vendor.a, 'Best.');
    expect(short.statusCode).toBe(400);
    expect(json(short)).toMatchObject({ message: '"rationale" length must be at least 20 characters long' });
    expect((await decision()).state).toBe('open');
  });

  it('records a recommendation, freezes what the award is figured from, and reopens on a withdrawal', async () => {
    const recommended = await recommend(system, vendor.a);
    expect(recommended.statusCode).toBe(200);
    expect(json<EventDecision>(recommended)).toMatchObject({ state: 'recommended', recommendation: { vendorId: vendor.a, rationale: expect.any(String), at: expect.any(String) } });
    expect((await recommend(dana, vendor.b)).statusCode).toBe(409);

    const frozen = [
      await system({ ...to(api.prices.set, { eventId, vendorId: vendor.a }), payload: { price: 10 } }),
      await system({ ...to(api.consensus.set, { eventId, vendorId: vendor.a, questionId: speed }), payload: { score: 3, rationale: 'Panel' } }),
      await system({ ...to(api.questions.update, { id: speed }), payload: { eventId, text: 'Speed', weight: 3 } }),
      await system({ ...to(api.events.update, { id: eventId }), payload: { name: 'Tender', status: 'Active' } }),
      await system(to(api.scores.remove, { id: scoreId })),
      await system(to(api.events.remove, { id: eventId })),
    ];
    expect(frozen.map((response) => [response.statusCode, json<{ message: string }>(response).message])).toEqual(Array(6).fill([409, DECISION_UNDER_APPROVAL]));
    // Everything stays readable, and the name of the event may still change.
    expect((await system({ ...to(api.events.update, { id: eventId }), payload: { name: 'Tender 2026', status: 'Closed', startDate: '2026-09-01', endDate: '2026-10-01' } })).statusCode).toBe(200);

    expect((await dana(to(api.decision.withdraw, { eventId }))).statusCode).toBe(204);
    expect(await decision()).toMatchObject({ state: 'open', recommendation: null, history: [{ step: 'recommended' }, { step: 'withdrawn', byName: 'Admin dana' }] });
    expect((await dana(to(api.decision.withdraw, { eventId }))).statusCode).toBe(409);
  });

  it('keeps the duties apart: neither the recommender, the system account nor an administrator who scored may approve', async () => {
    expect((await recommend(dana, vendor.b, 'Vendor B costs less to run over five years.')).statusCode).toBe(200);
    const refusals = [
      await approval(dana, { decision: 'approve' }),
      await approval(system, { decision: 'approve' }),
      await approval(await caller(t.server, 'gus'), { decision: 'approve' }),
    ];
    expect(refusals.map((response) => response.statusCode)).toEqual([403, 403, 403]);
    expect(json<{ message: string }>(refusals[0]).message).toMatch(/You recommended this vendor/);
    expect(json<{ message: string }>(refusals[1]).message).toMatch(/system account is shared/);
    expect(json<{ message: string }>(refusals[2]).message).toMatch(/You scored in this event/);
    // Each administrator reads beforehand the rule that stops them, or none.
    const rules = await Promise.all([dana, system, await caller(t.server, 'gus'), eli].map(async (as) => json<EventDecision>(await as(to(api.decision.get, { eventId }))).approverRule));
    expect(rules).toEqual([...refusals.map((response) => json<{ message: string }>(response).message), null]);

    const noComment = await approval(eli, { decision: 'reject' });
    expect(noComment.statusCode).toBe(400);
    expect(json(noComment)).toMatchObject({ message: expect.stringMatching(/^"comment"/) });
    const rejected = await approval(eli, { decision: 'reject', comment: 'Vendor A leads the award by far.' });
    expect(json<EventDecision>(rejected)).toMatchObject({ state: 'open', recommendation: null });
    expect((await decision()).history.at(-1)).toMatchObject({ step: 'rejected', text: 'Vendor A leads the award by far.', byName: 'Admin eli' });
  });

  it('approves for good: the final report is stored once, its hash in the decision and the audit log; debriefs name the vendor and the winner only', async () => {
    const draft = await textOf(await report());
    expect(draft).toContain('DRAFT');
    expect(draft).toContain('Tender 2026');

    expect((await recommend(system, vendor.a)).statusCode).toBe(200);
    const approved = json<EventDecision>(await approval(fay, { decision: 'approve', comment: 'Agreed with the panel.' }));
    expect(approved).toMatchObject({ state: 'approved', approval: { byName: 'Admin fay', comment: 'Agreed with the panel.' }, report: { sha256: expect.stringMatching(/^[0-9a-f]{64}$/) } });

    const [first, second] = [await report(), await report()];
    expect(second.equals(first)).toBe(true);
    expect(createHash('sha256').update(first).digest('hex')).toBe(approved.report!.sha256);
    expect(approved.report!.bytes).toBe(first.length);
    const text = await textOf(first);
    expect(embedsImage(first)).toBe(true);
    expect(text).not.toContain('DRAFT');
    for (const expected of ['Tender 2026', 'Speed', 'Certified', 'Vendor A', 'Vendor B', "Failed 'Certified' (1 Fail to 0 Pass)", 'Ann Evaluator', 'Admin fay', 'Agreed with the panel.']) {
      expect(text).toContain(expected);
    }
    const audited = await t.db('auditLog').where({ entity: 'decision' }).orderBy('id').pluck('changes');
    expect(JSON.stringify(audited.at(-1))).toContain(approved.report!.sha256);

    const frozen = await system(to(api.scores.remove, { id: scoreId }));
    expect([frozen.statusCode, json<{ message: string }>(frozen).message]).toEqual([409, DECISION_APPROVED]);
    expect((await approval(eli, { decision: 'reject', comment: 'Too late for this.' })).statusCode).toBe(409);

    const letter = await system(to(api.decision.debrief, { eventId, vendorId: vendor.b }));
    expect(letter.headers['content-type']).toMatch(/^application\/pdf/);
    expect(embedsImage(letter.rawPayload)).toBe(true);
    const debrief = await textOf(letter.rawPayload);
    expect(debrief).toContain('Vendor B');
    expect(debrief).toContain('The contract is awarded to Vendor A');
    expect(debrief).not.toContain('Vendor C');
    expect(debrief).not.toMatch(/Ann Evaluator|Bo Evaluator/);

    const zip = await system(to(api.decision.debriefs, { eventId }));
    expect(zip.headers['content-type']).toMatch(/^application\/zip/);
    expect(zip.rawPayload.subarray(0, 2).toString()).toBe('PK');
    for (const key of ['a', 'b', 'c'] as const) expect(zip.rawPayload.includes(Buffer.from(`debrief-${vendor[key]}-vendor-${key}.pdf`))).toBe(true);
  });

  it('answers 409 for debriefs before approval, 404 for an unknown event, 403 to an evaluator', async () => {
    const [{ id: other }] = await t.db('scoringEvents').insert({ name: 'Other', status: 'Closed' }).returning('id');
    expect((await system(to(api.decision.debriefs, { eventId: other }))).statusCode).toBe(409);
    expect((await system(to(api.decision.get, { eventId: 999999 }))).statusCode).toBe(404);
    expect((await system(to(api.decision.report, { eventId: 999999 }))).statusCode).toBe(404);
    const ann = await caller(t.server, 'ann');
    expect((await ann(to(api.decision.get, { eventId }))).statusCode).toBe(403);
  });
});
