import { DISAGREEMENT_THRESHOLD, type AdminScoringEvent, type ScoringEvent } from '@vsp/contract';
import Joi from 'joi';
import { answer, calendarDay, text } from '../../plugins/openapi/answer';
import { priceFormula, priceWeight } from './price-fields';

const eventKeys = {
  id: Joi.number().integer(),
  name: text,
  description: text.allow(null),
  status: text.description('The effective status: from the dates when scheduleByDates, else the one the administrator set'),
  order: Joi.number().integer(),
  isActive: Joi.boolean(),
  startDate: calendarDay.allow(null),
  endDate: calendarDay.allow(null),
  location: text.allow(null),
  disagreementThreshold: Joi.number()
    .integer()
    .min(DISAGREEMENT_THRESHOLD.min)
    .max(DISAGREEMENT_THRESHOLD.max)
    .description('A cell is flagged when its highest and lowest rating differ by at least this much'),
  scheduleByDates: Joi.boolean().description('The event opens and closes by its dates, in the portal time zone'),
  requireDeclaration: Joi.boolean().description('Evaluators must declare their conflicts of interest before scoring the event'),
};

const scoringEventResponse = answer<ScoringEvent>('ScoringEvent', eventKeys);

export const scoringEventListResponse = Joi.array().items(scoringEventResponse);

export const adminScoringEventResponse = answer<AdminScoringEvent>('AdminScoringEvent', {
  ...eventKeys,
  storedStatus: text.description('The status the administrator set, the effective one again when scheduleByDates is turned off'),
  priceWeight,
  priceFormula,
});

export const adminScoringEventListResponse = Joi.array().items(adminScoringEventResponse);
