import { Question, UserEventPermission } from '@vsp/db';
import type { Knex } from 'knex';
import type { UserPermission, UserQuestion } from '../../api-types';

export async function listUserPermissions(db: Knex, userId: number): Promise<UserPermission[]> {
  const rows = await UserEventPermission.query(db).select('userId', 'eventId', 'hasAccess').where({ userId }).orderBy('eventId');
  return rows.map((row) => row.toJSON() as unknown as UserPermission);
}

/** Questions of active events, light rows for the progress figures. */
export async function listUserQuestions(db: Knex): Promise<UserQuestion[]> {
  const rows = await Question.query(db)
    .select('questions.id', 'questions.eventId', 'questions.isActive')
    .joinRelated('event')
    .where('event.isActive', true)
    .orderBy('questions.id');
  return rows.map((row) => row.toJSON() as unknown as UserQuestion);
}
