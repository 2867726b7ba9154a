/**
 * How sure an event's decision is: what decided it, how far the weights can move before the leader
 * changes, how likely the leader leads when the panel is resampled, and evaluator patterns worth a
 * second look. Everything counts what the award counts; numbers are unrounded.
 */

/** `award` when the event's price weight is above 0 (totals are the award's totalPoints), else `quality` (the consensus score). */
export type RobustnessBasis = 'award' | 'quality';

/** One question's share of the gap between the leader and another vendor, in the basis's points. */
export interface GapPart {
  questionId: number;
  points: number;
}

/** Why the leader is ahead of one other vendor still in: the parts and pricePoints add up to gap. */
export interface GapContribution {
  vendorId: number;
  /** Every weighted (scale) question of the event, in grid order. */
  parts: GapPart[];
  /** The leader's price points − the vendor's; 0 for the quality basis. */
  pricePoints: number;
  /** The leader's total − the vendor's. */
  gap: number;
}

/**
 * How far one question's weight can move, the other weights unchanged, before another vendor's
 * total equals the leader's: the weight multiplied by `factor` (0 to 100, the one closest to 1).
 * Both null when no factor in that range changes the leader.
 */
export interface WeightFlip {
  questionId: number;
  factor: number | null;
  vendorId: number | null;
}

/** The price weight (0 to 100) closest to the event's at which another vendor's total equals the leader's. */
export interface PriceWeightFlip {
  priceWeight: number;
  vendorId: number;
}

export interface FirstPlaceChance {
  vendorId: number;
  /** The share of the resamples in which the vendor came first (a tie splits the sample); they sum to 1. */
  probability: number;
}

/** The evaluators with a rating, resampled with replacement `samples` times from `seed`. */
export interface RobustnessBootstrap {
  samples: number;
  seed: number;
  /** Every vendor still in, in the basis's order. */
  firstPlace: FirstPlaceChance[];
  /** The 5th and 95th percentile of the leader's total − the best other vendor's over the samples; null without a leader. */
  gapInterval: [low: number, high: number] | null;
}

export type EvaluatorFlagKind = 'straightLine' | 'pivotal' | 'opposite';

/**
 * A pattern in one evaluator's scores worth a second look; a flag accuses no one. `detail`:
 * straightLine, the one rating they gave; pivotal, the vendor who would lead without their scores
 * (null: none would); opposite, Pearson's r of their ratings with the other evaluators' cell means.
 */
export interface EvaluatorFlag {
  userId: number;
  name: string;
  kind: EvaluatorFlagKind;
  detail: number | null;
}

export interface EventRobustness {
  eventId: number;
  basis: RobustnessBasis;
  /** The basis's first (the lower vendor id on a tie); null with fewer than two ranked vendors, and then every list is empty. */
  leaderId: number | null;
  /** One per other vendor still in, in the basis's order. */
  contributions: GapContribution[];
  /** One per weighted question, in grid order. */
  weightFlips: WeightFlip[];
  /** Null for the quality basis, or when no price weight changes the leader. */
  priceWeightFlip: PriceWeightFlip | null;
  bootstrap: RobustnessBootstrap;
  evaluatorFlags: EvaluatorFlag[];
}

export interface RobustnessQuery {
  seed?: number;
  samples?: number;
}
