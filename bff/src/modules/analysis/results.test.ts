import { api, type CellComment, type EventAgreement, type EventCells, type EventRanking } from '@vsp/contract';
import { intervalAlpha } from '../../../test/krippendorff';
import { createResultsFixture, type ResultsFixture } from '../../../test/results-fixture';
import { changeOf } from '../../lib/change-feed';
import { adminCaller, caller, json, nextChange, request, startTestServer, to, type Caller, type TestServer } from '../../../test/server';

let t: TestServer;
let admin: Caller;
let f: ResultsFixture;

beforeAll(async () => {
  t = await startTestServer();
  admin = await adminCaller(t.server);
  f = await createResultsFixture(t.db);
});
afterAll(() => t.close());

const get = async <T>(options: { method: string; url: string }) => {
  const response = await admin(options);
  expect(response.statusCode).toBe(200);
  return json<T>(response);
};

/** Floating-point figures compared to 12 decimals; the rest exactly. */
const close = (value: number) => expect.closeTo(value, 12);

/*
 * Event R counts Ann, Ben, Cat, Dan and Eve (5 users with access: Lou is locked out, the system
 * account never counts) on Q1 and Q2 (Q3 is inactive): 10 answers per vendor at most.
 *
 * Each evaluator's ratings in R (No Votes and everything that does not count left out):
 *   Ann 5 4 3 4 4 3: n 6, Σ 23, Σx² 91, mean 23/6, variance (6·91 − 23²)/(6·5) = 17/30
 *   Ben 4 4 3 2 1:   n 5, Σ 14, Σx² 46, mean 14/5, variance (5·46 − 14²)/(5·4) = 34/20
 *   Cat 5 2 3:       n 3, Σ 10, Σx² 38, mean 10/3, variance (3·38 − 10²)/(3·2) = 14/6
 *   Dan 2:           n 1, mean 2, no z-scores (one rating)
 */
