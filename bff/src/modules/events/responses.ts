import { DISAGREEMENT_THRESHOLD, type ScoringEvent } from '@vsp/contract';
import Joi from 'joi';
import { answer, calendarDay, text } from '../../plugins/openapi/answer';

export const scoringEventResponse = answer<ScoringEvent>('ScoringEvent', {
  id: Joi.number().integer(),
  name: text,
  description: text.allow(null),
  status: text,
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
});

export const scoringEventListResponse = Joi.array().items(scoringEventResponse);
