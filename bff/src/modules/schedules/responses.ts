import type { VendorSchedule } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';
import { CALENDAR_CONTENT_TYPE } from './calendar';

const id = Joi.number().integer();

export const scheduleResponse = answer<VendorSchedule>('VendorSchedule', {
  id,
  eventId: id,
  vendorId: id,
  vendorName: text,
  company: text.allow(null),
  scheduledDate: timestamp.description('When the vendor presents, in UTC'),
  location: text.allow(null),
  notes: text.allow(null),
});

export const scheduleListResponse = Joi.array().items(scheduleResponse).description('Presentation slots in time order');

/** The agenda as an iCalendar file, sent as an attachment. */
export const calendarResponse = Joi.string().meta({ contentType: CALENDAR_CONTENT_TYPE });
