import { api, type AwardVendor, type EventAward, type ExclusionOverride } from '@vsp/contract';
import { adminCaller, caller, createUser, json, request, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;
let eventId: number;
const vendor: Record<'a' | 'b' | 'c' | 'd', number> = { a: 0, b: 0, c: 0, d: 0 };
const question: Record<'speed' | 'security' | 'certified', number> = { speed: 0, security: 0, certified: 0 };

/**
 * Event "Award" (price weight 40, ratio): vendors A to D in grid order; Speed (scale), Security
 * (scale, minimum 3) and Certified (pass/fail). Ann and Bo score; Cy has no access to the event and
 * Di declared a conflict with D: their scores count nowhere.
 *
 *           Speed  Security  Certified         price   quality (consensus)
 *   A       4, 4   3, 4      Pass, Pass         100    (4 + 3.5) / 2 = 3.75
 *   B       5, 5   2, 3      Pass               80     3.75, but 2.5 below the minimum 3
 *   C       3, 3   4, 4      Fail, Fail         200    3.5, the knock-out failed
 *   D       2, 2   3, 3      Pass, Fail         125    2.5, the knock-out pending (Di's Fail left out)
 */
beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  [{ id: eventId }] = await t.db('scoringEvents').insert({ name: 'Award', status: 'Active', priceWeight: 40 }).returning('id');
  for (const [k, key] of (['a', 'b', 'c', 'd'] as const).entries()) {
    [{ id: vendor[key] }] = await t.db('vendors').insert({ name: `Vendor ${key.toUpperCase()}`, order: k }).returning('id');
  }
  [{ id: question.speed }] = await t.db('questions').insert({ eventId, text: 'Speed', order: 1 }).returning('id');
  [{ id: question.security }] = await t.db('questions').insert({ eventId, text: 'Security', order: 2, minimum: 3 }).returning('id');
  [{ id: question.certified }] = await t.db('questions').insert({ eventId, text: 'Certified', order: 3, kind: 'passFail' }).returning('id');
  const [ann, bo, cy, di] = await Promise.all(['ann', 'bo', 'cy', 'di'].map((username) => createUser(t.db, { username })));
  await t.db('userEventPermissions').insert({ userId: cy.id, eventId, hasAccess: false });
  await t.db('declarations').insert({ userId: di.id, eventId, conflicts: [vendor.d], statement: 'I advised D' });
  const scores: [number, number, number, number][] = [
    [ann.id, vendor.a, question.speed, 4], [bo.id, vendor.a, question.speed, 4],
    [ann.id, vendor.a, question.security, 3], [bo.id, vendor.a, question.security, 4],
    [ann.id, vendor.a, question.certified, 5], [bo.id, vendor.a, question.certified, 5],
    [cy.id, vendor.a, question.certified, 1],
    [ann.id, vendor.b, question.speed, 5], [bo.id, vendor.b, question.speed, 5],
    [ann.id, vendor.b, question.security, 2], [bo.id, vendor.b, question.security, 3],
    [ann.id, vendor.b, question.certified, 5],
    [ann.id, vendor.c, question.speed, 3], [bo.id, vendor.c, question.speed, 3],
    [ann.id, vendor.c, question.security, 4], [bo.id, vendor.c, question.security, 4],
    [ann.id, vendor.c, question.certified, 1], [bo.id, vendor.c, question.certified, 1],
    [ann.id, vendor.d, question.speed, 2], [bo.id, vendor.d, question.speed, 2],
    [ann.id, vendor.d, question.security, 3], [bo.id, vendor.d, question.security, 3],
    [ann.id, vendor.d, question.certified, 5], [bo.id, vendor.d, question.certified, 1],
    [di.id, vendor.d, question.certified, 1],
  ];
  await t.db('scores').insert(scores.map(([userId, vendorId, questionId, score]) => ({ userId, eventId, vendorId, questionId, score })));
  for (const [key, price] of [['a', 100], ['b', 80], ['c', 200], ['d', 125]] as const) {
    expect((await admin({ ...to(api.prices.set, { eventId, vendorId: vendor[key] }), payload: { price } })).statusCode).toBe(200);
  }
});
afterAll(() => t.close());

const award = async () => json<EventAward>(await admin(to(api.analysis.award, { eventId })));
const row = (answer: EventAward, key: keyof typeof vendor) => answer.vendors.find((entry) => entry.vendorId === vendor[key])!;
const override = (key: keyof typeof vendor, payload: object) => admin({ ...to(api.exclusions.set, { eventId, vendorId: vendor[key] }), payload });

