import Boom from '@hapi/boom';
import { ACTIVE_STATUS, Question, Score, Vendor } from '@vsp/db';
import type { Knex } from 'knex';
import type { Score as ScoreResponse, ScorePayload, UserScore } from '../../api-types';
import { findAccessibleEvent } from '../events/access';

const SCORE_COLUMNS = ['id', 'eventId', 'userId', 'questionId', 'vendorId', 'score', 'comments', 'followupQuestions', 'updatedAt'] as const;

function toResponse(score: Score): ScoreResponse {
  return score.toJSON() as unknown as ScoreResponse;
}

/** The caller's own scores, over every event: what the dashboard's progress needs. */
export async function listUserScores(db: Knex, userId: number): Promise<UserScore[]> {
  const rows = await Score.query(db).select('eventId', 'userId', 'questionId', 'vendorId', 'score').where({ userId });
  return rows.map((row) => row.toJSON() as unknown as UserScore);
}

/** The caller's own scores in one event, with comments and follow-up text. */
export async function listEventScores(db: Knex, userId: number, eventId: number): Promise<ScoreResponse[]> {
  await findAccessibleEvent(db, userId, eventId);
  const rows = await Score.query(db).select(SCORE_COLUMNS).where({ userId, eventId }).orderBy('id');
  return rows.map(toResponse);
}

function blankToNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/**
 * Saves the caller's score of one cell: one row per user, event, vendor and question,
 * so saving again (or many times at once) replaces the values instead of adding rows.
 */
export async function saveScore(db: Knex, userId: number, eventId: number, payload: ScorePayload): Promise<ScoreResponse> {
  const event = await findAccessibleEvent(db, userId, eventId);
  if (event.status !== ACTIVE_STATUS) {
    throw Boom.conflict('Scoring is only available when the event status is "Active"');
  }
  const question = await Question.query(db).findById(payload.questionId);
  if (!question || question.eventId !== eventId) throw Boom.badRequest('The question does not belong to this event');
  if (!question.isActive) throw Boom.badRequest('The question is not active');
  const vendor = await Vendor.query(db).findById(payload.vendorId);
  if (!vendor) throw Boom.badRequest('The vendor does not exist');
  if (!vendor.isActive) throw Boom.badRequest('The vendor is not active');

  const saved = await Score.query(db)
    .insert({
      userId,
      eventId,
      vendorId: payload.vendorId,
      questionId: payload.questionId,
      score: payload.score,
      comments: blankToNull(payload.comments),
      followupQuestions: blankToNull(payload.followupQuestions),
      updatedAt: new Date(),
    })
    .onConflict(['userId', 'eventId', 'vendorId', 'questionId'])
    .merge(['score', 'comments', 'followupQuestions', 'updatedAt'])
    .returning(SCORE_COLUMNS as unknown as string[]);
  return toResponse(saved as unknown as Score);
}
