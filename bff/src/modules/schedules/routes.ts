import { api, type SchedulePayload } from '@vsp/contract';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams, idParams } from '../../lib/validation';
import { CALENDAR_CONTENT_TYPE, calendarFileName } from './calendar';
import { calendarResponse, scheduleListResponse, scheduleResponse } from './responses';
import { schedulePayload } from './schemas';
import { createSchedule, deleteSchedule, eventCalendar, listEventSchedules, listSchedules, updateSchedule } from './service';

/** What an evaluator's agenda holds, for the OpenAPI document. */
const AGENDA_NOTES = 'Slots of the active vendors only. 404 for an unknown or inactive event, 403 without access to it.';

// Each write runs in a transaction naming the administrator (asCaller), so the audit log records who made it.
export const scheduleRoutes = domainModule('schedules', [
  {
    ...at(api.schedules.adminList),
    options: {
      auth: ADMIN_ONLY,
      description: "Every presentation slot of an event, inactive vendors' included, in time order",
      validate: { params: eventIdParams },
      ...answers(scheduleListResponse),
    },
    handler: (request) => listSchedules(request.server.app.db, request.params.eventId as number),
  },
  {
    ...at(api.schedules.create),
    options: {
      auth: ADMIN_ONLY,
      description: 'Add a presentation slot to an event',
      validate: { params: eventIdParams, payload: schedulePayload },
      ...answers(scheduleResponse, { status: 201 }),
    },
    handler: async (request, h) =>
      created(h, await asCaller(request, (trx) => createSchedule(trx, request.params.eventId as number, request.payload as SchedulePayload))),
  },
  {
    ...at(api.schedules.update),
    options: {
      auth: ADMIN_ONLY,
      description: 'Replace the vendor, time, location and notes of a presentation slot',
      validate: { params: idParams, payload: schedulePayload },
      ...answers(scheduleResponse),
    },
    handler: (request) => asCaller(request, (trx) => updateSchedule(trx, request.params.id as number, request.payload as SchedulePayload)),
  },
  {
    ...at(api.schedules.remove),
    options: { auth: ADMIN_ONLY, description: 'Delete a presentation slot', validate: { params: idParams }, ...answersNoContent() },
    handler: async (request, h) => {
      await asCaller(request, (trx) => deleteSchedule(trx, request.params.id as number));
      return noContent(h);
    },
  },
  {
    ...at(api.schedules.ofEvent),
    options: {
      description: 'The presentation agenda of an event the caller may open, in time order',
      notes: AGENDA_NOTES,
      validate: { params: eventIdParams },
      ...answers(scheduleListResponse, { errors: [403] }),
    },
    handler: (request) =>
      listEventSchedules(request.server.app.db, request.server.app.config.timeZone, request.auth.credentials.user!.id, request.params.eventId as number),
  },
  {
    ...at(api.schedules.calendar),
    options: {
      description: 'The same agenda as an iCalendar attachment, one entry per slot',
      notes: `${AGENDA_NOTES} Each entry lasts until the next slot starts, at most 2 hours; the last lasts 1 hour.`,
      validate: { params: eventIdParams },
      ...answers(calendarResponse, { errors: [403] }),
    },
    handler: async (request, h) => {
      const { db, config } = request.server.app;
      const eventId = request.params.eventId as number;
      const content = await eventCalendar(db, config.timeZone, request.auth.credentials.user!.id, eventId);
      return h.response(content).type(CALENDAR_CONTENT_TYPE).header('content-disposition', `attachment; filename="${calendarFileName(eventId)}"`);
    },
  },
]);
