import Boom from '@hapi/boom';
import type { CellComment } from '@vsp/contract';
import type { Knex } from 'knex';
import { evaluatorWithAccess } from '../../permissions/service';

interface CommentRow extends Omit<CellComment, 'updatedAt'> {
  updatedAt: Date;
}

/**
 * Every score that users with access gave one vendor on one question of the event, No Votes
 * included, with the evaluator's name (the screen hides it until the administrator reveals it),
 * by name. 404 for an unknown event or vendor, or a question that is not the event's.
 */
export async function cellComments(db: Knex, eventId: number, vendorId: number, questionId: number): Promise<CellComment[]> {
  const [event, vendor, question] = await Promise.all([
    db('scoringEvents').first('id').where({ id: eventId }),
    db('vendors').first('id').where({ id: vendorId }),
    db('questions').first('id').where({ id: questionId, eventId }),
  ]);
  if (!event) throw Boom.notFound('Event not found');
  if (!vendor) throw Boom.notFound('Vendor not found');
  if (!question) throw Boom.notFound('Question not found');
  const rows: CommentRow[] = await db('scores as s')
    .join('users as u', 'u.id', 's.userId')
    .select('s.userId', 'u.name', 's.score', 's.comments', 's.followupQuestions', 's.updatedAt')
    .where({ 's.eventId': eventId, 's.vendorId': vendorId, 's.questionId': questionId })
    .whereRaw(evaluatorWithAccess('s.user_id', 's.event_id'))
    .orderBy(['u.name', 's.userId']);
  return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
}
