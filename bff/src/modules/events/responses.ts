import type { ScoringEvent } from '@vsp/contract';
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
});

export const scoringEventListResponse = Joi.array().items(scoringEventResponse);
