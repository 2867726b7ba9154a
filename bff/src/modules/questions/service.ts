import Boom from '@hapi/boom';
import { PASS_FAIL_SCORES, type Question as QuestionResponse, type QuestionPayload, type UserQuestion } from '@vsp/contract';
import { Question, Score } from '@vsp/db';
import type { Knex } from 'knex';
import { found, plain, plainRows, removed, returning } from '../../lib/rows';
import { findAccessibleEvent } from '../permissions/service';

const COLUMNS = ['id', 'eventId', 'text', 'description', 'order', 'isActive', 'weight', 'section', 'kind', 'minimum'] as const;

/** Active questions of an event the user may open, in grid order. */
export async function listEventQuestions(db: Knex, timeZone: string, userId: number, eventId: number): Promise<QuestionResponse[]> {
  await findAccessibleEvent(db, timeZone, userId, eventId);
  return plainRows(await Question.query(db).select(COLUMNS).where({ eventId }).modify(['active', 'inDisplayOrder']));
}

/** Questions of active events, light rows for the progress figures. */
export async function listUserQuestions(db: Knex): Promise<UserQuestion[]> {
  const rows = await Question.query(db)
    .select('questions.id', 'questions.eventId', 'questions.isActive')
    .joinRelated('event')
    .where('event.isActive', true)
    .orderBy('questions.id');
  return plainRows(rows);
}

/** Every question, sorted as the Questions tab lists them: by event name, then order. */
export async function listQuestions(db: Knex): Promise<QuestionResponse[]> {
  const rows = await Question.query(db)
    .select(COLUMNS.map((column) => `questions.${column}`))
    .joinRelated('event')
    .orderBy([{ column: 'event.name' }, { column: 'event.id' }])
    .modify('inDisplayOrder');
  return plainRows(rows);
}

export async function createQuestion(db: Knex, payload: QuestionPayload): Promise<QuestionResponse> {
  return plain(await Question.query(db).insert(payload).returning(returning(COLUMNS)));
}

/**
 * Replaces a question. Moving it to another event is refused once it has scores: they were given
 * in the old event, and would otherwise count in the new one. Making it pass/fail is refused while
 * it has scores other than Pass (5), Fail (1) and No Vote (0): a 3 is neither.
 */
export async function updateQuestion(db: Knex, id: number, payload: QuestionPayload): Promise<QuestionResponse> {
  return db.transaction(async (trx) => {
    const current = await Question.query(trx).findById(id).forUpdate();
    if (!current) throw Boom.notFound('Question not found');
    if (current.eventId !== payload.eventId && (await Score.query(trx).select('id').findOne({ questionId: id }))) {
      throw Boom.conflict('This question already has scores in its event; create a new question for the other event instead');
    }
    if (payload.kind === 'passFail' && current.kind !== 'passFail' && (await Score.query(trx).select('id').where({ questionId: id }).whereNotIn('score', PASS_FAIL_SCORES).first())) {
      throw Boom.conflict('"kind": this question has scores from 2 to 4, which are neither Pass nor Fail; it cannot become a pass/fail question');
    }
    return found<QuestionResponse>(await Question.query(trx).patch(payload).findById(id).returning(returning(COLUMNS)), 'Question');
  });
}

/** The foreign keys remove the question's scores with it. */
export async function deleteQuestion(db: Knex, id: number): Promise<void> {
  removed(await Question.query(db).deleteById(id), 'Question');
}
