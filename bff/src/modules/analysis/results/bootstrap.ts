import type { RobustnessBootstrap } from '@vsp/contract';
import { SeededRandom } from '../../../lib/seeded-random';
import { rankKey } from './award-rules';
import type { Panel } from './panel';
import { cellValue, totalOf, type Standing } from './standing';

/*
 * How likely the leader leads with another panel like this one: the evaluators with a rating are
 * drawn with replacement, as many as there are (one drawn twice counts twice), and every cell mean
 * and total is figured again from the draw; the agreed scores, the prices and who is in the award
 * stay as they are. Counted over `samples` draws from a seeded generator, so the same seed and
 * samples give the same answer.
 *
 * A draw needs each drawn evaluator's ratings added up cell by cell: the cells that follow the
 * ratings (a vendor still in, on a weighted question without an agreed score) are laid out once as
 * a dense row per evaluator, which a draw adds up times the evaluator's count, the one step that
 * grows with the panel (evaluators × cells per sample).
 */

/**
 * A slot's sum packs the count of its ratings above the sum of them: a rating is at most 5, so the
 * sum stays below ONE_RATING while fewer than 3 million ratings are drawn, and the packed sum is an
 * exact integer of a float64 (below 2⁵³). One addition per evaluator and slot instead of two: the
 * step that takes the time.
 */
const ONE_RATING = 2 ** 24;

/** The 5th and 95th percentiles, between which 90 % of the samples' gaps fall. */
const INTERVAL = [0.05, 0.95] as const;

/** The q-quantile of sorted numbers, interpolated linearly between the two nearest (as PostgreSQL's percentile_cont). */
function quantile(sorted: Float64Array, q: number): number {
  const position = q * (sorted.length - 1);
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  return sorted[below] + (position - below) * (sorted[above] - sorted[below]);
}

/** Where a cell of a contender's weighted question gets its value from: its agreed score, else the ratings added up in its slot. */
interface CellSource {
  agreed: number | undefined;
  slot: number;
}

export function bootstrapOf(standing: Standing, panel: Panel, agreed: Map<number, number>, options: { seed: number; samples: number }): RobustnessBootstrap {
  const { scale, contenders, questions } = standing;
  const weights = questions.map((question) => question.weight);
  // The slots: the cells that follow the ratings, each with its cell.
  const slotCells: number[] = [];
  const sources: CellSource[][] = contenders.map((contender) =>
    questions.map((question) => {
      const cell = panel.cellOf(contender.vendorId, question.questionId);
      const value = agreed.get(cell);
      if (value !== undefined) return { agreed: value, slot: -1 };
      slotCells.push(cell);
      return { agreed: undefined, slot: slotCells.length - 1 };
    }),
  );
  const slots = slotCells.length;
  const slotOf = new Map(slotCells.map((cell, slot) => [cell, slot]));

  // The evaluators who rated anything, and their ratings of the slots, each packed with a count of
  // 1 (none: 0) so that one addition adds up both.
  const raters = panel.evaluators.filter((evaluator) => evaluator.cells.some((cell) => panel.isRated(cell)));
  const n = raters.length;
  const rows = new Float64Array(n * slots);
  raters.forEach((rater, r) =>
    rater.cells.forEach((cell, i) => {
      const slot = slotOf.get(cell);
      if (slot !== undefined) rows[r * slots + slot] = rater.scores[i] + ONE_RATING;
    }),
  );

  const random = new SeededRandom(options.seed);
  const counts = new Int32Array(n);
  const sums = new Float64Array(slots);
  const wins = new Float64Array(contenders.length);
  const gaps = new Float64Array(options.samples);
  for (let sample = 0; sample < options.samples; sample++) {
    counts.fill(0);
    for (let draw = 0; draw < n; draw++) counts[random.index(n)] += 1;
    sums.fill(0);
    for (let r = 0; r < n; r++) {
      const count = counts[r];
      if (count === 0) continue;
      for (let slot = 0, at = r * slots; slot < slots; slot++, at++) sums[slot] += count * rows[at];
    }
    const totals = contenders.map((contender, c) => {
      const values = sources[c].map(({ agreed: value, slot }) => {
        if (slot < 0) return cellValue(value, 0, 0);
        const ratings = Math.floor(sums[slot] / ONE_RATING);
        return cellValue(undefined, sums[slot] - ratings * ONE_RATING, ratings);
      });
      return totalOf(scale, values, weights, contender.pricePoints);
    });
    // The first of the sample, vendors of equal totals sharing it; the gap from the leader to the best other.
    const best = Math.max(...totals.map(rankKey));
    const first = totals.filter((total) => rankKey(total) === best).length;
    totals.forEach((total, c) => {
      if (rankKey(total) === best) wins[c] += 1 / first;
    });
    gaps[sample] = totals[0] - Math.max(...totals.slice(1));
  }
  gaps.sort();
  return {
    samples: options.samples,
    seed: options.seed,
    firstPlace: contenders.map((contender, c) => ({ vendorId: contender.vendorId, probability: wins[c] / options.samples })),
    gapInterval: [quantile(gaps, INTERVAL[0]), quantile(gaps, INTERVAL[1])],
  };
}