describe('the award of an event', () => {
  it('weighs quality and price after the knock-outs and minimums, with each reason, and keeps in a vendor an override includes', async () => {
    const included = await override('c', { include: true, rationale: 'The certificate arrived after the deadline' });
    expect(json<ExclusionOverride>(included)).toMatchObject({ vendorId: vendor.c, include: true, setByName: expect.any(String) });

    const answer = await award();
    expect(answer).toMatchObject({ eventId, priceWeight: 40, priceFormula: 'ratio' });
    // In: A, C (overridden) and D, whose prices are 100, 200 and 125: ratio scores 1, 0.5 and 0.8.
    const expected: Partial<AwardVendor>[] = [
      { vendorId: vendor.a, qualityScore: 3.75, qualityPoints: 45, price: 100, priceScore: 1, pricePoints: 40, totalPoints: 85, awardRank: 1, excluded: false, reasons: [], pending: [] },
      {
        vendorId: vendor.c,
        qualityScore: 3.5,
        qualityPoints: 42,
        priceScore: 0.5,
        pricePoints: 20,
        totalPoints: 62,
        awardRank: 2,
        excluded: false,
        reasons: [{ kind: 'knockOut', questionId: question.certified, detail: "Failed 'Certified' (2 Fail to 0 Pass)", overridden: true }],
      },
      { vendorId: vendor.d, qualityScore: 2.5, qualityPoints: 30, priceScore: 0.8, pricePoints: 32, totalPoints: 62, awardRank: 2, pending: [{ kind: 'knockOut', questionId: question.certified }] },
      {
        vendorId: vendor.b,
        qualityScore: 3.75,
        qualityPoints: 45,
        price: 80,
        priceScore: null,
        pricePoints: null,
        totalPoints: null,
        awardRank: null,
        excluded: true,
        reasons: [{ kind: 'minimum', questionId: question.security, detail: "2.50 below the minimum 3.00 on 'Security'", overridden: false }],
      },
    ];
    expect(answer.vendors).toHaveLength(4);
    answer.vendors.forEach((entry, i) => expect(entry).toMatchObject(expected[i]));
    expect(row(answer, 'c').totalPoints).toBeCloseTo(62, 12);
  });

  it('lets an agreed score settle a knock-out and a minimum, and the linear formula score among the vendors still in', async () => {
    const agree = (key: keyof typeof vendor, questionId: number, score: number) =>
      admin({ ...to(api.consensus.set, { eventId, vendorId: vendor[key], questionId }), payload: { score, rationale: 'Panel meeting' } });
    expect((await agree('d', question.certified, 1)).statusCode).toBe(200);
    expect((await agree('b', question.security, 3)).statusCode).toBe(200);
    expect((await admin({ ...to(api.events.update, { id: eventId }), payload: { name: 'Award', status: 'Active', priceWeight: 40, priceFormula: 'linear' } })).statusCode).toBe(200);

    const answer = await award();
    expect(row(answer, 'd')).toMatchObject({
      excluded: true,
      pending: [],
      reasons: [{ kind: 'knockOut', questionId: question.certified, detail: "Failed 'Certified' (agreed score)", overridden: false }],
    });
    // B meets the minimum with its agreed 3; its quality becomes (5 + 3) / 2 = 4 with the agreed score.
    // In: A 100, B 80, C 200: linear (200 − price) / 120.
    expect(row(answer, 'b')).toMatchObject({ excluded: false, qualityScore: 4, qualityPoints: 48, awardRank: 1 });
    expect(row(answer, 'b').priceScore).toBeCloseTo(1, 12);
    expect(row(answer, 'a').priceScore).toBeCloseTo(100 / 120, 12);
    expect(row(answer, 'c').priceScore).toBeCloseTo(0, 12);
    expect(row(answer, 'b').totalPoints).toBeCloseTo(88, 12);
    expect(row(answer, 'a').totalPoints).toBeCloseTo(45 + (40 * 100) / 120, 12);
    expect(answer.vendors.map((entry) => entry.vendorId)).toEqual([vendor.b, vendor.a, vendor.c, vendor.d]);
  });

  it('excludes a vendor without a price while price counts, and one an override excludes, with the reason', async () => {
    expect((await admin(to(api.prices.remove, { eventId, vendorId: vendor.a }))).statusCode).toBe(204);
    expect((await override('b', { include: false, rationale: '  Withdrew its tender  ' })).statusCode).toBe(200);
    const answer = await award();
    expect(row(answer, 'a')).toMatchObject({ excluded: true, reasons: [{ kind: 'noPrice', questionId: null, detail: 'No price, while price carries 40 of the 100 points' }] });
    expect(row(answer, 'b')).toMatchObject({ excluded: true, reasons: [{ kind: 'override', detail: 'Excluded by an administrator: Withdrew its tender' }] });
    // C alone is in: its price is the lowest and the highest.
    expect(row(answer, 'c')).toMatchObject({ awardRank: 1, priceScore: 1, pricePoints: 40 });
    const listed = json<ExclusionOverride[]>(await admin(to(api.exclusions.list, { eventId })));
    expect(listed.map((entry) => [entry.vendorId, entry.include, entry.rationale])).toEqual([
      [vendor.b, false, 'Withdrew its tender'],
      [vendor.c, true, 'The certificate arrived after the deadline'],
    ]);
    const audited = await t.db('auditLog').whereIn('entity', ['price', 'exclusion']).select('entity', 'action');
    expect(audited).toEqual(expect.arrayContaining([{ entity: 'price', action: 'deleted' }, { entity: 'exclusion', action: 'created' }]));
  });
});

