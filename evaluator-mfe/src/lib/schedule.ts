import type { VendorSchedule } from '@vsp/contract';

const presentationTime = new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' });

/** A presentation's date and time in the reader's own locale and time zone: "March 5, 2025 at 10:00 AM" in the US. */
export function formatPresentationTime(scheduledDate: string): string {
  return presentationTime.format(new Date(scheduledDate));
}

/** Each vendor's first slot of the event: the slots come in time order, so the earliest. */
export function firstSlotByVendor(schedules: readonly VendorSchedule[]): Map<number, VendorSchedule> {
  const byVendor = new Map<number, VendorSchedule>();
  for (const slot of schedules) if (!byVendor.has(slot.vendorId)) byVendor.set(slot.vendorId, slot);
  return byVendor;
}
