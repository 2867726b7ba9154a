import {
  NO_VOTE,
  SYSTEM_USER_ID,
  type CellStatistics,
  type EvaluatorCalibration,
  type EventAgreement,
  type EventCells,
  type EventRanking,
  type RankedVendor,
} from '@vsp/contract';
import type { Knex } from 'knex';
import { intervalAlpha } from './krippendorff';

/*
 * An event's results (ranking, cells, agreement) computed the plainest way, from every row, in
 * TypeScript: an independent statement of the rules of docs/results.md, which the SQL must match
 * to 1e-9. Every list is a filter over all the rows, every figure a loop over a list of ratings.
 * For the small worlds of the tests only.
 */

interface Vendor {
  id: number;
  name: string;
  order: number;
  isActive: boolean;
}
interface Question {
  id: number;
  weight: number;
  kind: string;
  order: number;
  isActive: boolean;
}
interface Score {
  userId: number;
  vendorId: number;
  questionId: number;
  score: number;
}

interface EventWorld {
  eventId: number;
  threshold: number;
  users: { id: number; name: string }[];
  locked: Set<number>;
  vendors: Vendor[];
  questions: Question[];
  /** Each user's newest declaration in the event: the vendors it names. */
  conflicts: Map<number, number[]>;
  agreed: { vendorId: number; questionId: number; score: number }[];
  scores: Score[];
}

const inGridOrder = <T extends { id: number; order: number }>(rows: T[]) => [...rows].sort((a, b) => a.order - b.order || a.id - b.id);

