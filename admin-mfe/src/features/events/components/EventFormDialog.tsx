import type { ScoringEvent } from '@vsp/bff/api-types';
import { Checkbox, FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { useState } from 'react';
import styled from 'styled-components';
import { useAdminAction } from '../../../lib/action';
import { FormDialog } from '../../../lib/components/FormDialog';
import { hasErrors, type FieldErrors } from '../../../lib/forms';
import { createEvent, EVENT_STALE_KEYS, updateEvent } from '../api/mutations';
import { eventFormValues, statusOptions, toEventPayload, validateEvent, type EventField, type EventFormValues } from '../utils/eventForm';

const Columns = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space[4]};
`;

export interface EventFormDialogProps {
  event?: ScoringEvent;
  onClose: () => void;
}

export function EventFormDialog({ event, onClose }: EventFormDialogProps) {
  const editing = event !== undefined;
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event));
  const [errors, setErrors] = useState<FieldErrors<EventField>>({});
  const { run, pending } = useAdminAction();

  const field = <K extends Exclude<keyof EventFormValues, 'isActive'>>(name: K) => ({
    value: values[name],
    onChange: (change: { target: { value: string } }) => setValues((current) => ({ ...current, [name]: change.target.value })),
  });

  const submit = async () => {
    const found = validateEvent(values);
    setErrors(found);
    if (hasErrors(found)) return;
    const payload = toEventPayload(values);
    const saved = await run(() => (editing ? updateEvent(event.id, payload) : createEvent(payload)), {
      stale: EVENT_STALE_KEYS,
      success: { title: editing ? 'Event updated successfully' : 'Event created successfully' },
      failure: editing ? 'Failed to update event' : 'Failed to create event',
    });
    if (saved) onClose();
  };

  return (
    <FormDialog open title={editing ? 'Edit Event' : 'Add Event'} submitLabel={editing ? 'Save Changes' : 'Create Event'} pending={pending} onSubmit={submit} onClose={onClose} size="lg">
      <FormField label="Name" required error={errors.name}>
        <TextField {...field('name')} />
      </FormField>
      <FormField label="Description" error={errors.description}>
        <Textarea rows={3} {...field('description')} />
      </FormField>
      <Columns>
        <FormField label="Status">
          <Select options={statusOptions(values.status)} {...field('status')} />
        </FormField>
        <FormField label="Start Date">
          <TextField type="date" {...field('startDate')} />
        </FormField>
        <FormField label="End Date" error={errors.endDate}>
          <TextField type="date" {...field('endDate')} />
        </FormField>
        <FormField label="Location" error={errors.location}>
          <TextField {...field('location')} />
        </FormField>
        <FormField label="Order" error={errors.order} help="Lower numbers come first">
          <TextField type="number" inputMode="numeric" step={1} {...field('order')} />
        </FormField>
      </Columns>
      <Checkbox
        label="Active"
        description="Only active events are shown to evaluators and counted in the analyses"
        checked={values.isActive}
        onChange={(change) => setValues((current) => ({ ...current, isActive: change.target.checked }))}
      />
    </FormDialog>
  );
}
