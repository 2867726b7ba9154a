import type { GapContribution, PriceWeightFlip, WeightFlip } from '@vsp/contract';
import { qualityOf, type Contender, type Standing } from './standing';

/*
 * What decided the award and how far its weights can move (see docs/results.md, How sure). With the
 * weight of one question multiplied by f, a vendor's quality score is a ratio of two sums linear in
 * f, so the equation "another vendor's total = the leader's" is a quadratic in f once both sides
 * are multiplied by their denominators: solved exactly, not searched for on a grid. A total is
 * linear in the price weight, so that equation is linear.
 */

/** The largest factor a weight is tried with, and the price weights' range. */
const MAX_FACTOR = 100;
const PRICE_WEIGHT_RANGE = [0, 100] as const;

/** Each weighted question's share of a vendor's quality score: w_q · value_q / W, W the weight of the questions with a value. */
function shares(contender: Contender, weights: number[]): number[] {
  const weight = contender.values.reduce<number>((sum, value, i) => (value === null ? sum : sum + weights[i]), 0);
  return contender.values.map((value, i) => (value === null || weight === 0 ? 0 : (weights[i] * value) / weight));
}

/** The gap between the leader and each other vendor still in, question by question and in price points. */
export function contributionsOf({ scale, questions, contenders }: Standing): GapContribution[] {
  const [leader, ...others] = contenders;
  const weights = questions.map((question) => question.weight);
  const leaderShares = shares(leader, weights);
  return others.map((vendor) => {
    const vendorShares = shares(vendor, weights);
    return {
      vendorId: vendor.vendorId,
      parts: questions.map((question, i) => ({ questionId: question.questionId, points: scale * (leaderShares[i] - vendorShares[i]) })),
      pricePoints: leader.pricePoints - vendor.pricePoints,
      gap: leader.total - vendor.total,
    };
  });
}

/** A total as a function of a factor f: (n0 + n1·f) / (m0 + m1·f), defined where the denominator is above 0. */
interface Ratio {
  n0: number;
  n1: number;
  m0: number;
  m1: number;
}

/** A contender's total with the weight of question `j` multiplied by f. */
function totalAlong(contender: Contender, weights: number[], j: number, scale: number): Ratio {
  let otherValues = 0;
  let otherWeights = 0;
  contender.values.forEach((value, i) => {
    if (i === j || value === null) return;
    otherValues += weights[i] * value;
    otherWeights += weights[i];
  });
  const value = contender.values[j];
  const own = value === null ? 0 : weights[j] * value;
  const ownWeight = value === null ? 0 : weights[j];
  const price = contender.pricePoints;
  // Without any value the vendor has no quality score at any weight: as in the award, its price points alone.
  if (otherWeights === 0 && ownWeight === 0) return { n0: price, n1: 0, m0: 1, m1: 0 };
  return { n0: scale * otherValues + price * otherWeights, n1: scale * own + price * ownWeight, m0: otherWeights, m1: ownWeight };
}

/** The real roots of c2·x² + c1·x + c0, by the formula that loses no digits to cancellation; every x when all three are 0. */
function roots(c2: number, c1: number, c0: number): number[] | 'every' {
  if (c2 === 0 && c1 === 0) return c0 === 0 ? 'every' : [];
  if (c2 === 0) return [-c0 / c1];
  const discriminant = c1 * c1 - 4 * c2 * c0;
  if (discriminant < 0) return [];
  const q = -(c1 + Math.sign(c1 || 1) * Math.sqrt(discriminant)) / 2;
  return q === 0 ? [0] : [q / c2, c0 / q];
}

/** The factors in [0, MAX_FACTOR] at which two totals are equal and both defined; 1 stands for every factor when they are equal at all. */
function equalAt(leader: Ratio, vendor: Ratio): number[] {
  // leader.n(f) · vendor.m(f) − vendor.n(f) · leader.m(f) = 0, a quadratic in f.
  const c2 = leader.n1 * vendor.m1 - vendor.n1 * leader.m1;
  const c1 = leader.n0 * vendor.m1 + leader.n1 * vendor.m0 - vendor.n0 * leader.m1 - vendor.n1 * leader.m0;
  const c0 = leader.n0 * vendor.m0 - vendor.n0 * leader.m0;
  const found = roots(c2, c1, c0);
  const defined = (f: number) => f >= 0 && f <= MAX_FACTOR && leader.m0 + leader.m1 * f > 0 && vendor.m0 + vendor.m1 * f > 0;
  return (found === 'every' ? [1] : found).filter(defined);
}

/** Of the candidates, the one closest to `target`, the lower value first, then the earlier in the list. */
function closest<T extends { at: number }>(candidates: T[], target: number): T | undefined {
  return candidates.reduce<T | undefined>((best, candidate) => {
    if (!best) return candidate;
    const [distance, bestDistance] = [Math.abs(candidate.at - target), Math.abs(best.at - target)];
    return distance < bestDistance || (distance === bestDistance && candidate.at < best.at) ? candidate : best;
  }, undefined);
}

/** For each weighted question, the factor closest to 1 at which another vendor's total first equals the leader's. */
export function weightFlipsOf({ scale, questions, contenders }: Standing): WeightFlip[] {
  const [leader, ...others] = contenders;
  const weights = questions.map((question) => question.weight);
  return questions.map((question, j) => {
    const leaderTotal = totalAlong(leader, weights, j, scale);
    const candidates = others.flatMap((vendor) =>
      equalAt(leaderTotal, totalAlong(vendor, weights, j, scale)).map((at) => ({ at, vendorId: vendor.vendorId })),
    );
    const flip = closest(candidates, 1);
    return { questionId: question.questionId, factor: flip?.at ?? null, vendorId: flip?.vendorId ?? null };
  });
}

/** The price weight in [0, 100] closest to the event's at which another vendor's total first equals the leader's. */
export function priceWeightFlipOf({ priceWeight, questions, contenders }: Standing): PriceWeightFlip | null {
  const [leader, ...others] = contenders;
  const weights = questions.map((question) => question.weight);
  // total(p) = (100 − p) / 5 × quality + priceScore × p; a vendor without a quality score counts 0 for it.
  const line = (contender: Contender) => {
    const quality = qualityOf(contender.values, weights) ?? 0;
    return { at0: 20 * quality, slope: contender.priceScore - quality / 5 };
  };
  const lead = line(leader);
  const candidates = others.flatMap((vendor) => {
    const other = line(vendor);
    const [offset, slope] = [lead.at0 - other.at0, lead.slope - other.slope];
    const at = slope === 0 ? (offset === 0 ? priceWeight : NaN) : -offset / slope;
    return at >= PRICE_WEIGHT_RANGE[0] && at <= PRICE_WEIGHT_RANGE[1] ? [{ at, vendorId: vendor.vendorId }] : [];
  });
  const flip = closest(candidates, priceWeight);
  return flip ? { priceWeight: flip.at, vendorId: flip.vendorId } : null;
}
