import type { EventSubmission, Submission } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

export const submissionResponse = answer<Submission>('Submission', {
  eventId: id,
  submittedAt: timestamp,
});

export const submissionListResponse = Joi.array().items(submissionResponse);

export const eventSubmissionListResponse = Joi.array().items(
  answer<EventSubmission>('EventSubmission', {
    userId: id,
    userName: text,
    submittedAt: timestamp,
  }),
);
