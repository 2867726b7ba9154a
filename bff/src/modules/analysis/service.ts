import type { Knex } from 'knex';
import type { AdminScore, AdminScoresPage, CreatedCount, DeletedCount } from '../../api-types';
import { hasAccess } from './participants';

/** One page of every score, oldest first, with the names it refers to, and the count of all scores. */
export async function listScores(db: Knex, limit: number, offset: number): Promise<AdminScoresPage> {
  const [rows, count] = await Promise.all([
    // The page of ids is cut first, from the primary key alone, so a deep offset skips index
    // entries only, without reading the rows or joining them.
    db
      .from(db('scores').select('id').orderBy('id').limit(limit).offset(offset).as('page'))
      .join('scores as s', 's.id', 'page.id')
      .leftJoin('users as u', 'u.id', 's.userId')
      .leftJoin('scoringEvents as e', 'e.id', 's.eventId')
      .leftJoin('vendors as v', 'v.id', 's.vendorId')
      .leftJoin('questions as q', 'q.id', 's.questionId')
      .select(
        's.id',
        's.userId',
        'u.name as userName',
        's.eventId',
        'e.name as eventName',
        's.vendorId',
        'v.name as vendorName',
        's.questionId',
        'q.text as questionText',
        's.score',
        's.comments',
        's.followupQuestions',
        's.updatedAt',
      )
      .orderBy('s.id'),
    db('scores').first(db.raw('count(*)::int as total')),
  ]);
  return { total: (count as { total: number }).total, limit, offset, rows: rows as AdminScore[] };
}

export async function deleteAllScores(db: Knex): Promise<DeletedCount> {
  return { deleted: await db('scores').delete() };
}

/**
 * Fills every missing cell of the active events, questions and vendors, for every user with access,
 * with a random score from 0 (No Vote) to 5 and no comments: one statement, whatever the size.
 */
export async function generateRandomScores(db: Knex): Promise<CreatedCount> {
  const result = await db.raw(`
    insert into scores (user_id, event_id, vendor_id, question_id, score)
    select u.id, q.event_id, v.id, q.id, floor(random() * 6)::int
    from questions q
    join scoring_events e on e.id = q.event_id and e.is_active
    cross join vendors v
    cross join users u
    where q.is_active and v.is_active and ${hasAccess('u.id', 'q.event_id')}
    on conflict (user_id, event_id, vendor_id, question_id) do nothing`);
  return { created: result.rowCount ?? 0 };
}
