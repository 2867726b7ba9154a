import {
  LIMITS,
  RECOMMENDATION_RATIONALE_MIN,
  type ApprovalPayload,
  type AwardVendor,
  type DecisionState,
  type DecisionStepKind,
  type RecommendationPayload,
} from '@vsp/contract';
import { collectErrors, maxLength, required, type FieldErrors } from '../../../lib/forms';

/** Each state of the decision as the Decision view says it. */
export const DECISION_STATE_LABELS: Record<DecisionState, string> = {
  open: 'Open: nothing recommended yet',
  recommended: 'Recommended: awaiting approval',
  approved: 'Approved',
};

/** Each step of the history in words. */
export const DECISION_STEP_LABELS: Record<DecisionStepKind, string> = {
  recommended: 'Recommended',
  withdrawn: 'Withdrawn',
  rejected: 'Rejected',
  approved: 'Approved',
};

/** The vendors a recommendation may name: those still in the award, the award's first first. */
export const recommendable = (vendors: readonly AwardVendor[]): AwardVendor[] => vendors.filter((vendor) => !vendor.excluded);

/** The award's first vendor: the one the recommendation form starts from. */
export const awardFirst = (vendors: readonly AwardVendor[]): AwardVendor | undefined => vendors.find((vendor) => vendor.awardRank === 1);

/**
 * The sentence shown when the recommendation names a vendor other than the award's first: the
 * rationale must then say why, and the report prints both. Null for the award's first (or a tie for first).
 */
export function notFirstNote(vendors: readonly AwardVendor[], vendorId: number): string | null {
  const chosen = vendors.find((vendor) => vendor.vendorId === vendorId);
  const first = awardFirst(vendors);
  if (!chosen || !first || chosen.awardRank === 1) return null;
  return `${chosen.name} is not the award's first (${first.name} is): the rationale must say why the panel recommends it instead, and the report prints both.`;
}

function rationaleLength(text: string): string | null {
  return text.trim().length < RECOMMENDATION_RATIONALE_MIN ? `Rationale must be at least ${RECOMMENDATION_RATIONALE_MIN} characters` : null;
}

/** The recommendation form's fields: the vendor as its select holds it and the rationale. */
export interface RecommendationFormValues {
  vendorId: string;
  rationale: string;
}

export function validateRecommendation(values: RecommendationFormValues): FieldErrors<keyof RecommendationFormValues> {
  return collectErrors<keyof RecommendationFormValues>({
    vendorId: [required(values.vendorId, 'Choose the vendor to recommend')],
    rationale: [required(values.rationale, 'Write why the panel recommends this vendor'), rationaleLength(values.rationale), maxLength(values.rationale, LIMITS.decision.rationale, 'Rationale')],
  });
}

export const toRecommendationPayload = (values: RecommendationFormValues): RecommendationPayload => ({ vendorId: Number(values.vendorId), rationale: values.rationale.trim() });

/** The approval form's fields: approve or reject, and the comment a rejection requires. */
export interface ApprovalFormValues {
  decision: '' | ApprovalPayload['decision'];
  comment: string;
}

export const APPROVAL_OPTIONS = [
  { value: 'approve', label: 'Approve the recommendation' },
  { value: 'reject', label: 'Reject it and reopen the decision' },
] as const;

export function validateApproval(values: ApprovalFormValues): FieldErrors<keyof ApprovalFormValues> {
  return collectErrors<keyof ApprovalFormValues>({
    decision: [required(values.decision, 'Choose to approve or reject')],
    comment: [values.decision === 'reject' ? required(values.comment, 'Say why the recommendation is rejected') : null, maxLength(values.comment, LIMITS.decision.comment, 'Comment')],
  });
}

export const toApprovalPayload = (values: ApprovalFormValues): ApprovalPayload => ({
  decision: values.decision as ApprovalPayload['decision'],
  comment: values.comment.trim() || null,
});
