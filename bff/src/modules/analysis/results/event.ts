import Boom from '@hapi/boom';
import type { Knex } from 'knex';
import { evaluatorWithAccess } from '../../permissions/service';
import { withoutCompilation } from '../without-compilation';

/** The event whose results are read, with what its figures divide by and compare with. */
export interface ResultsEvent {
  eventId: number;
  /** A cell is flagged when its highest and lowest rating differ by at least this much. */
  disagreementThreshold: number;
  usersWithAccess: number;
  activeQuestions: number;
}

/**
 * Runs `work` on one event's results, every query on one snapshot with JIT compilation off; 404
 * for an unknown event. The results of any event can be read, active or not: an administrator looks
 * back at a closed one. `work` builds its SQL with the event's id as read from the database, an
 * integer.
 */
export function resultsOf<T>(db: Knex, eventId: number, work: (trx: Knex.Transaction, event: ResultsEvent) => Promise<T>): Promise<T> {
  return withoutCompilation(
    db,
    async (trx) => {
      // The results screen asks for the ranking, the cells and the agreement at once, so the three
      // already run side by side, each in its own server process; parallel workers would only add
      // processes taking turns on the same cores (the three side by side took 0.49-0.56 s with two
      // workers each, 0.30-0.36 s without, on 940,000 scores and 2 cores, and a query alone was no
      // slower). On a server with many idle cores a call alone could gain from workers; the screen
      // never makes one alone.
      await trx.raw('set local max_parallel_workers_per_gather = 0');
      const result = await trx.raw<{ rows: ResultsEvent[] }>(
        `select e.id as "eventId", e.disagreement_threshold as "disagreementThreshold",
          (select count(*) from users u where ${evaluatorWithAccess('u.id', 'e.id')})::int as "usersWithAccess",
          (select count(*) from questions q where q.event_id = e.id and q.is_active)::int as "activeQuestions"
        from scoring_events e where e.id = ?`,
        [eventId],
      );
      const [event] = result.rows;
      if (!event) throw Boom.notFound('Event not found');
      return work(trx, event);
    },
    { oneSnapshot: true },
  );
}
