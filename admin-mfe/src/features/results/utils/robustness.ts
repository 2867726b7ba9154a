import type { GapContribution } from '@vsp/contract';

/** A chance of first place as a percent with one decimal: "81.5 %". */
export const formatChance = (probability: number): string => `${(probability * 100).toFixed(1)} %`;

/** Points of a gap, signed, with two decimals: "+8.00", "−4.00", "0.00". */
export function formatGapPoints(points: number): string {
  const shown = Math.abs(points).toFixed(2);
  if (Number(shown) === 0) return shown;
  return `${points > 0 ? '+' : '−'}${shown}`;
}

export interface GapPartRow {
  key: string;
  label: string;
  points: number;
}

/**
 * The parts of the leader's lead over one vendor, largest first whichever way they point (a part
 * against the leader matters as much as one for it), the price among them when it carries points.
 */
export function gapPartsLargestFirst(contribution: GapContribution, questionText: (questionId: number) => string, withPrice: boolean): GapPartRow[] {
  const parts = contribution.parts.map((part) => ({ key: `question-${part.questionId}`, label: questionText(part.questionId), points: part.points }));
  const all = withPrice ? [...parts, { key: 'price', label: 'Price', points: contribution.pricePoints }] : parts;
  return all.sort((a, b) => Math.abs(b.points) - Math.abs(a.points));
}
