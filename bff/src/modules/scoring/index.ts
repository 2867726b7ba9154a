import type { Plugin } from '@hapi/hapi';
import Joi from 'joi';
import type { ScorePayload } from '../../api-types';
import { id } from '../../lib/validation';
import { listEventScores, listUserScores, saveScore } from './service';

const TEXT_MAX = 10_000;

export const scorePayload = Joi.object<ScorePayload>({
  questionId: id.required(),
  vendorId: id.required(),
  score: Joi.number().integer().min(0).max(5).required(),
  comments: Joi.string().allow('', null).max(TEXT_MAX).default(null),
  followupQuestions: Joi.string().allow('', null).max(TEXT_MAX).default(null),
});

const eventParams = Joi.object({ eventId: id.required() });

export const scoringModule: Plugin<void> = {
  name: 'scoring',
  register(server) {
    server.route([
      {
        method: 'GET',
        path: '/api/user/scores',
        options: { description: "The caller's own scores in every event" },
        handler: (request) => listUserScores(request.server.app.db, request.auth.credentials.user!.id),
      },
      {
        method: 'GET',
        path: '/api/events/{eventId}/scores',
        options: { description: "The caller's own scores in one event", validate: { params: eventParams } },
        handler: (request) => listEventScores(request.server.app.db, request.auth.credentials.user!.id, request.params.eventId as number),
      },
      {
        method: 'POST',
        path: '/api/events/{eventId}/scores',
        options: {
          description: 'Save (insert or replace) the caller’s score of one cell',
          validate: { params: eventParams, payload: scorePayload },
        },
        handler: (request) =>
          saveScore(request.server.app.db, request.auth.credentials.user!.id, request.params.eventId as number, request.payload as ScorePayload),
      },
    ]);
  },
};
