import { LIMITS, PAGE_MAX, SCORE_MAX, SCORE_MIN, SCORES_PAGE_SIZE, type AdminScoresQuery, type PageQuery, type ScorePayload } from '@vsp/contract';
import Joi from 'joi';
import { withoutControlCharacters } from '../../lib/fields';
import { anyUserId, id, INT32_MAX } from '../../lib/validation';
import type { HistoryQuery } from './history';

const { score: limits } = LIMITS;

/** One cell's score: 1 to 5, or 0 for No Vote; blank comments are stored as none. */
export const scorePayload = Joi.object<ScorePayload>({
  questionId: id.required(),
  vendorId: id.required(),
  score: Joi.number().integer().min(SCORE_MIN).max(SCORE_MAX).required(),
  comments: withoutControlCharacters(Joi.string().max(limits.comments), 'multi-line').allow('', null).default(null),
  followupQuestions: withoutControlCharacters(Joi.string().max(limits.followupQuestions), 'multi-line').allow('', null).default(null),
});

/** The Scores tab reads a page at a time; other readers may ask for larger pages, within reason. */
export const pageQuery = Joi.object<Required<PageQuery>>({
  limit: Joi.number().integer().min(1).max(PAGE_MAX).default(SCORES_PAGE_SIZE),
  offset: Joi.number().integer().min(0).max(INT32_MAX).default(0),
});

/** A page of the scores of one event, vendor or evaluator, or only the No Votes. */
export const adminScoresQuery = (pageQuery as Joi.ObjectSchema<AdminScoresQuery>).keys({
  eventId: id,
  vendorId: id,
  userId: anyUserId,
  noVote: Joi.boolean(),
});

/** The history dialog shows a cell's latest changes; a reader may page further, 200 at a time at most. */
export const HISTORY_PAGE_SIZE = 50;
export const HISTORY_PAGE_MAX = 200;

/** Filters of the score history, any of them, and a page of it. */
export const historyQuery = Joi.object<HistoryQuery>({
  eventId: id,
  vendorId: id,
  questionId: id,
  userId: anyUserId,
  limit: Joi.number().integer().min(1).max(HISTORY_PAGE_MAX).default(HISTORY_PAGE_SIZE),
  offset: Joi.number().integer().min(0).max(INT32_MAX).default(0),
});
