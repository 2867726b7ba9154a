import { api } from '@vsp/contract';
import Joi from 'joi';
import { asCaller, withActor } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, answersNoContent, at, created, domainModule, noContent } from '../../lib/route-table';
import { eventIdParams, id } from '../../lib/validation';
import { eventSubmissionListResponse, submissionListResponse, submissionResponse } from './responses';
import { listEventSubmissions, listUserSubmissions, reopenSubmission, submitEvaluation } from './service';

const submissionParams = Joi.object({ eventId: id.required(), userId: id.required() });

// The audit log records who submitted (withActor) and which administrator reopened (asCaller).
export const submissionRoutes = domainModule('submissions', [
  {
    ...at(api.submissions.submit),
    options: {
      description: "Submit the caller's evaluation of an event: their scores of it become read-only",
      validate: { params: eventIdParams },
      ...answers(submissionResponse, { status: 201, errors: [409] }),
    },
    handler: async (request, h) => {
      const { db, config } = request.server.app;
      const userId = request.auth.credentials.user!.id;
      const eventId = request.params.eventId as number;
      return created(h, await withActor(db, userId, (trx) => submitEvaluation(trx, config.timeZone, userId, eventId)));
    },
  },
  {
    ...at(api.submissions.mine),
    options: { description: "The caller's submitted evaluations", ...answers(submissionListResponse) },
    handler: (request) => listUserSubmissions(request.server.app.db, request.auth.credentials.user!.id),
  },
  {
    ...at(api.submissions.adminList),
    options: {
      auth: ADMIN_ONLY,
      description: 'Who submitted their evaluation of an event, and when',
      validate: { params: eventIdParams },
      ...answers(eventSubmissionListResponse),
    },
    handler: (request) => listEventSubmissions(request.server.app.db, request.params.eventId as number),
  },
  {
    ...at(api.submissions.reopen),
    options: {
      auth: ADMIN_ONLY,
      description: "Reopen an evaluator's submitted evaluation, so they can change their scores again",
      validate: { params: submissionParams },
      ...answersNoContent([404]),
    },
    handler: async (request, h) => {
      const { eventId, userId } = request.params as { eventId: number; userId: number };
      await asCaller(request, (trx) => reopenSubmission(trx, eventId, userId));
      return noContent(h);
    },
  },
]);