async function load(db: Knex, eventId: number): Promise<EventWorld | undefined> {
  const event = await db('scoringEvents').first('id', 'disagreementThreshold').where({ id: eventId });
  if (!event) return undefined;
  const [users, locked, vendors, questions, declarations, agreed, scores] = await Promise.all([
    db('users').select('id', 'name'),
    db('userEventPermissions').select('userId').where({ eventId, hasAccess: false }),
    db('vendors').select('id', 'name', 'order', 'isActive'),
    db('questions').select('id', 'weight', 'kind', 'order', 'isActive').where({ eventId }),
    db('declarations').select('id', 'userId', 'conflicts').where({ eventId }),
    db('consensusScores').select('vendorId', 'questionId', 'score').where({ eventId }),
    db('scores').select('userId', 'vendorId', 'questionId', 'score').where({ eventId }),
  ]);
  const newest = new Map<number, { id: number; conflicts: number[] }>();
  for (const declaration of declarations as { id: number; userId: number; conflicts: number[] }[]) {
    const latest = newest.get(declaration.userId);
    if (!latest || latest.id < declaration.id) newest.set(declaration.userId, declaration);
  }
  return {
    eventId,
    threshold: event.disagreementThreshold,
    users,
    locked: new Set(locked.map((row: { userId: number }) => row.userId)),
    vendors: inGridOrder(vendors),
    questions: inGridOrder(questions.map((question: Question) => ({ ...question, weight: Number(question.weight) }))),
    conflicts: new Map([...newest].map(([userId, declaration]) => [userId, declaration.conflicts])),
    agreed,
    scores,
  };
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
const meanOf = (values: number[]) => (values.length > 0 ? sum(values) / values.length : null);

function medianOf(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

function sampleSd(values: number[]): number | null {
  if (values.length < 2) return null;
  const mean = sum(values) / values.length;
  return Math.sqrt(sum(values.map((value) => (value - mean) ** 2)) / (values.length - 1));
}

/** Σ weight × value / Σ weight over the entries with a value; null without any. */
function weighted(entries: { weight: number; value: number | null }[]): number | null {
  const valued = entries.filter((entry): entry is { weight: number; value: number } => entry.value !== null);
  return valued.length > 0 ? sum(valued.map((entry) => entry.weight * entry.value)) / sum(valued.map((entry) => entry.weight)) : null;
}

/** 1 + how many scores are higher, scores equal to ten decimals sharing a rank; null without a score. */
function ranks(scores: (number | null)[]): (number | null)[] {
  const rounded = scores.map((score) => (score === null ? null : Math.round(score * 1e10)));
  return rounded.map((score) => (score === null ? null : 1 + rounded.filter((other) => other !== null && other > score).length));
}

/** The rules of what counts, over a loaded event. */
function counting(world: EventWorld) {
  const withAccess = world.users.filter((user) => user.id !== SYSTEM_USER_ID && !world.locked.has(user.id));
  const hasAccess = new Set(withAccess.map((user) => user.id));
  const vendors = world.vendors.filter((vendor) => vendor.isActive);
  const questions = world.questions.filter((question) => question.isActive);
  const declared = (userId: number, vendorId: number) => hasAccess.has(userId) && (world.conflicts.get(userId) ?? []).includes(vendorId);
  const counted = world.scores.filter(
    (s) =>
      hasAccess.has(s.userId) &&
      vendors.some((vendor) => vendor.id === s.vendorId) &&
      questions.some((question) => question.id === s.questionId) &&
      !declared(s.userId, s.vendorId),
  );
  const ratingsOf = (scores: Score[]) => scores.filter((s) => s.score !== NO_VOTE).map((s) => s.score);
  const cellScores = (vendorId: number, questionId: number) => counted.filter((s) => s.vendorId === vendorId && s.questionId === questionId);
  // Pass/fail questions carry no weight: every figure but the cells' and the answer counts leaves them out.
  const scaleQuestions = questions.filter((question) => question.kind === 'scale');
  const onScale = (s: Score) => scaleQuestions.some((question) => question.id === s.questionId);
  return { withAccess, vendors, questions, scaleQuestions, onScale, declared, counted, ratingsOf, cellScores };
}

/** The cells, from every score. */
export async function recountedCells(db: Knex, eventId: number): Promise<EventCells | undefined> {
  const world = await load(db, eventId);
  if (!world) return undefined;
  const { vendors, questions, cellScores, ratingsOf } = counting(world);
  const cells = vendors.flatMap((vendor) =>
    questions.flatMap((question): CellStatistics[] => {
      const scores = cellScores(vendor.id, question.id);
      if (scores.length === 0) return [];
      const ratings = ratingsOf(scores);
      const min = ratings.length > 0 ? Math.min(...ratings) : null;
      const max = ratings.length > 0 ? Math.max(...ratings) : null;
      const count = (value: number) => scores.filter((s) => s.score === value).length;
      return [
        {
          vendorId: vendor.id,
          questionId: question.id,
          ratings: ratings.length,
          noVotes: scores.length - ratings.length,
          mean: meanOf(ratings),
          median: medianOf(ratings),
          sd: sampleSd(ratings),
          min,
          max,
          histogram: { '0': count(0), '1': count(1), '2': count(2), '3': count(3), '4': count(4), '5': count(5) },
          flagged: ratings.length >= 2 && max! - min! >= world.threshold,
        },
      ];
    }),
  );
  return { eventId, cells };
}

/** The ranking, from every score. */
export async function recountedRanking(db: Knex, eventId: number): Promise<EventRanking | undefined> {
  const world = await load(db, eventId);
  if (!world) return undefined;
  const { withAccess, vendors, questions, scaleQuestions, onScale, declared, counted, ratingsOf, cellScores } = counting(world);
  // Each evaluator's z-score of a rating: (rating − their mean) / their sample sd, for those with a non-zero sd.
  const zScore = new Map<number, (rating: number) => number>();
  for (const user of withAccess) {
    const ratings = ratingsOf(counted.filter((s) => s.userId === user.id && onScale(s)));
    const sd = sampleSd(ratings);
    if (sd !== null && sd > 0) zScore.set(user.id, (rating) => (rating - meanOf(ratings)!) / sd);
  }
  const figures = vendors.map((vendor) => {
    const scores = counted.filter((s) => s.vendorId === vendor.id);
    const ratings = ratingsOf(scores.filter(onScale));
    const cells = scaleQuestions.map((question) => {
      const rated = cellScores(vendor.id, question.id).filter((s) => s.score !== NO_VOTE);
      const mean = meanOf(rated.map((s) => s.score));
      const agreed = world.agreed.find((k) => k.vendorId === vendor.id && k.questionId === question.id);
      return {
        weight: question.weight,
        mean,
        zMean: meanOf(rated.filter((s) => zScore.has(s.userId)).map((s) => zScore.get(s.userId)!(s.score))),
        consensus: agreed ? (agreed.score === NO_VOTE ? null : agreed.score) : mean,
      };
    });
    const expected = withAccess.filter((user) => !declared(user.id, vendor.id)).length * questions.length;
    return {
      vendor,
      weightedScore: weighted(cells.map((cell) => ({ weight: cell.weight, value: cell.mean }))),
      meanScore: meanOf(ratings),
      median: medianOf(ratings),
      responses: scores.length,
      noVotes: scores.filter((s) => s.score === NO_VOTE).length,
      coverage: expected > 0 ? scores.length / expected : 0,
      normalisedScore: weighted(cells.map((cell) => ({ weight: cell.weight, value: cell.zMean }))),
      consensusScore: weighted(cells.map((cell) => ({ weight: cell.weight, value: cell.consensus }))),
    };
  });
  const rank = ranks(figures.map((f) => f.weightedScore));
  const normalisedRank = ranks(figures.map((f) => f.normalisedScore));
  const consensusRank = ranks(figures.map((f) => f.consensusScore));
  const ranked = figures.map(
    ({ vendor, ...f }, i): RankedVendor => ({
      vendorId: vendor.id,
      name: vendor.name,
      rank: rank[i],
      weightedScore: f.weightedScore,
      meanScore: f.meanScore,
      median: f.median,
      responses: f.responses,
      noVotes: f.noVotes,
      coverage: f.coverage,
      normalisedScore: f.normalisedScore,
      normalisedRank: normalisedRank[i],
      consensusScore: f.consensusScore,
      consensusRank: consensusRank[i],
    }),
  );
  // By rank, the vendors without one last; then in grid order, as `figures` is.
  const byRank = ranked.map((vendor, index) => ({ vendor, index })).sort((a, b) => (a.vendor.rank ?? Infinity) - (b.vendor.rank ?? Infinity) || a.index - b.index);
  return { eventId, vendors: byRank.map(({ vendor }) => vendor) };
}

/** The agreement, from every score. */
export async function recountedAgreement(db: Knex, eventId: number): Promise<EventAgreement | undefined> {
  const world = await load(db, eventId);
  if (!world) return undefined;
  const { withAccess, vendors, scaleQuestions: questions, onScale, counted, ratingsOf, cellScores } = counting(world);
  const unitsOf = (question: Question) => vendors.map((vendor) => ratingsOf(cellScores(vendor.id, question.id)));
  const cellMean = (vendorId: number, questionId: number) => meanOf(ratingsOf(cellScores(vendorId, questionId)))!;
  const evaluators = withAccess
    .map((user): EvaluatorCalibration | undefined => {
      const rated = counted.filter((s) => s.userId === user.id && s.score !== NO_VOTE && onScale(s));
      if (rated.length === 0) return undefined;
      return {
        userId: user.id,
        name: user.name,
        ratings: rated.length,
        mean: meanOf(rated.map((s) => s.score))!,
        leniency: meanOf(rated.map((s) => s.score - cellMean(s.vendorId, s.questionId)))!,
      };
    })
    .filter((evaluator) => evaluator !== undefined)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.userId - b.userId));
  return {
    eventId,
    alpha: intervalAlpha(questions.flatMap(unitsOf)),
    questions: questions.map((question) => ({ questionId: question.id, alpha: intervalAlpha(unitsOf(question)) })),
    evaluators,
  };
}

/** `expected` with every number made a matcher within 1e-9 of it, for `toEqual`. */
export function toWithin<T>(expected: T): T {
  if (typeof expected === 'number') return expect.closeTo(expected, 9) as T;
  if (Array.isArray(expected)) return expected.map(toWithin) as T;
  if (expected !== null && typeof expected === 'object') return Object.fromEntries(Object.entries(expected).map(([key, value]) => [key, toWithin(value)])) as T;
  return expected;
}
