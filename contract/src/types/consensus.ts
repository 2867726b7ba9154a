/**
 * Consensus moderation: where the evaluators disagree, the panel agrees one score for a cell (one
 * vendor on one question) and writes down why. The ranking then also ranks the vendors with the
 * agreed scores in place of the evaluators' means.
 */

/** The agreed score of one cell, as administrators read it. */
export interface ConsensusScore {
  vendorId: number;
  questionId: number;
  /** 1..5, or 0 (No Vote): the panel agreed the cell is not to be rated, which takes it out of the consensus score. */
  score: number;
  rationale: string;
  /** The administrator who recorded it; null once that user is deleted (their name stays in `setByName`). */
  setBy: number | null;
  setByName: string | null;
  setAt: string;
}

export interface ConsensusPayload {
  /** An integer 0..5; 0 is No Vote. */
  score: number;
  /** Why the panel agreed this score: required, at most LIMITS.consensus.rationale characters. */
  rationale: string;
}
