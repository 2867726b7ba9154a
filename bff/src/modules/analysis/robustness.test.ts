import { api, type EventAward, type EventRanking, type EventRobustness } from '@vsp/contract';
import { createRobustnessFixture, type RobustnessFixture } from '../../../test/robustness-fixture';
import { adminCaller, caller, json, request, startTestServer, to, type Caller, type TestServer } from '../../../test/server';
import { eventAward } from './results/award';
import { eventRanking } from './results/ranking';
import { eventRobustness } from './results/robustness';

let t: TestServer;
let admin: Caller;
let f: RobustnessFixture;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createRobustnessFixture(t.db);
});
afterAll(() => t.close());

const robustness = async (eventId: number, query?: { seed?: number; samples?: number }) => {
  const response = await admin(to(api.analysis.robustness, { eventId }, query));
  expect(response.statusCode).toBe(200);
  return json<EventRobustness>(response);
};

const chanceOf = (answer: EventRobustness, vendorId: number) => answer.bootstrap.firstPlace.find((entry) => entry.vendorId === vendorId)!.probability;

/** The lower id among the vendors `ranked` puts first. */
const firstOf = <V extends { vendorId: number }>(vendors: V[], rank: (vendor: V) => number | null) =>
  Math.min(...vendors.filter((vendor) => rank(vendor) === 1).map((vendor) => vendor.vendorId));
const awardLeader = (award: EventAward) => firstOf(award.vendors, (vendor) => vendor.awardRank);
const qualityLeader = (ranking: EventRanking) => firstOf(ranking.vendors, (vendor) => vendor.consensusRank);

/** The leader that `lead` reads with `questionId` weighing `weight` (two decimals, as the database keeps it); the weight is put back after. */
async function leaderWithWeight(questionId: number, weight: number, lead: () => Promise<number>): Promise<number> {
  const { weight: kept } = await t.db('questions').where({ id: questionId }).first('weight');
  await t.db('questions').where({ id: questionId }).update({ weight });
  try {
    return await lead();
  } finally {
    await t.db('questions').where({ id: questionId }).update({ weight: kept });
  }
}

/** The nearest weights of two decimals below and above `weight` (which may itself have two: 0.4 × 100 is 40.00000000000001). */
function weightsAround(weight: number): { below: number; above: number } {
  const hundredths = weight * 100;
  return { below: (Math.ceil(hundredths - 1e-6) - 1) / 100, above: (Math.floor(hundredths + 1e-6) + 1) / 100 };
}

