import { api, hasAtMostDecimals, isValidWeight, LIMITS, QUESTION_KINDS, QUESTION_MINIMUM, QUESTION_WEIGHT, WEIGHT_INVALID, type QuestionPayload } from '@vsp/contract';
import Joi from 'joi';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { isActive, optionalString, optionalText, order, requiredText } from '../../lib/fields';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams, id, idParams } from '../../lib/validation';
import { questionListResponse, questionResponse, userQuestionListResponse } from './responses';
import { createQuestion, deleteQuestion, listEventQuestions, listQuestions, listUserQuestions, updateQuestion } from './service';

const { question: limits } = LIMITS;

/**
 * A question's weight is stored exactly as typed: more decimals than the portal keeps are refused,
 * never rounded. The bounds are also stated for the OpenAPI document; every refusal reads the same.
 */
const weight = Joi.number()
  .greater(0)
  .max(QUESTION_WEIGHT.max)
  .custom((value: number, helpers) => (isValidWeight(value) ? value : helpers.message({ custom: WEIGHT_INVALID })))
  .messages({ 'number.greater': WEIGHT_INVALID, 'number.max': WEIGHT_INVALID })
  .default(QUESTION_WEIGHT.default)
  .description('How much the question counts in a vendor weighted score: more than 0, at most 100, at most two decimals');

const MINIMUM_INVALID = `"minimum" must be ${QUESTION_MINIMUM.min} to ${QUESTION_MINIMUM.max}, with at most ${QUESTION_MINIMUM.decimals} decimals`;

/** A scale question's minimum score for the award; a pass/fail question has none (it is a knock-out itself). */
const minimum = Joi.number()
  .min(QUESTION_MINIMUM.min)
  .max(QUESTION_MINIMUM.max)
  .custom((value: number, helpers) => (hasAtMostDecimals(value, QUESTION_MINIMUM.decimals) ? value : helpers.message({ custom: MINIMUM_INVALID })))
  .messages({ 'number.min': MINIMUM_INVALID, 'number.max': MINIMUM_INVALID })
  .allow(null)
  .default(null)
  .when('kind', { is: 'passFail', then: Joi.valid(null).messages({ 'any.only': '"minimum" is only for scale questions' }) })
  .description('On a scale question, the lowest agreed score or cell mean a vendor may have and stay in the award; null for none');

// PUT replaces the record: it takes the same payload as POST, and an absent optional field takes its default.
const questionPayload = Joi.object<QuestionPayload>({
  eventId: id.required(),
  text: requiredText(limits.text),
  description: optionalText(limits.description),
  order,
  isActive,
  weight,
  section: optionalString(limits.section),
  kind: Joi.string()
    .valid(...QUESTION_KINDS)
    .default('scale')
    .description('scale: scored 1 to 5; passFail: a knock-out criterion answered Pass (stored as 5) or Fail (1), carrying no weight'),
  minimum,
});

export const questionRoutes = domainModule('questions', [
  {
    ...at(api.questions.ofEvent),
    options: {
      description: 'Active questions of an event the caller may open',
      validate: { params: eventIdParams },
      ...answers(questionListResponse, { errors: [403] }),
    },
    handler: (request) =>
      listEventQuestions(request.server.app.db, request.server.app.config.timeZone, request.auth.credentials.user!.id, request.params.eventId as number),
  },
  {
    ...at(api.questions.mine),
    options: { description: 'Questions of active events (id, eventId, isActive) for progress', ...answers(userQuestionListResponse) },
    handler: (request) => listUserQuestions(request.server.app.db),
  },
  {
    ...at(api.questions.adminList),
    options: { auth: ADMIN_ONLY, description: 'Every question, by event name then order', ...answers(questionListResponse) },
    handler: (request) => listQuestions(request.server.app.db),
  },
  {
    ...at(api.questions.create),
    options: {
      auth: ADMIN_ONLY,
      description: 'Create a question in an event',
      validate: { payload: questionPayload },
      ...answers(questionResponse, { status: 201 }),
    },
    handler: async (request, h) => created(h, await asCaller(request, (trx) => createQuestion(trx, request.payload as QuestionPayload))),
  },
  {
    ...at(api.questions.update),
    options: {
      auth: ADMIN_ONLY,
      description: 'Replace a question',
      validate: { params: idParams, payload: questionPayload },
      ...answers(questionResponse, { errors: [409] }),
    },
    handler: (request) => asCaller(request, (trx) => updateQuestion(trx, request.params.id as number, request.payload as QuestionPayload)),
  },
  {
    ...at(api.questions.remove),
    options: { auth: ADMIN_ONLY, description: 'Delete a question with its scores', validate: { params: idParams }, ...answersNoContent() },
    handler: async (request, h) => {
      // The history of the scores the question takes with it names the administrator.
      await asCaller(request, (trx) => deleteQuestion(trx, request.params.id as number));
      return noContent(h);
    },
  },
]);
