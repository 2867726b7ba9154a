/**
 * Decision-grade results of one event. Every figure counts only users with access (every user but
 * the system account without a `hasAccess: false` row for the event), active questions and active
 * vendors. A rating is a score of 1..5; a No Vote is a response but never a rating. Numbers are
 * unrounded; the screens round.
 */

/** Counts of each score in a cell, keyed "0" (No Vote) to "5". */
export type ScoreHistogram = Record<'0' | '1' | '2' | '3' | '4' | '5', number>;

export interface RankedVendor {
  vendorId: number;
  name: string;
  /** By weighted score, highest first; equal scores share a rank and the next skips (1, 2, 2, 4); null without a score. */
  rank: number | null;
  /** Σ weight × cell mean / Σ weight over the questions whose cell has a mean; null when none has. */
  weightedScore: number | null;
  /** Mean of all the vendor's ratings. */
  meanScore: number | null;
  /** Median of all the vendor's ratings. */
  median: number | null;
  /** Scores given, No Votes included. */
  responses: number;
  noVotes: number;
  /** responses / (users with access who declared no conflict with the vendor × active questions), between 0 and 1. */
  coverage: number;
  /** The weighted score of the ratings made z-scores within each evaluator. */
  normalisedScore: number | null;
  normalisedRank: number | null;
  /**
   * The weighted score with each cell's agreed (consensus) score in place of the evaluators' mean
   * where the panel recorded one; a consensus No Vote takes the cell out. Null when no cell counts.
   */
  consensusScore: number | null;
  /** Rank by consensus score, as `rank`. */
  consensusRank: number | null;
}

export interface EventRanking {
  eventId: number;
  vendors: RankedVendor[];
}

export interface CellStatistics {
  vendorId: number;
  questionId: number;
  ratings: number;
  noVotes: number;
  mean: number | null;
  /** The middle rating, or the mean of the two middle ones. */
  median: number | null;
  /** Sample standard deviation (n − 1); null below 2 ratings. */
  sd: number | null;
  min: number | null;
  max: number | null;
  histogram: ScoreHistogram;
  /** At least 2 ratings and max − min at least the event's disagreement threshold. */
  flagged: boolean;
}

export interface EventCells {
  eventId: number;
  cells: CellStatistics[];
}

export interface EvaluatorCalibration {
  userId: number;
  name: string;
  ratings: number;
  /** Mean of the evaluator's ratings in the event. */
  mean: number;
  /** Mean over the evaluator's rated cells of (their rating − the cell's mean): above 0 is more generous than the panel. */
  leniency: number;
}

export interface QuestionAgreement {
  questionId: number;
  /** Krippendorff's alpha (interval) over the question's vendors; null when nothing is pairable or nothing varies. */
  alpha: number | null;
}

export interface EventAgreement {
  eventId: number;
  /** Krippendorff's alpha (interval) over every cell of the event. */
  alpha: number | null;
  questions: QuestionAgreement[];
  evaluators: EvaluatorCalibration[];
}

/** One evaluator's score in a cell, for the panel's discussion. */
export interface CellComment {
  userId: number;
  name: string;
  /** 1..5, or 0 for a No Vote. */
  score: number;
  comments: string | null;
  followupQuestions: string | null;
  updatedAt: string;
}
