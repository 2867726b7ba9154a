import { NO_VOTE, type AwardVendor, type RobustnessBasis } from '@vsp/contract';
import { rankKey, type AwardInputs } from './award-rules';
import type { CellSums, Panel } from './panel';

/*
 * Where the vendors still in stand, in the terms the robustness figures vary: a vendor's total is
 * scale × quality + price points, its quality Σ w_q · value_q / Σ w_q over the weighted questions
 * with a value, the value being the panel's agreed score (none for an agreed No Vote), else the
 * cell's mean (none without a rating): the consensus score, as the ranking computes it. The award
 * gives the scale (100 − price weight) / 5 and the price points; the quality basis, with no price
 * weight, ranks by the quality score alone (scale 1, no price points).
 */

export interface Contender {
  vendorId: number;
  /** The total the basis ranks by, as the award reports it. */
  total: number;
  /** Per weighted question of the standing: the value the quality score counts; null without one. */
  values: (number | null)[];
  /** The award's price score and points; 0 for the quality basis and for a vendor kept in without a price. */
  priceScore: number;
  pricePoints: number;
}

export interface Standing {
  basis: RobustnessBasis;
  priceWeight: number;
  /** Points of the total per point of quality score. */
  scale: number;
  /** The weighted (scale) questions in grid order. */
  questions: { questionId: number; weight: number }[];
  /** The vendors still in, by the basis's order: the leader first. */
  contenders: Contender[];
}

/** `award` when price carries points, else `quality`. */
export function basisOf(priceWeight: number): RobustnessBasis {
  return priceWeight > 0 ? 'award' : 'quality';
}

/** Quality points per point of quality score. */
function scaleOf(basis: RobustnessBasis, priceWeight: number): number {
  return basis === 'award' ? (100 - priceWeight) / 5 : 1;
}

/** The total a vendor's figures in the award give it on the basis; null for a vendor out of it. */
function basisTotal(vendor: AwardVendor, basis: RobustnessBasis): number | null {
  if (vendor.excluded) return null;
  return basis === 'award' ? vendor.totalPoints : vendor.qualityScore;
}

/** The award's vendors still in with a total on the basis, highest first, the lower vendor id first among equal totals. */
export function rankedOn(vendors: AwardVendor[], basis: RobustnessBasis): { vendor: AwardVendor; total: number }[] {
  return vendors
    .flatMap((vendor) => {
      const total = basisTotal(vendor, basis);
      return total === null ? [] : [{ vendor, total }];
    })
    .sort((a, b) => rankKey(b.total) - rankKey(a.total) || a.vendor.vendorId - b.vendor.vendorId);
}

/** The agreed scores of the grid's cells, by cell. */
export function agreedCells(panel: Panel, agreed: AwardInputs['agreed']): Map<number, number> {
  const cells = new Map<number, number>();
  for (const row of agreed) {
    if (panel.inGrid(row.vendorId, row.questionId)) cells.set(panel.cellOf(row.vendorId, row.questionId), row.score);
  }
  return cells;
}

/** The value a weighted cell counts with: its agreed score (none for an agreed No Vote), else the mean of `ratings` ratings adding up to `ratingSum`. */
export function cellValue(agreed: number | undefined, ratingSum: number, ratings: number): number | null {
  if (agreed !== undefined) return agreed === NO_VOTE ? null : agreed;
  return ratings > 0 ? ratingSum / ratings : null;
}

/** A vendor's values on the panel's weighted questions. */
export function valuesOf(panel: Panel, sums: CellSums, agreed: Map<number, number>, vendorId: number): (number | null)[] {
  return panel.weightedCellsOf(vendorId).map((cell) => cellValue(agreed.get(cell), sums.ratingSum[cell], sums.ratings[cell]));
}

/** Σ w · value / Σ w over the values present; null when none is. */
export function qualityOf(values: (number | null)[], weights: number[]): number | null {
  let weighted = 0;
  let weight = 0;
  values.forEach((value, i) => {
    if (value === null) return;
    weighted += weights[i] * value;
    weight += weights[i];
  });
  return weight > 0 ? weighted / weight : null;
}

/** A vendor's total from its values: scale × its quality score (0 without one, as the award counts a vendor kept in without it) + its price points. */
export function totalOf(scale: number, values: (number | null)[], weights: number[], pricePoints: number): number {
  return scale * (qualityOf(values, weights) ?? 0) + pricePoints;
}

/** The standing of the vendors the award keeps in, on its basis, with their values from the panel's sums. */
export function standingOf(inputs: AwardInputs, vendors: AwardVendor[], panel: Panel, sums: CellSums, agreed: Map<number, number>): Standing {
  const basis = basisOf(inputs.priceWeight);
  const isAward = basis === 'award';
  return {
    basis,
    priceWeight: inputs.priceWeight,
    scale: scaleOf(basis, inputs.priceWeight),
    questions: panel.weighted.map(({ questionId, weight }) => ({ questionId, weight })),
    contenders: rankedOn(vendors, basis).map(({ vendor, total }) => ({
      vendorId: vendor.vendorId,
      total,
      values: valuesOf(panel, sums, agreed, vendor.vendorId),
      priceScore: isAward ? (vendor.priceScore ?? 0) : 0,
      pricePoints: isAward ? (vendor.pricePoints ?? 0) : 0,
    })),
  };
}