describe('refusals', () => {
  it.each([
    ['"price" must be more than 0, with at most 2 decimals', { price: 0 }],
    ['"price" must be more than 0, with at most 2 decimals', { price: -5 }],
    ['"price" must be more than 0, with at most 2 decimals', { price: 10.125 }],
    ['"price" must be a number', { price: 'cheap' }],
    ['"price" is required', {}],
  ])('answers 400 %s for a price of %p and stores nothing', async (message, payload) => {
    const before = await t.db('eventPrices').select();
    const response = await admin({ ...to(api.prices.set, { eventId, vendorId: vendor.d }), payload });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
    expect(await t.db('eventPrices').select()).toEqual(before);
  });

  it.each([
    ['"include" is required', { rationale: 'Long enough reason' }],
    ['"include" must be a boolean', { include: 'yes', rationale: 'Long enough reason' }],
    ['"rationale" length must be at least 10 characters long', { include: false, rationale: '  too short ' }],
    ['"rationale" is required', { include: false }],
  ])('answers 400 %s for an override', async (message, payload) => {
    const response = await override('d', payload);
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('answers 404 for an unknown event or vendor, and for a price or override that is not there', async () => {
    const status = async (options: { method: string; url: string }, payload?: object) => (await admin({ ...options, payload })).statusCode;
    expect(await status(to(api.prices.set, { eventId: 999999, vendorId: vendor.a }), { price: 1 })).toBe(404);
    expect(await status(to(api.prices.set, { eventId, vendorId: 999999 }), { price: 1 })).toBe(404);
    expect(await status(to(api.prices.list, { eventId: 999999 }))).toBe(404);
    expect(await status(to(api.exclusions.list, { eventId: 999999 }))).toBe(404);
    expect(await status(to(api.analysis.award, { eventId: 999999 }))).toBe(404);
    expect(await status(to(api.prices.remove, { eventId, vendorId: vendor.a }))).toBe(404);
    expect(await status(to(api.exclusions.remove, { eventId, vendorId: vendor.d }))).toBe(404);
  });

  it('answers 403 to an evaluator and 401 to a visitor', async () => {
    await createUser(t.db, { username: 'eve' });
    const eve = await caller(t.server, 'eve');
    expect((await eve(to(api.analysis.award, { eventId }))).statusCode).toBe(403);
    expect((await eve({ ...to(api.prices.set, { eventId, vendorId: vendor.a }), payload: { price: 1 } })).statusCode).toBe(403);
    expect((await request(t.server, undefined, to(api.exclusions.list, { eventId }))).statusCode).toBe(401);
  });

  it('answers 400 naming the score for a 3 on a pass/fail question, as a save and as an agreed score', async () => {
    const ann = await caller(t.server, 'ann');
    const saved = await ann({ ...to(api.scores.save, { eventId }), payload: { vendorId: vendor.a, questionId: question.certified, score: 3 } });
    expect(saved.statusCode).toBe(400);
    expect(json(saved)).toMatchObject({ message: expect.stringMatching(/^"score"/) });
    const agreed = await admin({ ...to(api.consensus.set, { eventId, vendorId: vendor.a, questionId: question.certified }), payload: { score: 3, rationale: 'Panel' } });
    expect(agreed.statusCode).toBe(400);
    expect(json(agreed)).toMatchObject({ message: expect.stringMatching(/^"score"/) });
    expect(await t.db('scores').where({ questionId: question.certified, score: 3 }).first()).toBeUndefined();
  });
});
