import type { Question, UserQuestion } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

export const questionResponse = answer<Question>('Question', {
  id: Joi.number().integer(),
  eventId: Joi.number().integer(),
  text,
  description: text.allow(null),
  order: Joi.number().integer(),
  isActive: Joi.boolean(),
});

export const questionListResponse = Joi.array().items(questionResponse);

/** The light question rows the dashboard's progress needs. */
export const userQuestionListResponse = Joi.array().items(
  answer<UserQuestion>('UserQuestion', {
    id: Joi.number().integer(),
    eventId: Joi.number().integer(),
    isActive: Joi.boolean(),
  }),
);
