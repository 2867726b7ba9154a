import {
  SCORE_MAX,
  SCORE_MIN,
  type AdminScore,
  type AdminScoresPage,
  type CreatedCount,
  type DeletedCount,
  type ItemsPage,
  type Score,
  type ScoreHistoryItem,
  type UserScore,
} from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();
const score = Joi.number().integer().min(SCORE_MIN).max(SCORE_MAX).description('1 to 5, or 0 for No Vote');

export const userScoreListResponse = Joi.array().items(
  answer<UserScore>('UserScore', { eventId: id, userId: id, questionId: id, vendorId: id, score }),
);

export const scoreResponse = answer<Score>('Score', {
  id,
  eventId: id,
  userId: id,
  questionId: id,
  vendorId: id,
  score,
  comments: text.allow(null),
  followupQuestions: text.allow(null),
  updatedAt: timestamp,
});

export const scoreListResponse = Joi.array().items(scoreResponse);

// A name is null only when its record is gone.
const adminScore = answer<AdminScore>('AdminScore', {
  id,
  userId: id,
  userName: text.allow(null),
  eventId: id,
  eventName: text.allow(null),
  vendorId: id,
  vendorName: text.allow(null),
  questionId: id,
  questionText: text.allow(null),
  score,
  comments: text.allow(null),
  followupQuestions: text.allow(null),
  updatedAt: timestamp,
});

export const adminScoresPageResponse = answer<AdminScoresPage>('AdminScoresPage', {
  total: Joi.number().integer().min(0).description('Every score in the database, whatever the page'),
  limit: Joi.number().integer().min(1),
  offset: Joi.number().integer().min(0),
  rows: Joi.array().items(adminScore),
});

export const deletedCountResponse = answer<DeletedCount>('DeletedCount', {
  deleted: Joi.number().integer().min(0),
});

export const createdCountResponse = answer<CreatedCount>('CreatedCount', {
  created: Joi.number().integer().min(0),
});

// Ids are kept as values: the user, event, vendor, question or actor they name may be gone.
const scoreHistoryItem = answer<ScoreHistoryItem>('ScoreHistoryItem', {
  id,
  userId: id,
  eventId: id,
  vendorId: id,
  questionId: id,
  action: Joi.string().valid('created', 'updated', 'deleted'),
  oldScore: score.allow(null).description('null for a created score'),
  newScore: score.allow(null).description('null for a deleted score'),
  oldComments: text.allow(null),
  newComments: text.allow(null),
  oldFollowupQuestions: text.allow(null),
  newFollowupQuestions: text.allow(null),
  actorId: id.allow(null).description('The evaluator who saved or the administrator who deleted or generated; null when unknown'),
  actorName: text.allow(null).description("The actor's name at the time of the change"),
  at: timestamp,
});

export const scoreHistoryPageResponse = answer<ItemsPage<ScoreHistoryItem>>('ScoreHistoryPage', {
  items: Joi.array().items(scoreHistoryItem),
  total: Joi.number().integer().min(0).description('Every change the filters match, whatever the page'),
});
