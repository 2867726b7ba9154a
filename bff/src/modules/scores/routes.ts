import Boom from '@hapi/boom';
import type { Lifecycle } from '@hapi/hapi';
import { api, type AdminScoresQuery, type PageQuery, type ScorePayload } from '@vsp/contract';
import { asCaller } from '../../lib/actor';
import { ADMIN_ONLY } from '../../lib/admin';
import { changeOf } from '../../lib/change-feed';
import { answers, answersNoContent, at, domainModule, jsonText, noContent } from '../../lib/route-table';
import { eventIdParams, failAction, idParams } from '../../lib/validation';
import { listScoreHistory, type HistoryQuery } from './history';
import {
  adminScoresPageResponse,
  createdCountResponse,
  deletedCountResponse,
  scoreHistoryPageResponse,
  scoreListResponse,
  scoreResponse,
  userScoreListResponse,
} from './responses';
import { adminScoresQuery, historyQuery, scorePayload } from './schemas';
import { deleteAllScores, deleteScore, generateRandomScores, listEventScores, listScores, listUserScores, scoreSaves } from './service';

/**
 * A delete of one score whose path names no number, such as DELETE /api/admin/scores/history, names
 * no score: 404, so the score history reads as having no delete route. A number out of range is a 400.
 */
const noScoreOfThatName: Lifecycle.Method = (request, h, error) => {
  if (!/^\d+$/.test(String(request.params.id))) throw Boom.notFound('Score not found');
  return failAction.call(null, request, h, error);
};

export const scoreRoutes = domainModule(
  'scores',
  [
    {
      ...at(api.scores.mine),
      options: { description: "The caller's own scores in every event", ...answers(userScoreListResponse) },
      // Cached until the caller's scores change (a save, or a delete by an administrator).
      handler: async (request, h) => {
        const userId = request.auth.credentials.user!.id;
        return jsonText(h, await request.server.app.cachedReads.read(changeOf.scores(userId), () => listUserScores(request.server.app.db, userId)));
      },
    },
    {
      ...at(api.scores.ofEvent),
      options: {
        description: "The caller's own scores in one event",
        validate: { params: eventIdParams },
        ...answers(scoreListResponse, { errors: [403] }),
      },
      handler: (request) =>
        listEventScores(request.server.app.db, request.server.app.config.timeZone, request.auth.credentials.user!.id, request.params.eventId as number),
    },
    {
      ...at(api.scores.save),
      options: {
        description: 'Save (insert or replace) the caller’s score of one cell',
        validate: { params: eventIdParams, payload: scorePayload },
        ...answers(scoreResponse, { errors: [409] }),
      },
      handler: async (request) => {
        const { scoreSaves, changes } = request.server.app;
        const userId = request.auth.credentials.user!.id;
        try {
          return await scoreSaves.add({ userId, eventId: request.params.eventId as number, payload: request.payload as ScorePayload });
        } finally {
          // The database notifies the save when it commits; this process invalidates its cache of the
          // caller's scores at once, so their next read here sees the save without waiting for that.
          // Whatever the outcome: a save can commit and still fail on the way back (its connection lost before the answer).
          changes.invalidate(changeOf.scores(userId));
        }
      },
    },
    {
      ...at(api.scores.adminList),
      options: {
        auth: ADMIN_ONLY,
        description: 'A page of scores with names, and the count of all that match the filters (event, vendor, user, No Vote)',
        validate: { query: adminScoresQuery },
        ...answers(adminScoresPageResponse),
      },
      handler: (request) => listScores(request.server.app.db, request.query as unknown as AdminScoresQuery & Required<PageQuery>),
    },
    {
      ...at(api.scores.history),
      options: {
        auth: ADMIN_ONLY,
        description: 'The history of the scores, newest first: every score created, changed or deleted, with who did it; filtered by event, vendor, question and user',
        validate: { query: historyQuery },
        ...answers(scoreHistoryPageResponse),
      },
      handler: (request) => listScoreHistory(request.server.app.db, request.query as HistoryQuery),
    },
    // The history names the administrator behind each delete and generation (asCaller).
    {
      ...at(api.scores.remove),
      options: {
        auth: ADMIN_ONLY,
        description: 'Delete one score',
        validate: { params: idParams, failAction: noScoreOfThatName },
        ...answersNoContent([404]),
      },
      handler: async (request, h) => {
        await asCaller(request, (trx) => deleteScore(trx, request.params.id as number));
        return noContent(h);
      },
    },
    {
      ...at(api.scores.deleteAll),
      options: { auth: ADMIN_ONLY, description: 'Delete every score', ...answers(deletedCountResponse) },
      handler: (request) => asCaller(request, (trx) => deleteAllScores(trx)),
    },
    {
      ...at(api.scores.generateRandom),
      options: { auth: ADMIN_ONLY, description: 'Fill every missing cell of active events with a random score', ...answers(createdCountResponse) },
      handler: (request) => asCaller(request, (trx) => generateRandomScores(trx, request.server.app.config.timeZone)),
    },
  ],
  (server) => {
    server.app.scoreSaves = scoreSaves(server.app.db, server.app.config.timeZone);
  },
);
