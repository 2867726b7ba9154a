import { LIMITS, TEXT_MAX, type SchedulePayload } from '@vsp/contract';
import Joi from 'joi';
import { optionalString, optionalText } from '../../lib/fields';
import { id } from '../../lib/validation';

// A date-time that names one moment: a time of day with its UTC offset or Z, never a local time
// each reader would place in their own time zone.
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[Tt ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:[Zz]|[+-]\d{2}(?::?\d{2})?)$/;

/** Whether the date names a day of the calendar: isoDate alone takes 2030-02-30 as 2 March. */
function isCalendarDay(value: string): boolean {
  const [year, month, day] = value.slice(0, 10).split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day)).getUTCDate() === day;
}

/** When the vendor presents, answered in UTC; the offset is checked on the text as sent, before isoDate converts it. */
const scheduledDate = Joi.string()
  .isoDate()
  .custom((value: string, helpers) => (WITH_OFFSET.test(helpers.original) && isCalendarDay(helpers.original) ? value : helpers.error('string.isoDate')))
  .messages({ 'string.isoDate': '{{#label}} must be an ISO 8601 date-time with its offset or Z, such as 2030-05-01T09:30:00+02:00' })
  .required();

// PUT replaces the slot: it takes the same payload as POST, and an absent location or notes is cleared.
export const schedulePayload = Joi.object<SchedulePayload>({
  vendorId: id.required(),
  scheduledDate,
  location: optionalString(LIMITS.vendorSchedule.location),
  notes: optionalText(TEXT_MAX),
});
