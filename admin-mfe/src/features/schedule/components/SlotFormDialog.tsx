import { callApi } from '@vsp/api-client';
import { api, staleAfter, type Vendor, type VendorSchedule } from '@vsp/contract';
import { FormField, Select, Textarea, TextField } from '@vsp/design-system';
import { FormColumns, FormDialog } from '../../../lib/components/FormDialog';
import { useForm } from '../../../lib/hooks/useForm';
import { slotFormValues, slotVendorOptions, toSchedulePayload, validateSlot } from '../utils/slotForm';

export interface SlotFormDialogProps {
  eventId: number;
  vendors: readonly Vendor[];
  /** The slot to edit; absent to add one. */
  slot?: VendorSchedule;
  onClose: () => void;
}

/** When and where a vendor presents at the event. */
export function SlotFormDialog({ eventId, vendors, slot, onClose }: SlotFormDialogProps) {
  const { errors, pending, field, submit } = useForm({
    initial: () => slotFormValues(slot),
    validate: validateSlot,
    save: (values) => {
      const body = toSchedulePayload(values);
      return slot ? callApi(api.schedules.update, { params: { id: slot.id }, body }) : callApi(api.schedules.create, { params: { eventId }, body });
    },
    stale: staleAfter.scheduleChange(eventId),
    success: { title: slot ? 'Slot updated successfully' : 'Slot created successfully' },
    failure: slot ? 'Failed to update slot' : 'Failed to create slot',
    onSaved: onClose,
  });

  return (
    <FormDialog
      open
      title={slot ? 'Edit Slot' : 'Add Slot'}
      submitLabel={slot ? 'Save Changes' : 'Create Slot'}
      pending={pending}
      onSubmit={() => void submit()}
      onClose={onClose}
      size="lg"
    >
      <FormField label="Vendor" required error={errors.vendorId}>
        <Select placeholder="Select a vendor" options={slotVendorOptions(vendors, slot)} {...field('vendorId')} />
      </FormField>
      <FormColumns $min="220px">
        <FormField label="Date and time" required error={errors.when} help="In your own time zone">
          <TextField type="datetime-local" {...field('when')} />
        </FormField>
        <FormField label="Location" error={errors.location}>
          <TextField {...field('location')} />
        </FormField>
      </FormColumns>
      <FormField label="Notes" error={errors.notes}>
        <Textarea rows={3} {...field('notes')} />
      </FormField>
    </FormDialog>
  );
}