describe('how sure the award is, with price (event Sure)', () => {
  /*
   * Counted: Ann, Bo and Cy (Lou has no access, Di's scores of B are a declared conflict). D fails
   * the knock-out, so it is out, and its price of 50 sets no lowest price.
   *   quality (Security weight 2, Speed 1):  A (2·4 + 3) / 3 = 11/3,  B (2·3 + 4) / 3 = 10/3,  C 2
   *   quality points × 60 / 5 = 12:           A 44,  B 40,  C 24
   *   price points, ratio × 40 (lowest 100):  A 100/125 × 40 = 32,  B 40,  C 20
   *   totals:                                 B 80,  A 76,  C 44: B leads.
   */
  it('splits the gap to each other vendor into the questions and the price, adding up to it', async () => {
    const answer = await robustness(f.events.sure);
    expect(answer).toMatchObject({ eventId: f.events.sure, basis: 'award', leaderId: f.vendors.b });
    // B − A: Security 12 × (2·3/3 − 2·4/3) = −8, Speed 12 × (4/3 − 3/3) = 4, price 40 − 32 = 8: 4.
    // B − C: Security 12 × (2 − 4/3) = 8, Speed 12 × (4/3 − 2/3) = 8, price 40 − 20 = 20: 36.
    const expected = [
      { vendorId: f.vendors.a, parts: [-8, 4], pricePoints: 8, gap: 4 },
      { vendorId: f.vendors.c, parts: [8, 8], pricePoints: 20, gap: 36 },
    ];
    expect(answer.contributions.map((entry) => entry.vendorId)).toEqual(expected.map((entry) => entry.vendorId));
    answer.contributions.forEach((entry, i) => {
      expect(entry.parts.map((part) => part.questionId)).toEqual([f.questions.security, f.questions.speed]);
      entry.parts.forEach((part, j) => expect(part.points).toBeCloseTo(expected[i].parts[j], 12));
      expect(entry.pricePoints).toBeCloseTo(expected[i].pricePoints, 12);
      expect(entry.gap).toBeCloseTo(expected[i].gap, 12);
      const sum = entry.parts.reduce((total, part) => total + part.points, entry.pricePoints);
      expect(Math.abs(sum - entry.gap)).toBeLessThan(1e-9);
    });
  });

  /*
   * Security × g: B = 12 (6g + 4) / (2g + 1) + 40 and A = 12 (8g + 3) / (2g + 1) + 32 are equal
   * where 152g + 88 = 160g + 68: g = 2.5 (C never reaches B). Speed × s: 152 + 88s = 160 + 68s:
   * s = 0.4. Price weight p: A − B = 20 (11/3 − 10/3) + p (0.8 − 1 − (1/3) / 5) = 0 at p = 25.
   */
  it('finds how far each weight and the price weight can move before another vendor catches up, and the award agrees on either side', async () => {
    const answer = await robustness(f.events.sure);
    expect(answer.weightFlips).toEqual([
      { questionId: f.questions.security, factor: expect.closeTo(2.5, 12), vendorId: f.vendors.a },
      { questionId: f.questions.speed, factor: expect.closeTo(0.4, 12), vendorId: f.vendors.a },
    ]);
    expect(answer.priceWeightFlip).toEqual({ priceWeight: expect.closeTo(25, 12), vendorId: f.vendors.a });

    const lead = async () => awardLeader(await eventAward(t.db, f.events.sure));
    for (const [questionId, weight, factor] of [[f.questions.security, 2, 2.5], [f.questions.speed, 1, 0.4]]) {
      const { below, above } = weightsAround(weight * factor);
      const [towardOne, awayFromOne] = factor > 1 ? [below, above] : [above, below];
      expect(await leaderWithWeight(questionId, towardOne, lead)).toBe(f.vendors.b);
      expect(await leaderWithWeight(questionId, awayFromOne, lead)).toBe(f.vendors.a);
    }
    const withPriceWeight = async (priceWeight: number) => {
      await t.db('scoringEvents').where({ id: f.events.sure }).update({ priceWeight });
      return lead();
    };
    expect(await withPriceWeight(26)).toBe(f.vendors.b);
    expect(await withPriceWeight(24)).toBe(f.vendors.a);
    await t.db('scoringEvents').where({ id: f.events.sure }).update({ priceWeight: 40 });
  });

  /*
   * B's ratings are the same from everyone: 80 in every resample. With a, b, c draws of Ann, Bo
   * and Cy (a + b + c = 3), A = 12 (12a + 11b + 10c) / 9 + 32 = 72 + 4/3 (2a + b): it ties B only
   * when Ann is drawn three times (1/27 of the samples, half a first place each), and B − A =
   * 8 − 4/3 (2a + b). 2a + b is 6 in 1/27 of the samples, 5 in 3/27, 1 in 3/27 and 0 in 1/27, so
   * the 5th percentile of the gap is 8 − 20/3 = 4/3 and the 95th 8 − 4/3 = 20/3.
   */
  it('resamples the evaluators: the leader keeps first place but for the draws where only Ann counts', async () => {
    const answer = await robustness(f.events.sure);
    expect(answer.bootstrap).toMatchObject({ samples: 2000, seed: 1 });
    expect(answer.bootstrap.firstPlace.map((entry) => entry.vendorId)).toEqual([f.vendors.b, f.vendors.a, f.vendors.c]);
    expect(Math.abs(chanceOf(answer, f.vendors.a) - 1 / 54)).toBeLessThan(0.01);
    expect(chanceOf(answer, f.vendors.b)).toBeCloseTo(1 - chanceOf(answer, f.vendors.a), 12);
    expect(chanceOf(answer, f.vendors.c)).toBe(0);
    expect(answer.bootstrap.gapInterval![0]).toBeCloseTo(4 / 3, 12);
    expect(answer.bootstrap.gapInterval![1]).toBeCloseTo(20 / 3, 12);
    expect(answer.evaluatorFlags).toEqual([]);
  });

  it('is figured afresh after a price changes', async () => {
    expect((await robustness(f.events.sure)).leaderId).toBe(f.vendors.b);
    // A at 100 scores 44 + 40 = 84 against B's 80.
    expect((await admin({ ...to(api.prices.set, { eventId: f.events.sure, vendorId: f.vendors.a }), payload: { price: 100 } })).statusCode).toBe(200);
    expect((await robustness(f.events.sure)).leaderId).toBe(f.vendors.a);
    expect((await admin({ ...to(api.prices.set, { eventId: f.events.sure, vendorId: f.vendors.a }), payload: { price: 125 } })).statusCode).toBe(200);
  });
});