const z = {
  ann: (x: number) => (x - 23 / 6) / Math.sqrt(17 / 30),
  ben: (x: number) => (x - 14 / 5) / Math.sqrt(34 / 20),
  cat: (x: number) => (x - 10 / 3) / Math.sqrt(14 / 6),
};
const mean = (...values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
/** The weighted mean over Q1 (weight 2) and Q2 (weight 1). */
const weighted = (q1: number, q2: number) => (2 * q1 + q2) / 3;

describe('ranking', () => {
  it('ranks by weighted score with shared ranks (1, 2, 2, 4), lists the unrated vendor last, and normalises per evaluator', async () => {
    const { v1, v2, v3, v4, v5 } = f.vendors;
    const ranking = await get<EventRanking>(to(api.analysis.ranking, { eventId: f.events.r }));
    expect(ranking).toEqual({
      eventId: f.events.r,
      vendors: [
        {
          vendorId: v1,
          name: 'Vendor 1',
          rank: 1,
          // Q1 5 4 5: mean 14/3; Q2 4 4 (Cat's No Vote is not a rating): mean 4 → (2·14/3 + 4) / 3 = 40/9.
          weightedScore: close(40 / 9),
          meanScore: close(22 / 5),
          median: 4, // 4 4 4 5 5
          responses: 6,
          noVotes: 1,
          coverage: 0.6,
          normalisedScore: close(weighted(mean(z.ann(5), z.ben(4), z.cat(5)), mean(z.ann(4), z.ben(4)))),
          normalisedRank: 1,
          // Nothing agreed: the consensus score is the weighted score.
          consensusScore: close(40 / 9),
          consensusRank: 1,
        },
        {
          vendorId: v2,
          name: 'Vendor 2',
          rank: 2,
          // Q1 3 3, Q2 4 2: both means 3.
          weightedScore: close(3),
          meanScore: close(3),
          median: 3, // 2 3 3 4
          responses: 4,
          noVotes: 0,
          coverage: 0.4,
          // (2·(−0.477) − 0.196) / 3 = −0.383
          normalisedScore: close(weighted(mean(z.ann(3), z.ben(3)), mean(z.ann(4), z.ben(2)))),
          normalisedRank: 2,
          consensusScore: close(3),
          consensusRank: 2,
        },
        {
          vendorId: v3,
          name: 'Vendor 3',
          rank: 2,
          // Q1 4 2, Q2 3 3: both means 3, the same weighted score as Vendor 2, so the same rank.
          weightedScore: close(3),
          meanScore: close(3),
          median: 3,
          responses: 4,
          noVotes: 0,
          coverage: 0.4,
          // (2·(−0.326) − 0.663) / 3 = −0.438: Cat's 2 is low for Cat, so normalised the tie breaks.
          normalisedScore: close(weighted(mean(z.ann(4), z.cat(2)), mean(z.ann(3), z.cat(3)))),
          normalisedRank: 3,
          consensusScore: close(3),
          consensusRank: 2,
        },
        {
          vendorId: v4,
          name: 'Vendor 4',
          rank: 4,
          // Q1 1 2: mean 1.5; Q2 has only No Votes, so no mean: the weights renormalise over Q1 alone.
          weightedScore: close(1.5),
          meanScore: close(1.5),
          median: 1.5,
          responses: 4,
          noVotes: 2,
          coverage: 0.4,
          // Dan's single rating has no z-score: Ben's 1 alone, (1 − 2.8) / √1.7.
          normalisedScore: close(z.ben(1)),
          normalisedRank: 4,
          consensusScore: close(1.5),
          consensusRank: 4,
        },
        {
          // Scored only by Lou (locked out) and the system account: listed, without figures.
          vendorId: v5,
          name: 'Vendor 5',
          rank: null,
          weightedScore: null,
          meanScore: null,
          median: null,
          responses: 0,
          noVotes: 0,
          coverage: 0,
          normalisedScore: null,
          normalisedRank: null,
          consensusScore: null,
          consensusRank: null,
        },
      ],
    });
  });

  it('lists every active vendor without scores for an event without questions', async () => {
    const ranking = await get<EventRanking>(to(api.analysis.ranking, { eventId: f.events.x }));
    expect(ranking.vendors.map((v) => [v.name, v.rank, v.weightedScore, v.responses, v.coverage])).toEqual(
      ['Vendor 1', 'Vendor 2', 'Vendor 3', 'Vendor 4', 'Vendor 5'].map((name) => [name, null, null, 0, 0]),
    );
  });
});

describe('cells', () => {
  const histogram = (counts: number[]) => Object.fromEntries(counts.map((count, score) => [String(score), count]));

  it('gives every statistic of each cell with a response, flagging spreads of at least the threshold', async () => {
    const { v1, v2, v3, v4 } = f.vendors;
    const { q1, q2 } = f.questions;
    /** A cell's figures: counts, then mean, median, sd, min, max, then the histogram and the flag. */
    const cell = (
      [vendorId, questionId]: [number, number],
      [ratings, noVotes]: [number, number],
      [mean, median, sd, min, max]: unknown[],
      counts: number[],
      flagged: boolean,
    ) => ({ vendorId, questionId, ratings, noVotes, mean, median, sd, min, max, histogram: histogram(counts), flagged });
    const { cells, eventId } = await get<EventCells>(to(api.analysis.cells, { eventId: f.events.r }));
    expect(eventId).toBe(f.events.r);
    expect(cells).toEqual([
      // 5 4 5 (Lou's and the system account's 1 left out): n·Σx² − (Σx)² = 3·66 − 14² = 2, sd = √(2/6); spread 1 < 2.
      cell([v1, q1], [3, 0], [close(14 / 3), 5, close(Math.sqrt(1 / 3)), 4, 5], [0, 0, 0, 0, 1, 2], false),
      cell([v1, q2], [2, 1], [4, 4, 0, 4, 4], [1, 0, 0, 0, 2, 0], false),
      cell([v2, q1], [2, 0], [3, 3, 0, 3, 3], [0, 0, 0, 2, 0, 0], false),
      // 4 2: sd √((2·20 − 6²) / 2) = √2; 4 − 2 = 2 reaches the threshold.
      cell([v2, q2], [2, 0], [3, 3, close(Math.SQRT2), 2, 4], [0, 0, 1, 0, 1, 0], true),
      cell([v3, q1], [2, 0], [3, 3, close(Math.SQRT2), 2, 4], [0, 0, 1, 0, 1, 0], true),
      cell([v3, q2], [2, 0], [3, 3, 0, 3, 3], [0, 0, 0, 2, 0, 0], false),
      // 1 2: the median of an even count is the mean of the two middle ratings.
      cell([v4, q1], [2, 0], [1.5, 1.5, close(Math.sqrt(0.5)), 1, 2], [0, 1, 1, 0, 0, 0], false),
      // Two No Votes: responses, but no rating, so no statistic.
      cell([v4, q2], [0, 2], [null, null, null, null, null], [2, 0, 0, 0, 0, 0], false),
    ]);
  });

  it('flags by the event threshold; a single rating has no sd', async () => {
    // Written here directly, so the change reaches the server's results cache as another process's would: notified.
    const setThreshold = async (eventId: number, disagreementThreshold: number) => {
      const heard = nextChange(t.server, changeOf.events);
      await t.db('scoringEvents').where({ id: eventId }).update({ disagreementThreshold });
      await heard;
    };
    await setThreshold(f.events.r, 3);
    try {
      const { cells } = await get<EventCells>(to(api.analysis.cells, { eventId: f.events.r }));
      expect(cells.filter((cell) => cell.flagged)).toEqual([]);
    } finally {
      await setThreshold(f.events.r, 2);
    }
    await setThreshold(f.events.n, 1);
    const { cells } = await get<EventCells>(to(api.analysis.cells, { eventId: f.events.n }));
    expect(cells.map(({ ratings, sd, min, max, flagged }) => ({ ratings, sd, min, max, flagged }))).toEqual([
      { ratings: 1, sd: null, min: 4, max: 4, flagged: false },
      { ratings: 2, sd: 0, min: 3, max: 3, flagged: false },
      { ratings: 1, sd: null, min: 2, max: 2, flagged: false },
      { ratings: 0, sd: null, min: null, max: null, flagged: false },
    ]);
  });
});

describe('agreement', () => {
  it("gives Krippendorff's alpha per question and for the event, and each evaluator's mean and leniency", async () => {
    const agreement = await get<EventAgreement>(to(api.analysis.agreement, { eventId: f.events.r }));
    /*
     * Units with 2 ratings or more, as (m, Σx, Σx², (m·Σx² − (Σx)²)/(m − 1)):
     *   Q1: V1 5 4 5 (3, 14, 66, 1), V2 3 3 (2, 6, 18, 0), V3 4 2 (2, 6, 20, 4), V4 1 2 (2, 3, 5, 1)
     *   Q2: V1 4 4 (2, 8, 32, 0), V2 4 2 (2, 6, 20, 4), V3 3 3 (2, 6, 18, 0)
     * alpha = 1 − (n − 1)·Σ within / (n·Σx² − (Σx)²):
     *   Q1: n 9, Σx 29, Σx² 109: 1 − 8·6 / (9·109 − 29²) = 1 − 48/140 = 23/35
     *   Q2: n 6, Σx 20, Σx² 70:  1 − 5·4 / (6·70 − 20²)  = 1 − 20/20 = 0
     *   R:  n 15, Σx 49, Σx² 179: 1 − 14·10 / (15·179 − 49²) = 1 − 140/284 = 36/71
     */
    expect(agreement).toEqual({
      eventId: f.events.r,
      alpha: close(36 / 71),
      questions: [
        { questionId: f.questions.q1, alpha: close(23 / 35) },
        { questionId: f.questions.q2, alpha: close(0) },
      ],
      /*
       * Cell means: V1 14/3 and 4, V2 3 and 3, V3 3 and 3, V4 1.5. Leniency = Σ (rating − cell mean) / n:
       *   Ann (5 − 14/3) + 0 + 0 + (4 − 3) + (4 − 3) + 0 = 7/3 over 6 = 7/18
       *   Ben (4 − 14/3) + 0 + 0 + (2 − 3) + (1 − 1.5) = −13/6 over 5 = −13/30
       *   Cat (5 − 14/3) + (2 − 3) + 0 = −2/3 over 3 = −2/9
       *   Dan (2 − 1.5) = 1/2 over 1
       * Eve has no rating; Lou and the system account do not count.
       */
      evaluators: [
        { userId: f.users.ann, name: 'Ann', ratings: 6, mean: close(23 / 6), leniency: close(7 / 18) },
        { userId: f.users.ben, name: 'Ben', ratings: 5, mean: close(14 / 5), leniency: close(-13 / 30) },
        { userId: f.users.cat, name: 'Cat', ratings: 3, mean: close(10 / 3), leniency: close(-2 / 9) },
        { userId: f.users.dan, name: 'Dan', ratings: 1, mean: 2, leniency: close(0.5) },
      ],
    });
  });

  it("matches Krippendorff's worked example (interval alpha 0.849) and the coincidence-matrix computation", async () => {
    const agreement = await get<EventAgreement>(to(api.analysis.agreement, { eventId: f.events.k }));
    // The units of the example, each with the values of the coders who rated it.
    const units = [
      [1, 1, 1], [2, 2, 3, 2], [3, 3, 3, 3], [3, 3, 3, 3],
      [2, 2, 2, 2], [1, 2, 3, 4], [4, 4, 4, 4], [1, 1, 2, 1],
      [2, 2, 2, 2], [5, 5, 5], [1, 1], [3],
    ];
    expect(agreement.alpha).toBeCloseTo(0.849, 3);
    expect(agreement.alpha).toBeCloseTo(intervalAlpha(units)!, 12);
    // K1 holds units 1, 5 and 9 (V1..V3): 1 1 1 | 2 2 2 2 | 2 2 2 2, each unit in full agreement.
    expect(agreement.questions[0].alpha).toBeCloseTo(1, 12);
    expect(agreement.questions.map((q) => q.alpha)).toEqual(
      [0, 1, 2, 3].map((k) => expect.closeTo(intervalAlpha([units[k], units[k + 4], units[k + 8]])!, 12)),
    );
  });

  it('is null when nothing is pairable or when every rating is equal', async () => {
    // N1: one rating per vendor, nothing pairable. N2: 3 and 3 on one vendor, no expected disagreement. The event: only those equal ratings pair.
    const agreement = await get<EventAgreement>(to(api.analysis.agreement, { eventId: f.events.n }));
    expect(agreement.alpha).toBeNull();
    expect(agreement.questions).toEqual([
      { questionId: f.questions.n1, alpha: null },
      { questionId: f.questions.n2, alpha: null },
    ]);
    const empty = await get<EventAgreement>(to(api.analysis.agreement, { eventId: f.events.x }));
    expect(empty).toEqual({ eventId: f.events.x, alpha: null, questions: [], evaluators: [] });
  });
});

describe('cell comments', () => {
  it('lists every score of users with access in the cell, No Votes included, by name', async () => {
    const { r } = f.events;
    const comments = await get<CellComment[]>(to(api.analysis.cellComments, { eventId: r, vendorId: f.vendors.v1, questionId: f.questions.q2 }));
    expect(comments).toEqual([
      { userId: f.users.ann, name: 'Ann', score: 4, comments: `4 from ${f.users.ann}`, followupQuestions: null, updatedAt: expect.any(String) },
      { userId: f.users.ben, name: 'Ben', score: 4, comments: `4 from ${f.users.ben}`, followupQuestions: null, updatedAt: expect.any(String) },
      { userId: f.users.cat, name: 'Cat', score: 0, comments: `0 from ${f.users.cat}`, followupQuestions: null, updatedAt: expect.any(String) },
    ]);
    expect(new Date(comments[0].updatedAt).toISOString()).toBe(comments[0].updatedAt);
    // Lou (locked out) and the system account scored V1 Q1 too.
    const q1 = await get<CellComment[]>(to(api.analysis.cellComments, { eventId: r, vendorId: f.vendors.v1, questionId: f.questions.q1 }));
    expect(q1.map((c) => c.name)).toEqual(['Ann', 'Ben', 'Cat']);
  });

  it('answers 404 for an unknown event or vendor, or a question of another event', async () => {
    const { r, k } = f.events;
    const { v1 } = f.vendors;
    const { q1 } = f.questions;
    for (const [params, message] of [
      [{ eventId: 999999, vendorId: v1, questionId: q1 }, 'Event not found'],
      [{ eventId: r, vendorId: 999999, questionId: q1 }, 'Vendor not found'],
      [{ eventId: k, vendorId: v1, questionId: q1 }, 'Question not found'],
    ] as const) {
      const response = await admin(to(api.analysis.cellComments, params));
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ message });
    }
  });
});

describe('access and input', () => {
  const results = (eventId: number | string) => [
    to(api.analysis.ranking, { eventId }),
    to(api.analysis.cells, { eventId }),
    to(api.analysis.agreement, { eventId }),
    to(api.analysis.cellComments, { eventId, vendorId: f.vendors.v1, questionId: f.questions.q1 }),
  ];

  it('answers 401 signed out and 403 to an evaluator', async () => {
    const ben = await caller(t.server, 'ben');
    for (const call of results(f.events.r)) {
      expect((await request(t.server, undefined, call)).statusCode).toBe(401);
      expect((await ben(call)).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown event and 400 naming a malformed id', async () => {
    for (const call of results(999999)) {
      const response = await admin(call);
      expect(response.statusCode).toBe(404);
      expect(json(response)).toMatchObject({ message: 'Event not found' });
    }
    for (const call of results('abc')) {
      const response = await admin(call);
      expect(response.statusCode).toBe(400);
      expect(json(response)).toMatchObject({ message: '"eventId" must be a number' });
    }
  });
});
