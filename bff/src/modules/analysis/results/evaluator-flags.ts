import type { EvaluatorFlag } from '@vsp/contract';
import { withoutEvaluator, type CellSums, type EvaluatorAnswers, type Panel } from './panel';

/*
 * Patterns in one evaluator's ratings that are worth a second look; a flag accuses no one (a
 * straight line can be honest, a lone dissent right). Over the evaluator's counted ratings of the
 * scale questions in the event (a Pass or a Fail is no rating):
 * - straightLine: at least MIN_RATINGS ratings, all the same;
 * - pivotal: without their scores, every figure of the award figured again, another vendor leads;
 * - opposite: at least MIN_RATINGS rated cells that someone else rated too, whose ratings
 *   correlate negatively (Pearson's r < 0) with those cells' means over the other evaluators.
 */

/** The fewest ratings a straight line or an opposite pattern is read from: fewer say little. */
const MIN_RATINGS = 5;

/** Pearson's correlation of two equally long lists; null when either does not vary. */
function pearson(xs: number[], ys: number[]): number | null {
  const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;
  const [mx, my] = [mean(xs), mean(ys)];
  let products = 0;
  let xSquares = 0;
  let ySquares = 0;
  xs.forEach((x, i) => {
    products += (x - mx) * (ys[i] - my);
    xSquares += (x - mx) ** 2;
    ySquares += (ys[i] - my) ** 2;
  });
  return xSquares > 0 && ySquares > 0 ? products / Math.sqrt(xSquares * ySquares) : null;
}

/** The one rating an evaluator gave every cell they rated, when they rated at least MIN_RATINGS; else null. */
function straightLine(ratings: number[]): number | null {
  return ratings.length >= MIN_RATINGS && ratings.every((rating) => rating === ratings[0]) ? ratings[0] : null;
}

/** r of an evaluator's ratings with the other evaluators' means of the same cells, over at least MIN_RATINGS such cells; else null. */
function opposition(ratings: EvaluatorAnswers, sums: CellSums): number | null {
  const own: number[] = [];
  const others: number[] = [];
  ratings.cells.forEach((cell, i) => {
    const rating = ratings.scores[i];
    const otherRatings = sums.ratings[cell] - 1;
    if (otherRatings === 0) return;
    own.push(rating);
    others.push((sums.ratingSum[cell] - rating) / otherRatings);
  });
  return own.length >= MIN_RATINGS ? pearson(own, others) : null;
}

/**
 * Every flag of the panel's evaluators, evaluator by evaluator (by name), straightLine, pivotal and
 * opposite in turn. `leaderWithout` gives the vendor who would lead with the sums less one evaluator's answers.
 */
export function evaluatorFlagsOf(panel: Panel, sums: CellSums, leaderId: number, leaderWithout: (sums: CellSums) => number | null): EvaluatorFlag[] {
  return panel.evaluators.flatMap((evaluator) => {
    const flag = (kind: EvaluatorFlag['kind'], detail: number | null): EvaluatorFlag => ({ userId: evaluator.userId, name: evaluator.name, kind, detail });
    // Their ratings: the answers on the scale questions.
    const rated = evaluator.cells.flatMap((cell, i) => (panel.isRated(cell) ? [i] : []));
    const ratings = { ...evaluator, cells: rated.map((i) => evaluator.cells[i]), scores: rated.map((i) => evaluator.scores[i]) };
    const flags: EvaluatorFlag[] = [];
    const line = straightLine(ratings.scores);
    if (line !== null) flags.push(flag('straightLine', line));
    const without = withoutEvaluator(sums, evaluator, leaderWithout);
    if (without !== leaderId) flags.push(flag('pivotal', without));
    const r = opposition(ratings, sums);
    if (r !== null && r < 0) flags.push(flag('opposite', r));
    return flags;
  });
}
