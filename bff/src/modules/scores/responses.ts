import { SCORE_MAX, SCORE_MIN, type AdminScore, type AdminScoresPage, type CreatedCount, type DeletedCount, type Score, type UserScore } from '@vsp/contract';
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
