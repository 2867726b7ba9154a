import { QUESTION_KINDS, QUESTION_MINIMUM, QUESTION_WEIGHT, type Question, type UserQuestion } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

export const questionResponse = answer<Question>('Question', {
  id: Joi.number().integer(),
  eventId: Joi.number().integer(),
  text,
  description: text.allow(null),
  order: Joi.number().integer(),
  isActive: Joi.boolean(),
  weight: Joi.number().greater(0).max(QUESTION_WEIGHT.max).description('How much the question counts in a vendor weighted score'),
  section: text.allow(null).description('Group of criteria, such as Technical or Commercial'),
  kind: Joi.string()
    .valid(...QUESTION_KINDS)
    .description('scale: scored 1 to 5; passFail: a knock-out criterion answered Pass (stored as 5) or Fail (1), carrying no weight'),
  minimum: Joi.number()
    .min(QUESTION_MINIMUM.min)
    .max(QUESTION_MINIMUM.max)
    .allow(null)
    .description('On a scale question, the lowest agreed score or cell mean a vendor may have and stay in the award'),
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
