import { api, LIMITS, type QuestionPayload } from '@vsp/contract';
import Joi from 'joi';
import { ADMIN_ONLY } from '../../lib/admin';
import { isActive, optionalText, order, requiredText } from '../../lib/fields';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams, id, idParams } from '../../lib/validation';
import { questionListResponse, questionResponse, userQuestionListResponse } from './responses';
import { createQuestion, deleteQuestion, listEventQuestions, listQuestions, listUserQuestions, updateQuestion } from './service';

const { question: limits } = LIMITS;

// PUT replaces the record: it takes the same payload as POST, and an absent optional field takes its default.
const questionPayload = Joi.object<QuestionPayload>({
  eventId: id.required(),
  text: requiredText(limits.text),
  description: optionalText(limits.description),
  order,
  isActive,
});

export const questionRoutes = domainModule('questions', [
  {
    ...at(api.questions.ofEvent),
    options: {
      description: 'Active questions of an event the caller may open',
      validate: { params: eventIdParams },
      ...answers(questionListResponse, { errors: [403] }),
    },
    handler: (request) => listEventQuestions(request.server.app.db, request.auth.credentials.user!.id, request.params.eventId as number),
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
    handler: async (request, h) => created(h, await createQuestion(request.server.app.db, request.payload as QuestionPayload)),
  },
  {
    ...at(api.questions.update),
    options: {
      auth: ADMIN_ONLY,
      description: 'Replace a question',
      validate: { params: idParams, payload: questionPayload },
      ...answers(questionResponse, { errors: [409] }),
    },
    handler: (request) => updateQuestion(request.server.app.db, request.params.id as number, request.payload as QuestionPayload),
  },
  {
    ...at(api.questions.remove),
    options: { auth: ADMIN_ONLY, description: 'Delete a question with its scores', validate: { params: idParams }, ...answersNoContent() },
    handler: async (request, h) => {
      await deleteQuestion(request.server.app.db, request.params.id as number);
      return noContent(h);
    },
  },
]);
