import type { VendorSchedule } from '@vsp/contract';
import { firstSlotByVendor, formatPresentationTime } from './schedule';

const slot = (id: number, vendorId: number, scheduledDate: string): VendorSchedule => ({
  id,
  eventId: 1,
  vendorId,
  vendorName: `Vendor ${vendorId}`,
  company: null,
  scheduledDate,
  location: null,
  notes: null,
});

describe('schedule', () => {
  it("writes a presentation's date and time in the browser's locale", () => {
    const at = '2025-03-05T10:30:00.000Z';
    expect(formatPresentationTime(at)).toBe(new Intl.DateTimeFormat(undefined, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(at)));
    expect(formatPresentationTime(at)).toMatch(/2025/);
  });

  it("keeps each vendor's earliest slot", () => {
    const slots = [slot(1, 100, '2025-03-05T09:00:00Z'), slot(2, 200, '2025-03-05T10:00:00Z'), slot(3, 100, '2025-03-06T09:00:00Z')];
    const byVendor = firstSlotByVendor(slots);
    expect(byVendor.get(100)?.id).toBe(1);
    expect(byVendor.get(200)?.id).toBe(2);
    expect(byVendor.size).toBe(2);
  });
});
