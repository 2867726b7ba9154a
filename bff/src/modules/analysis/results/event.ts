import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { evaluatorWithAccess, usersWithoutAccess } from '../../permissions/service';

/** The event whose results are read, with what its figures divide by and compare with. */
export interface ResultsEvent {
  eventId: number;
  /** A cell is flagged when its highest and lowest rating differ by at least this much. */
  disagreementThreshold: number;
  usersWithAccess: number;
  /** The ids of the active vendors, and of the event's active questions: the cells that count. */
  vendorIds: number[];
  questionIds: number[];
  /** The ids of the event's active scale questions: pass/fail questions carry no weight in any figure but the cells' and the award's. */
  scaleQuestionIds: number[];
  /** The ids of the users whose scores do not count in the event (see `usersWithoutAccess`). */
  usersWithoutAccess: number[];
}

/**
 * Runs `work` on one event's results, every query on one snapshot (repeatable read, read only), so
 * the figures of one answer agree with each other while evaluators keep saving; 404 for an unknown
 * event. The results of any event can be read, active or not: an administrator looks back at a
 * closed one. `work` builds its SQL with the event's id, the ids of its active vendors and questions
 * and of its users without access, as read from the database: integers.
 */
export function resultsOf<T>(db: Knex, eventId: number, work: (trx: Knex.Transaction, event: ResultsEvent) => Promise<T>): Promise<T> {
  return db.transaction(
    async (trx) => {
      const result = await trx.raw<{ rows: ResultsEvent[] }>(
        `select e.id as "eventId", e.disagreement_threshold as "disagreementThreshold",
          (select count(*) from users u where ${evaluatorWithAccess('u.id', 'e.id')})::int as "usersWithAccess",
          array(select v.id from vendors v where v.is_active order by v.id) as "vendorIds",
          array(select q.id from questions q where q.event_id = e.id and q.is_active order by q.id) as "questionIds",
          array(select q.id from questions q where q.event_id = e.id and q.is_active and q.kind = 'scale' order by q.id) as "scaleQuestionIds",
          array(select x.user_id from (${usersWithoutAccess('select e.id as id')}) x order by x.user_id) as "usersWithoutAccess"
        from scoring_events e where e.id = ?`,
        [eventId],
      );
      const [event] = result.rows;
      if (!event) throw Boom.notFound('Event not found');
      return work(trx, event);
    },
    { isolationLevel: 'repeatable read', readOnly: true },
  );
}
