import { AGREEMENT_LABELS, agreementReading } from '@vsp/contract';

/** What a figure reads when there is nothing to compute it from. */
export const NO_FIGURE = '—';

/** Scores, means and medians read with two decimals on the 1 to 5 scale. */
export const formatScore = (value: number | null): string => (value === null ? NO_FIGURE : value.toFixed(2));

/** The share of the possible responses given, as a whole percent. */
export const formatCoverage = (coverage: number): string => `${Math.round(coverage * 100)}%`;

/** A question's weight as its header shows it: "×1.5", "×2", "×0.25". */
export const weightLabel = (weight: number): string => `×${Number(weight.toFixed(2))}`;

/** A rank, or a dash for a vendor without a score. */
export const formatRank = (rank: number | null): string => (rank === null ? NO_FIGURE : String(rank));

/** Krippendorff's alpha with two decimals, and its usual reading. */
export function agreementText(alpha: number | null): { alpha: string; reading: string } {
  if (alpha === null) return { alpha: NO_FIGURE, reading: 'Not measurable' };
  return { alpha: alpha.toFixed(2), reading: AGREEMENT_LABELS[agreementReading(alpha)] };
}
