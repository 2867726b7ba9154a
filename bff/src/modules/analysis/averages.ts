import type { Knex } from 'knex';
import type { AverageEvent, QuestionAverage } from '../../api-types';
import { activeEvents, activeVendors, hasAccess } from './participants';

interface Aggregate {
  eventId: number;
  vendorId: number;
  /** null on the vendor's row over all its questions. */
  questionId: number | null;
  responses: number;
  noVotes: number;
  average: number | null;
}

interface ActiveQuestion {
  questionId: number;
  eventId: number;
  text: string;
}

function percent(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((100 * part) / whole);
}

/**
 * Per active event, active vendor and active question: the mean of the 1..5 scores given by users
 * with access, and how many of them answered. A No Vote (0) is a response but stays out of the mean.
 * The vendor's average is the mean of all its 1..5 scores over the event's active questions.
 */
export async function averageScores(db: Knex): Promise<AverageEvent[]> {
  const [events, vendors, questions, aggregates] = await Promise.all([
    activeEvents(db),
    activeVendors(db),
    db.raw(`
      select q.id as "questionId", q.event_id as "eventId", q.text
      from questions q join scoring_events e on e.id = q.event_id
      where q.is_active and e.is_active
      order by q.event_id, q."order", q.id`),
    // Grouping the scores before joining the small tables lets PostgreSQL split the scan over
    // parallel workers and join a thousand groups rather than a million rows. The vendor rows add
    // up the question rows, so the vendor mean weighs every 1..5 score alike.
    db.raw(`
      with cells as (
        select c.*
        from (
          select s.event_id, s.vendor_id, s.question_id,
            count(*) as responses,
            count(*) filter (where s.score = 0) as no_votes,
            sum(s.score) as total
          from scores s
          where ${hasAccess('s.user_id', 's.event_id')}
          group by s.event_id, s.vendor_id, s.question_id
        ) c
        join scoring_events e on e.id = c.event_id and e.is_active
        join vendors v on v.id = c.vendor_id and v.is_active
        join questions q on q.id = c.question_id and q.event_id = c.event_id and q.is_active
      )
      select event_id as "eventId", vendor_id as "vendorId", question_id as "questionId",
        responses::int as responses, no_votes::int as "noVotes",
        total::float8 / nullif(responses - no_votes, 0) as average
      from cells
      union all
      select event_id, vendor_id, null, sum(responses)::int, sum(no_votes)::int,
        sum(total)::float8 / nullif(sum(responses - no_votes), 0)
      from cells
      group by event_id, vendor_id`),
  ]);

  const byKey = new Map<string, Aggregate>();
  for (const row of aggregates.rows as Aggregate[]) byKey.set(`${row.eventId}:${row.vendorId}:${row.questionId ?? '*'}`, row);
  const questionsOf = new Map<number, ActiveQuestion[]>();
  for (const question of questions.rows as ActiveQuestion[]) {
    const list = questionsOf.get(question.eventId);
    if (list) list.push(question);
    else questionsOf.set(question.eventId, [question]);
  }

  return events.map(({ activeVendors: _count, ...event }) => ({
    ...event,
    vendors: vendors.map((vendor) => {
      const total = byKey.get(`${event.eventId}:${vendor.vendorId}:*`);
      return {
        ...vendor,
        average: total?.average ?? null,
        responses: total?.responses ?? 0,
        noVotes: total?.noVotes ?? 0,
        questions: (questionsOf.get(event.eventId) ?? []).map((question): QuestionAverage => {
          const cell = byKey.get(`${event.eventId}:${vendor.vendorId}:${question.questionId}`);
          const responses = cell?.responses ?? 0;
          return {
            questionId: question.questionId,
            text: question.text,
            average: cell?.average ?? null,
            responses,
            noVotes: cell?.noVotes ?? 0,
            users: event.usersWithAccess,
            percent: percent(responses, event.usersWithAccess),
          };
        }),
      };
    }),
  }));
}
