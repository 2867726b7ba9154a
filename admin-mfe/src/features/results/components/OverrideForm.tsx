import { callApi, useAction } from '@vsp/api-client';
import { api, EXCLUSION_RATIONALE_MIN, LIMITS, staleAfter, type ExclusionOverride } from '@vsp/contract';
import { Button, FormField, FormLayout, Select, Text, Textarea } from '@vsp/design-system';
import { Save, Trash2 } from 'lucide-react';
import { useForm } from '../../../lib/hooks/useForm';
import { OVERRIDE_OPTIONS, overrideFormValues, toOverridePayload, validateOverride } from '../utils/award';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

export interface OverrideFormProps {
  eventId: number;
  vendorId: number;
  vendorName: string;
  /** The override set before, which the form starts from and Remove takes away. */
  override: ExclusionOverride | undefined;
}

/**
 * An administrator's decision over the award's rules for one vendor, with the reason the vendor
 * will be given: keep it in whatever the rules say, or exclude it for a reason outside the scores.
 * Remove lets the rules decide again.
 */
export function OverrideForm({ eventId, vendorId, vendorName, override }: OverrideFormProps) {
  const params = { eventId, vendorId };
  const stale = staleAfter.exclusionChange(eventId);
  const { errors, pending, field, submit } = useForm({
    initial: () => overrideFormValues(override),
    validate: validateOverride,
    save: (values) => callApi(api.exclusions.set, { params, body: toOverridePayload(values) }),
    stale,
    success: (saved) => ({ title: 'Override saved', description: `${vendorName}: ${saved.include ? 'kept in the award' : 'excluded from the award'}` }),
    failure: 'Failed to save the override',
  });
  const removal = useAction();

  const remove = () =>
    removal.run(() => callApi(api.exclusions.remove, { params }), {
      stale,
      success: { title: 'Override removed', description: 'The rules decide again.' },
      failure: 'Failed to remove the override',
    });

  return (
    <FormLayout
      aria-label={`Override of ${vendorName}`}
      noValidate
      onSubmit={(event) => void submit(event)}
      actions={
        <>
          <Button type="submit" icon={<Save size={16} aria-hidden />} pending={pending} pendingLabel="Saving...">
            Save override
          </Button>
          {override && (
            <Button variant="outline" icon={<Trash2 size={16} aria-hidden />} pending={removal.pending} pendingLabel="Removing..." onClick={() => void remove()}>
              Remove override
            </Button>
          )}
        </>
      }
    >
      {override && (
        <Text size="sm" tone="muted">
          {`${override.include ? 'Kept in the award' : 'Excluded'} by ${override.setByName ?? 'a deleted user'} on ${dateTime.format(new Date(override.setAt))}.`}
        </Text>
      )}
      <FormField label="Override" required error={errors.include}>
        <Select placeholder="Choose" options={OVERRIDE_OPTIONS} {...field('include')} />
      </FormField>
      <FormField
        label="Rationale"
        required
        error={errors.rationale}
        help={`Why, in words the vendor can be given: ${EXCLUSION_RATIONALE_MIN} to ${LIMITS.exclusion.rationale.toLocaleString('en-GB')} characters.`}
      >
        <Textarea rows={3} maxLength={LIMITS.exclusion.rationale} {...field('rationale')} />
      </FormField>
    </FormLayout>
  );
}