describe('how sure the quality ranking is, without price', () => {
  /*
   * Event Curve, Ann alone: A (X 5, Y 2) 3.5, B (X 3, Y 3, Z 4) 10/3: A leads.
   *   X × x: (5x + 2) / (x + 1) = (3x + 7) / (x + 2) where 2x² + 2x − 3 = 0: x = (√7 − 1) / 2.
   *   Y × y: (5 + 2y) / (1 + y) = (7 + 3y) / (2 + y) where y² + y − 3 = 0: y = (√13 − 1) / 2.
   *   Z × z: A has no Z: 3.5 = (6 + 4z) / (2 + z) at z = 2.
   * The gap 1/6: X 5/2 − 3/3 = 1.5, Y 2/2 − 3/3 = 0, Z 0 − 4/3.
   */
  it('solves the flips exactly where a weight enters both sides of the equation, and the ranking agrees on either side', async () => {
    const answer = await robustness(f.events.curve);
    expect(answer).toMatchObject({ basis: 'quality', leaderId: f.vendors.a, priceWeightFlip: null });
    const expected = [
      [f.questions.x, (Math.sqrt(7) - 1) / 2],
      [f.questions.y, (Math.sqrt(13) - 1) / 2],
      [f.questions.z, 2],
    ];
    expect(answer.weightFlips).toEqual(expected.map(([questionId, factor]) => ({ questionId, factor: expect.closeTo(factor, 12), vendorId: f.vendors.b })));
    const [contribution] = answer.contributions;
    expect(contribution).toMatchObject({ vendorId: f.vendors.b, pricePoints: 0, gap: expect.closeTo(1 / 6, 12) });
    contribution.parts.forEach((part, i) => expect(part.points).toBeCloseTo([1.5, 0, -4 / 3][i], 12));

    const lead = async () => qualityLeader(await eventRanking(t.db, f.events.curve));
    for (const [questionId, factor] of expected) {
      const { below, above } = weightsAround(factor);
      const [towardOne, awayFromOne] = factor > 1 ? [below, above] : [above, below];
      expect(await leaderWithWeight(questionId, towardOne, lead)).toBe(f.vendors.a);
      expect(await leaderWithWeight(questionId, awayFromOne, lead)).toBe(f.vendors.b);
    }
  });

  /*
   * Event Flags. Cell means: A (14 + tA) / 5 = 3.6, 3.4, 3.6, 3.4, 3.6 (quality 3.52); B (9 + 2 tB)
   * / 5 = 3.4, 3.4, 3.4, 3.4, 3 (quality 3.32). No weight from 0 to 100 changes the order: on K1 A
   * 14 + 3.6k against B 13.2 + 3.4k, on K2 14.2 + 3.4k against 13.2 + 3.4k, on K5 14 + 3.6k against
   * 13.6 + 3k (the others alike).
   *   straightLine: Ed gave 3 ten times.
   *   pivotal: without Ann, A's cells average (9 + tA) / 4 = 3.15 and B's (9 + tB) / 4 = 3.2: B
   *   leads. Without Bo (or Gus) A 3.5 and B 3.2; without Ed 3.65 and 3.4; without Fay 3.8 and 3.6.
   *   opposite: Fay's ratings 6 − t against the others' cell means, A (8 + 2 tA) / 4, B (3 tB + 3)
   *   / 4: deviations from the means 2.3 and 3.7 give Σ dx·dy = −1.1, Σ dx² = 2.1, Σ dy² = 0.85.
   *   Ann's and Bo's correlations are positive (Σ dx·dy = 0.05 each); Ed's ratings do not vary.
   */
  it('splits the quality gap by question, finds no weight flip, and flags a straight line, a pivotal and an opposite evaluator', async () => {
    const answer = await robustness(f.events.flags);
    expect(answer).toMatchObject({ basis: 'quality', leaderId: f.vendors.a, priceWeightFlip: null });
    expect(answer.contributions).toHaveLength(1);
    expect(answer.contributions[0]).toMatchObject({ vendorId: f.vendors.b, pricePoints: 0, gap: expect.closeTo(0.2, 12) });
    answer.contributions[0].parts.forEach((part, i) => expect(part.points).toBeCloseTo([0.04, 0, 0.04, 0, 0.12][i], 12));
    expect(answer.weightFlips.map((flip) => [flip.factor, flip.vendorId])).toEqual(Array(5).fill([null, null]));
    expect(answer.evaluatorFlags).toEqual([
      { userId: f.users.ann, name: 'Ann', kind: 'pivotal', detail: f.vendors.b },
      { userId: f.users.ed, name: 'Ed', kind: 'straightLine', detail: 3 },
      { userId: f.users.fay, name: 'Fay', kind: 'opposite', detail: expect.closeTo(-1.1 / Math.sqrt(2.1 * 0.85), 12) },
    ]);
  });

  /*
   * Event Unanimous: with complete ratings a resample's gap is the mean over its draws of each
   * evaluator's own gap, Ann (2 + 2·2) / 3 = 2, Bo (0 + 2·3) / 3 = 2, Cy (2 + 2·3) / 3 = 8/3: A
   * always leads, by 2 + (2/9) × Cy's draws. Cy is drawn twice or more in 7/27 of the samples and
   * three times in 1/27, so the 95th percentile is 2 + 4/9 and the 5th 2.
   */
  it('gives a vendor every evaluator puts first a probability of 1', async () => {
    const answer = await robustness(f.events.unanimous);
    expect(answer.bootstrap.firstPlace).toEqual([
      { vendorId: f.vendors.a, probability: 1 },
      { vendorId: f.vendors.b, probability: 0 },
    ]);
    expect(answer.bootstrap.gapInterval![0]).toBeCloseTo(2, 12);
    expect(answer.bootstrap.gapInterval![1]).toBeCloseTo(22 / 9, 12);
  });

  /*
   * Event Even: A − B = 4 (a − b) / 3 with a draws of Ann and b of Bo, as likely either way, equal
   * counts sharing the sample: A and B near one half each. a − b is −3 or 3 in 1/27 of the samples
   * each, −2 or 2 in 3/27: the interval is −8/3 to 8/3.
   */
  it('gives two mirrored vendors about one half each, and the same answer for the same seed and samples', async () => {
    const answer = await robustness(f.events.even);
    expect(answer.leaderId).toBe(f.vendors.a);
    expect(Math.abs(chanceOf(answer, f.vendors.a) - 0.5)).toBeLessThan(0.05);
    expect(chanceOf(answer, f.vendors.a) + chanceOf(answer, f.vendors.b)).toBeCloseTo(1, 12);
    expect(answer.bootstrap.gapInterval![0]).toBeCloseTo(-8 / 3, 12);
    expect(answer.bootstrap.gapInterval![1]).toBeCloseTo(8 / 3, 12);

    const options = { seed: 7, samples: 500 };
    const once = await eventRobustness(t.db, f.events.even, options);
    expect(await eventRobustness(t.db, f.events.even, options)).toEqual(once);
    expect(await robustness(f.events.even, options)).toEqual(once);
    expect(once.bootstrap).toMatchObject(options);
    expect((await eventRobustness(t.db, f.events.even, { ...options, seed: 8 })).bootstrap.firstPlace).not.toEqual(once.bootstrap.firstPlace);
    // Leaving the query out asks for the defaults.
    expect(await robustness(f.events.even)).toEqual(await robustness(f.events.even, { seed: 1, samples: 2000 }));
  });

  it('has no leader and nothing else with fewer than two ranked vendors', async () => {
    const [{ id: eventId }] = await t.db('scoringEvents').insert({ name: 'Lone', status: 'Active' }).returning('id');
    const [{ id: questionId }] = await t.db('questions').insert({ eventId, text: 'Only', order: 1 }).returning('id');
    await t.db('scores').insert({ userId: f.users.ann, eventId, vendorId: f.vendors.a, questionId, score: 4 });
    expect(await robustness(eventId, { seed: 3, samples: 10 })).toEqual({
      eventId,
      basis: 'quality',
      leaderId: null,
      contributions: [],
      weightFlips: [],
      priceWeightFlip: null,
      bootstrap: { seed: 3, samples: 10, firstPlace: [], gapInterval: null },
      evaluatorFlags: [],
    });
  });
});

