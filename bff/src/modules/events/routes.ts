import { api, DISAGREEMENT_THRESHOLD, LIMITS, PRICE_WEIGHT, STORED_DEFAULT_STATUS, type EventPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { calendarDate, isActive, optionalString, optionalText, order, requiredString, withoutControlCharacters } from '../../lib/fields';
import { answers, answersNoContent, at, created, domainModule, jsonText, noContent } from '../../lib/route-table';
import { changeOf } from '../../lib/change-feed';
import { idParams } from '../../lib/validation';
import { priceFormula, priceWeight } from './price-fields';
import { adminScoringEventListResponse, adminScoringEventResponse, scoringEventListResponse } from './responses';
import { activeEventsUntilNextDay, createEvent, deleteEvent, listEvents, updateEvent } from './service';

const { event: limits } = LIMITS;

// PUT replaces the record: it takes the same payload as POST, and an absent optional field takes its default.
const eventPayload = Joi.object<EventPayload>({
  name: requiredString(limits.name),
  description: optionalText(limits.description),
  status: withoutControlCharacters(Joi.string().trim().min(1).max(limits.status)).default(STORED_DEFAULT_STATUS),
  startDate: calendarDate,
  endDate: calendarDate,
  location: optionalString(limits.location),
  order,
  isActive,
  disagreementThreshold: Joi.number()
    .integer()
    .min(DISAGREEMENT_THRESHOLD.min)
    .max(DISAGREEMENT_THRESHOLD.max)
    .default(DISAGREEMENT_THRESHOLD.default)
    .description('A cell is flagged when its highest and lowest rating differ by at least this much'),
  // Following the dates needs a date to follow.
  scheduleByDates: Joi.boolean()
    .default(false)
    .when('startDate', { is: null, then: Joi.when('endDate', { is: null, then: Joi.valid(false) }) })
    .messages({ 'any.only': '{{#label}} needs a startDate or an endDate' })
    .description('The status follows startDate and endDate in the portal time zone: Scheduled before, Active from the start to the end day included, Closed after'),
  requireDeclaration: Joi.boolean()
    .default(false)
    .description('Evaluators must declare their conflicts of interest before scoring the event'),
  priceWeight: priceWeight.default(PRICE_WEIGHT.default),
  priceFormula: priceFormula.default('ratio'),
});

export const eventRoutes = domainModule('events', [
  {
    ...at(api.events.list),
    options: { description: 'Active events by order', ...answers(scoringEventListResponse) },
    // Every evaluator's dashboard opens with it, and it changes rarely: cached until an event
    // changes, or until midnight in the portal's time zone when an event follows its dates.
    handler: async (request, h) => {
      const { cachedReads, db, config } = request.server.app;
      return jsonText(h, await cachedReads.readExpiring(changeOf.events, () => activeEventsUntilNextDay(db, config.timeZone)));
    },
  },
  {
    ...at(api.events.adminList),
    options: {
      auth: ADMIN_ONLY,
      description: 'Every event, inactive ones included, with the status set by the administrator beside the effective one',
      ...answers(adminScoringEventListResponse),
    },
    handler: (request) => listEvents(request.server.app.db, request.server.app.config.timeZone),
  },
  {
    ...at(api.events.create),
    options: {
      auth: ADMIN_ONLY,
      description: 'Create an event',
      validate: { payload: eventPayload },
      ...answers(adminScoringEventResponse, { status: 201 }),
    },
    handler: async (request, h) => created(h, await asCaller(request, (trx) => createEvent(trx, request.server.app.config.timeZone, request.payload as EventPayload))),
  },
  {
    ...at(api.events.update),
    options: {
      auth: ADMIN_ONLY,
      description: 'Replace an event',
      validate: { params: idParams, payload: eventPayload },
      ...answers(adminScoringEventResponse),
    },
    handler: (request) => asCaller(request, (trx) => updateEvent(trx, request.server.app.config.timeZone, request.params.id as number, request.payload as EventPayload)),
  },
  {
    ...at(api.events.remove),
    options: {
      auth: ADMIN_ONLY,
      description: 'Delete an event with its questions, scores, permissions and vendor info',
      validate: { params: idParams },
      ...answersNoContent(),
    },
    handler: async (request, h) => {
      // The history of the scores the event takes with it names the administrator.
      await asCaller(request, (trx) => deleteEvent(trx, request.params.id as number));
      return noContent(h);
    },
  },
]);
