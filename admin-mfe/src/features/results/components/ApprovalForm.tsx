import { callApi } from '@vsp/api-client';
import { api, LIMITS, staleAfter } from '@vsp/contract';
import { Button, FormField, FormLayout, Select, Textarea } from '@vsp/design-system';
import { Check } from 'lucide-react';
import { useForm } from '../../../lib/hooks/useForm';
import { APPROVAL_OPTIONS, toApprovalPayload, validateApproval, type ApprovalFormValues } from '../utils/decision';

/**
 * Approves the recommendation for good (the final report is made and stored) or rejects it with
 * why, which reopens the decision. Only an administrator the separated duties allow sees it.
 */
export function ApprovalForm({ eventId }: { eventId: number }) {
  const { values, errors, pending, field, submit } = useForm({
    initial: (): ApprovalFormValues => ({ decision: '', comment: '' }),
    validate: validateApproval,
    save: (payload) => callApi(api.decision.approve, { params: { eventId }, body: toApprovalPayload(payload) }),
    stale: staleAfter.decisionChange(eventId),
    success: (decision) => ({ title: decision.state === 'approved' ? 'Decision approved' : 'Recommendation rejected' }),
    failure: 'Failed to record the approval',
  });
  return (
    <FormLayout
      aria-label="Approval"
      maxWidth="sm"
      noValidate
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" icon={<Check size={16} aria-hidden />} pending={pending} pendingLabel="Recording...">
          Record decision
        </Button>
      }
    >
      <FormField label="Decision" required error={errors.decision} help="An approval is for good: the final report is made and stored, and the figures stay frozen.">
        <Select placeholder="Choose" options={APPROVAL_OPTIONS} {...field('decision')} />
      </FormField>
      <FormField
        label="Comment"
        required={values.decision === 'reject'}
        error={errors.comment}
        help={`Required to reject; at most ${LIMITS.decision.comment.toLocaleString('en-GB')} characters. The report prints it.`}
      >
        <Textarea rows={3} maxLength={LIMITS.decision.comment} {...field('comment')} />
      </FormField>
    </FormLayout>
  );
}