describe('refusals', () => {
  it.each([
    ['"samples" must be greater than or equal to 1', { samples: '0' }],
    ['"samples" must be less than or equal to 20000', { samples: '20001' }],
    ['"samples" must be an integer', { samples: '2.5' }],
    ['"samples" must be a number', { samples: 'many' }],
    ['"seed" must be greater than or equal to 0', { seed: '-1' }],
    ['"seed" must be less than or equal to 4294967295', { seed: '4294967296' }],
    ['"seed" must be a number', { seed: 'lucky' }],
  ])('answers 400 %s', async (message, query) => {
    const response = await admin({ method: 'GET', url: `${api.analysis.robustness.path({ eventId: f.events.sure })}?${new URLSearchParams(query)}` });
    expect(response.statusCode).toBe(400);
    expect(json(response)).toMatchObject({ message });
  });

  it('answers 404 for an unknown event, 403 to an evaluator and 401 to a visitor', async () => {
    expect((await admin(to(api.analysis.robustness, { eventId: 999999 }))).statusCode).toBe(404);
    const ann = await caller(t.server, 'ann');
    expect((await ann(to(api.analysis.robustness, { eventId: f.events.sure }))).statusCode).toBe(403);
    expect((await request(t.server, undefined, to(api.analysis.robustness, { eventId: f.events.sure }))).statusCode).toBe(401);
  });
});
