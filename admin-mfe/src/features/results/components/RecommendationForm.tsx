import { callApi } from '@vsp/api-client';
import { api, LIMITS, RECOMMENDATION_RATIONALE_MIN, staleAfter, type AwardVendor } from '@vsp/contract';
import { Banner, Button, FormField, FormLayout, Select, Textarea } from '@vsp/design-system';
import { Send } from 'lucide-react';
import { useForm } from '../../../lib/hooks/useForm';
import { awardFirst, notFirstNote, recommendable, toRecommendationPayload, validateRecommendation } from '../utils/decision';

export interface RecommendationFormProps {
  eventId: number;
  /** The award's vendors, by award rank. */
  vendors: readonly AwardVendor[];
}

/** Recommends a vendor still in the award, the award's first chosen to begin with, with why. */
export function RecommendationForm({ eventId, vendors }: RecommendationFormProps) {
  const { values, errors, pending, field, submit } = useForm({
    initial: () => ({ vendorId: String(awardFirst(vendors)?.vendorId ?? ''), rationale: '' }),
    validate: validateRecommendation,
    save: (payload) => callApi(api.decision.recommend, { params: { eventId }, body: toRecommendationPayload(payload) }),
    stale: staleAfter.decisionChange(eventId),
    success: { title: 'Recommendation recorded', description: 'Another administrator can now approve or reject it.' },
    failure: 'Failed to record the recommendation',
  });
  const note = values.vendorId ? notFirstNote(vendors, Number(values.vendorId)) : null;
  return (
    <FormLayout
      aria-label="Recommendation"
      maxWidth="sm"
      noValidate
      onSubmit={(event) => void submit(event)}
      actions={
        <Button type="submit" icon={<Send size={16} aria-hidden />} pending={pending} pendingLabel="Recording...">
          Recommend
        </Button>
      }
    >
      <FormField label="Vendor to recommend" required error={errors.vendorId} help="Only the vendors still in the award can be recommended.">
        <Select
          placeholder="Choose a vendor"
          options={recommendable(vendors).map((vendor) => ({ value: String(vendor.vendorId), label: vendor.name }))}
          {...field('vendorId')}
        />
      </FormField>
      {note && <Banner variant="warning">{note}</Banner>}
      <FormField
        label="Rationale"
        required
        error={errors.rationale}
        help={`Why the panel recommends this vendor, ${RECOMMENDATION_RATIONALE_MIN} to ${LIMITS.decision.rationale.toLocaleString('en-GB')} characters. The report prints it.`}
      >
        <Textarea rows={5} maxLength={LIMITS.decision.rationale} {...field('rationale')} />
      </FormField>
    </FormLayout>
  );
}
