import type { VendorSchedule } from '@vsp/contract';
import { createEvents, type EventAttributes } from 'ics';

export const CALENDAR_CONTENT_TYPE = 'text/calendar';

/** Names the portal in the file and in each slot's UID, which stays the same on every download. */
const PORTAL = 'vendor-scoring-portal';

const HOUR_MS = 3_600_000;

/** A slot runs until the next one starts, at most this long. */
const LONGEST_MS = 2 * HOUR_MS;

/** How long the last slot runs, and one whose next starts at the same time. */
const LAST_MS = HOUR_MS;

/** The file name the agenda of an event downloads as. */
export const calendarFileName = (eventId: number) => `agenda-${eventId}.ics`;

/** How long a slot runs in the calendar: a calendar entry needs an end, and the schedule keeps only starts. */
function lengthOf(start: number, next: VendorSchedule | undefined): number {
  const gap = next ? Date.parse(next.scheduledDate) - start : 0;
  return gap > 0 ? Math.min(gap, LONGEST_MS) : LAST_MS;
}

/**
 * The event's agenda as an iCalendar file, one entry per slot in time order (as `slots` come),
 * each starting at its time in UTC, so a calendar shows it at the right hour wherever it is opened.
 */
export function agendaCalendar(eventName: string, slots: VendorSchedule[]): string {
  const events = slots.map((slot, index): EventAttributes => {
    const start = Date.parse(slot.scheduledDate);
    return {
      uid: `schedule-${slot.id}@${PORTAL}`,
      title: `${slot.vendorName} — ${eventName}`,
      start,
      end: start + lengthOf(start, slots[index + 1]),
      ...(slot.location && { location: slot.location }),
      ...(slot.notes && { description: slot.notes }),
    };
  });
  const { error, value } = createEvents(events, { productId: PORTAL, calName: eventName });
  if (error || value === null) throw error ?? new Error('The agenda file could not be written');
  return value;
}
