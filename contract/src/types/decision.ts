/** Where an event's decision stands: open (nothing recommended), recommended (awaiting approval), approved (for good). */
export type DecisionState = 'open' | 'recommended' | 'approved';

export interface Recommendation {
  vendorId: number;
  rationale: string;
  by: number | null;
  byName: string | null;
  at: string;
}

export interface Approval {
  by: number | null;
  byName: string | null;
  at: string;
  comment: string | null;
}

/** The final evaluation report, stored once at approval: its bytes are downloaded unchanged ever after. */
export interface StoredReport {
  sha256: string;
  generatedAt: string;
  bytes: number;
}

export type DecisionStepKind = 'recommended' | 'withdrawn' | 'rejected' | 'approved';

/** One step of the decision, as the history lists it. */
export interface DecisionStep {
  step: DecisionStepKind;
  /** The vendor recommended; null for the other steps. */
  vendorId: number | null;
  /** The recommendation's rationale, the rejection's or approval's comment; null for a withdrawal. */
  text: string | null;
  by: number | null;
  byName: string | null;
  at: string;
}

export interface EventDecision {
  eventId: number;
  state: DecisionState;
  recommendation: Recommendation | null;
  approval: Approval | null;
  report: StoredReport | null;
  /** Every step, oldest first. */
  history: DecisionStep[];
  /**
   * While a recommendation awaits approval: null when the signed-in administrator may approve or
   * reject it, else the rule of separated duties that stops them, in a sentence. Null in the other states.
   */
  approverRule: string | null;
}

export interface RecommendationPayload {
  vendorId: number;
  rationale: string;
}

export interface ApprovalPayload {
  decision: 'approve' | 'reject';
  comment?: string | null;
}
