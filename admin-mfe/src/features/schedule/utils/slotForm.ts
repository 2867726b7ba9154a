import { LIMITS, TEXT_MAX, type SchedulePayload, type Vendor, type VendorSchedule } from '@vsp/contract';
import { collectErrors, maxLength, required, toNullable, type FieldErrors } from '../../../lib/forms';

export interface SlotFormValues {
  vendorId: string;
  /** As the date and time picker holds it: "2025-03-05T09:30", in the browser's time zone. */
  when: string;
  location: string;
  notes: string;
}

export type SlotField = keyof SlotFormValues;

const pad = (value: number) => String(value).padStart(2, '0');

/** The picker's value of a stored date-time, read in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function slotFormValues(slot?: VendorSchedule): SlotFormValues {
  return {
    vendorId: slot ? String(slot.vendorId) : '',
    when: slot ? toLocalInput(slot.scheduledDate) : '',
    location: slot?.location ?? '',
    notes: slot?.notes ?? '',
  };
}

export function validateSlot(values: SlotFormValues): FieldErrors<SlotField> {
  return collectErrors<SlotField>({
    vendorId: [required(values.vendorId, 'Choose a vendor')],
    when: [required(values.when, 'Date and time are required'), values.when && Number.isNaN(new Date(values.when).getTime()) ? 'Please enter a valid date and time' : null],
    location: [maxLength(values.location, LIMITS.vendorSchedule.location, 'Location')],
    notes: [maxLength(values.notes, TEXT_MAX, 'Notes')],
  });
}

/** The picker's local time becomes an instant (ISO 8601 in UTC), so every reader sees the same moment in their own zone. */
export function toSchedulePayload(values: SlotFormValues): SchedulePayload {
  return {
    vendorId: Number(values.vendorId),
    scheduledDate: new Date(values.when).toISOString(),
    location: toNullable(values.location),
    notes: toNullable(values.notes),
  };
}

/** The vendors a slot may name: the active ones, and the slot's own vendor even if it has been deactivated since. */
export function slotVendorOptions(vendors: readonly Vendor[], slot?: VendorSchedule) {
  return vendors
    .filter((vendor) => vendor.isActive || vendor.id === slot?.vendorId)
    .map((vendor) => ({ value: String(vendor.id), label: vendor.company ? `${vendor.name} (${vendor.company})` : vendor.name }));
}

/** When a slot is, in the browser's own language and time zone. */
export function formatSlotTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}
