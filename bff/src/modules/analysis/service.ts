import { NO_VOTE, type AverageEvent, type IncompleteEvent, type IncompleteUser, type QuestionAverage } from '@vsp/contract';
import { Vendor } from '@vsp/db';
import type { Knex } from 'knex';
import { effectiveStatusSql } from '../../lib/event-status';
import { currentConflictsSql, declaredConflicts } from '../declarations/service';
import { evaluatorWithAccess, usersWithoutAccess } from '../permissions/service';

/*
 * The analyses count and average in SQL, in set-based queries whose plans matter on a large data
 * set, so they are written as raw SQL rather than through the models; Node only arranges the
 * grouped rows into the answer's tree (Incomplete Submissions, the largest answer, is written as
 * JSON by its statement).
 *
 * Each is one GROUP BY pass over the scores of the active events, which PostgreSQL splits over
 * parallel workers, and the thousands of groups are joined to the vendors and questions afterwards,
 * not the million scores. The active events' ids reach the scan as an array, which PostgreSQL
 * reads once before it, where a join would probe a hash table for every score. The routes cache the answers until a change is notified (see the
 * analysis routes).
 */

/** The active events, as a query of their ids. */
const ACTIVE_EVENT_IDS = 'select id from scoring_events where is_active';

/** The current declared conflicts in the active events, as (user_id, event_id, vendor_id). */
const ACTIVE_EVENT_CONFLICTS = declaredConflicts(ACTIVE_EVENT_IDS);

/**
 * SQL relation (question_id, vendor_id): the cells of an event that the evaluator `userId` is
 * expected to answer, every active question of the event for every active vendor but those they
 * declared a conflict with. Incomplete Submissions counts answers against the same cells (active
 * questions times active vendors, less the declared conflicts), and an evaluation is submitted only
 * once all of them are answered; a No Vote is an answer.
 */
export function expectedCells(eventId: string, userId: string): string {
  return `select q.id as question_id, v.id as vendor_id
    from questions q cross join vendors v
    where q.event_id = ${eventId} and q.is_active and v.is_active
      and v.id <> all(${currentConflictsSql(userId, eventId)})`;
}

/** Per active event and vendor ("eventId:vendorId"), how many evaluators with access declared a conflict with the vendor. */
async function conflictCounts(db: Knex): Promise<Map<string, number>> {
  const result = await db.raw<{ rows: { eventId: number; vendorId: number; conflicted: number }[] }>(`
    select k.event_id as "eventId", k.vendor_id as "vendorId", count(*)::int as conflicted
    from (${ACTIVE_EVENT_CONFLICTS}) k
    where ${evaluatorWithAccess('k.user_id', 'k.event_id')}
    group by k.event_id, k.vendor_id`);
  return new Map(result.rows.map((row) => [`${row.eventId}:${row.vendorId}`, row.conflicted]));
}

/** What every analysis divides by, per active event. */
type ActiveEvent = Omit<IncompleteEvent, 'vendors' | 'submittedCount' | 'incompleteUsers' | 'incompleteEntries'>;

/**
 * SQL: the columns of an active event `e` that every analysis answers with: its id and name, its
 * effective status (bound to the one `?`), and what the analyses divide by.
 */
const EVENT_FIGURES = `e.id as "eventId", e.name as "eventName", ? as status,
  (select count(*) from questions q where q.event_id = e.id and q.is_active)::int as "activeQuestions",
  (select count(*) from vendors v where v.is_active)::int as "activeVendors",
  (select count(*) from users u where ${evaluatorWithAccess('u.id', 'e.id')})::int as "usersWithAccess"`;

/** Active events in display order, with their effective status and what every analysis divides by. */
async function activeEvents(db: Knex, timeZone: string): Promise<ActiveEvent[]> {
  const result = await db.raw(`select ${EVENT_FIGURES} from scoring_events e where e.is_active order by e."order", e.id`, [effectiveStatusSql(db, timeZone)]);
  return result.rows;
}

interface ActiveVendor {
  vendorId: number;
  vendorName: string;
  company: string | null;
}

/** Active vendors in grid order. */
async function activeVendors(db: Knex): Promise<ActiveVendor[]> {
  const vendors = await Vendor.query(db).select('id', 'name', 'company').modify(['active', 'inDisplayOrder']);
  return vendors.map((vendor) => ({ vendorId: vendor.id, vendorName: vendor.name, company: vendor.company }));
}

export interface IncompleteRow extends IncompleteUser {
  eventId: number;
  vendorId: number;
}

/**
 * SQL: per event of `events` (a query of event ids) and active vendor, the users with access who
 * answered fewer than all active questions of the event, but for a vendor they declared a conflict
 * with, unordered (each caller sorts what it reads, by `nameOrder`: the users' order by name, then
 * id). Every score of an active question of its event is an answer, a No Vote (0) included.
 *
 * The answers are counted over every user and vendor on narrow rows of ids first, and the users'
 * names and addresses joined only to the rows that are short: carried through the counting, they
 * made each of its 40,000 rows (1,000 users by 40 vendors) several times wider. The users are
 * ranked by name once, so the rows sort by a number, not by comparing names.
 */
function incompleteRowsSql(events: string): string {
  return `
      with conflicts as (${declaredConflicts(events)}),
      totals as (
        select q.event_id, count(*)::int as total
        from questions q join (${events}) ev on ev.id = q.event_id
        where q.is_active
        group by q.event_id
      ),
      -- Every score of the events is counted, and those that are no answer (to an inactive question,
      -- or to a question of another event) taken back out: few, found through the (question, event)
      -- index, where testing every score's question cost the pass a hash lookup per score.
      scored as (
        select s.event_id, s.vendor_id, s.user_id, count(*) as scores
        from scores s
        where s.event_id = any(array(${events}))
        group by s.event_id, s.vendor_id, s.user_id
      ),
      stray as (
        select s.event_id, s.vendor_id, s.user_id, count(*) as scores
        from (${events}) ev
        cross join questions q
        join scores s on s.question_id = q.id and s.event_id = ev.id
        where not (q.is_active and q.event_id = ev.id)
        group by s.event_id, s.vendor_id, s.user_id
      ),
      short as materialized (
        select t.event_id, v.id as vendor_id, u.id as user_id, t.total, a.answered
        from totals t
        cross join vendors v
        cross join users u
        left join scored sc on sc.event_id = t.event_id and sc.vendor_id = v.id and sc.user_id = u.id
        left join stray st on st.event_id = t.event_id and st.vendor_id = v.id and st.user_id = u.id
        cross join lateral (select (coalesce(sc.scores, 0) - coalesce(st.scores, 0))::int as answered) a
        where v.is_active and a.answered < t.total
      ),
      named as (select id, name, username, email, row_number() over (order by name, id) as name_order from users)
      select s.event_id as "eventId", s.vendor_id as "vendorId", u.id as "userId", u.name, u.username, u.email,
        s.answered, s.total, round(100.0 * s.answered / s.total)::int as percent, u.name_order as "nameOrder"
      from short s
      join named u on u.id = s.user_id
      where ${evaluatorWithAccess('u.id', 's.event_id')}
        and not exists (select 1 from conflicts k where k.user_id = u.id and k.event_id = s.event_id and k.vendor_id = s.vendor_id)`;
}

/** The incomplete users of one active event, a row per user and vendor they have not finished, in display order; none for an inactive event. */
export async function incompleteRowsOfEvent(db: Knex, eventId: number): Promise<(IncompleteRow & { vendorName: string; company: string | null })[]> {
  const result = await db.raw(
      `select r."eventId", r."vendorId", r."userId", r.name, r.username, r.email, r.answered, r.total, r.percent, v.name as "vendorName", v.company
       from (${incompleteRowsSql(`select id from scoring_events where is_active and id = ${Math.trunc(eventId)}`)}) r
       join vendors v on v.id = r."vendorId"
       order by v."order", v.id, r."nameOrder"`,
  );
  return result.rows;
}

/**
 * Per active event and active vendor, the users with access who answered fewer than all active
 * questions of the event, but for a vendor they declared a conflict with; and per event how many
 * distinct users and user x vendor entries that makes, and how many evaluators with access have
 * submitted their evaluation. Answered as the JSON text of the `IncompleteEvent` list: one
 * statement counts and writes it, the events and the vendors in display order, each vendor's users
 * by name, the vendors without an incomplete user left out. On a large panel the answer holds
 * thousands of users; as rows, decoding them and writing them out again took the BFF about as long
 * as the database took to count them.
 */
export async function incompleteSubmissions(db: Knex, timeZone: string): Promise<string> {
  const result = await db.raw<{ rows: { answer: string }[] }>(
      `with incomplete as materialized (${incompleteRowsSql(ACTIVE_EVENT_IDS)}),
      event_counts as (
        select "eventId", count(distinct "userId")::int as "incompleteUsers", count(*)::int as "incompleteEntries"
        from incomplete group by "eventId"
      ),
      vendor_users as (
        select r."eventId", r."vendorId", json_agg(u order by r."nameOrder") as users
        from incomplete r
        cross join lateral (select r."userId", r.name, r.username, r.email, r.answered, r.total, r.percent) u
        group by r."eventId", r."vendorId"
      ),
      event_vendors as (
        select g."eventId", json_agg(x order by v."order", v.id) as vendors
        from vendor_users g
        join vendors v on v.id = g."vendorId"
        cross join lateral (select v.id as "vendorId", v.name as "vendorName", v.company, g.users) x
        group by g."eventId"
      ),
      submitted as (
        select s.event_id, count(*)::int as submitted
        from submissions s
        where ${evaluatorWithAccess('s.user_id', 's.event_id')}
        group by s.event_id
      )
      select coalesce(json_agg(x order by e."order", e.id), '[]')::text as answer
      from scoring_events e
      left join submitted s on s.event_id = e.id
      left join event_counts c on c."eventId" = e.id
      left join event_vendors ev on ev."eventId" = e.id
      cross join lateral (
        select ${EVENT_FIGURES}, coalesce(s.submitted, 0) as "submittedCount",
          coalesce(c."incompleteUsers", 0) as "incompleteUsers", coalesce(c."incompleteEntries", 0) as "incompleteEntries",
          coalesce(ev.vendors, '[]') as vendors
      ) x
      where e.is_active`,
    [effectiveStatusSql(db, timeZone)],
  );
  return result.rows[0].answer;
}

interface Aggregate {
  eventId: number;
  /** null on the event's row over all its vendors. */
  vendorId: number | null;
  /** null on the vendor's and the event's rows over all their questions. */
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
 * with access (but for a vendor they declared a conflict with), and how many of them answered. A No Vote (0) is a response but stays out of the mean.
 * The vendor's average is the mean of all its 1..5 scores over the event's active questions, and
 * the event's the mean of all the 1..5 scores of its vendors.
 */
export async function averageScores(db: Knex, timeZone: string): Promise<AverageEvent[]> {
  const [events, vendors, conflicted, questions, aggregates] = await Promise.all([
    activeEvents(db, timeZone),
    activeVendors(db),
    conflictCounts(db),
    db.raw(`
      select q.id as "questionId", q.event_id as "eventId", q.text
      from questions q join scoring_events e on e.id = q.event_id
      where q.is_active and e.is_active
      order by q.event_id, q."order", q.id`),
    // One GROUP BY pass over the scores of the active events per cell, less the same aggregates of
    // the scores that do not count (those of the users without access, and of the vendors an
    // evaluator declared a conflict with): few, reached user by user through the (user, event)
    // index, where testing every score for them cost the pass more than the pass itself. The
    // thousand cells are then joined to the vendors and questions. The vendor rows add up the
    // question rows, and the event rows the same cells, so the vendor and the event means weigh
    // every 1..5 score alike.
    db.raw<{ rows: Aggregate[] }>(`
      with without_access as (${usersWithoutAccess(ACTIVE_EVENT_IDS)}),
      uncounted as (
        select s.* from without_access x
        cross join lateral (
          select s.event_id, s.vendor_id, s.question_id, s.score
          from scores s where s.user_id = x.user_id and s.event_id = x.event_id
          offset 0
        ) s
        union all
        -- A declared conflict of a user without access is taken out once, with all their scores above.
        select s.* from (${ACTIVE_EVENT_CONFLICTS}) k
        cross join lateral (
          select s.event_id, s.vendor_id, s.question_id, s.score
          from scores s where s.user_id = k.user_id and s.event_id = k.event_id and s.vendor_id = k.vendor_id
          offset 0
        ) s
        where not exists (select 1 from without_access x where x.user_id = k.user_id and x.event_id = k.event_id)
      ),
      counted as (
        select event_id, vendor_id, question_id, sum(responses) as responses, sum(no_votes) as no_votes, sum(total) as total
        from (
          select s.event_id, s.vendor_id, s.question_id, count(*) as responses,
            count(*) filter (where s.score = ${NO_VOTE}) as no_votes, sum(s.score) as total
          from scores s
          where s.event_id = any(array(${ACTIVE_EVENT_IDS}))
          group by s.event_id, s.vendor_id, s.question_id
          union all
          select s.event_id, s.vendor_id, s.question_id, -count(*), -count(*) filter (where s.score = ${NO_VOTE}), -sum(s.score)
          from uncounted s
          group by s.event_id, s.vendor_id, s.question_id
        ) parts
        group by event_id, vendor_id, question_id
        having sum(responses) > 0
      ),
      cells as (
        select c.*
        from counted c
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
      group by event_id, vendor_id
      union all
      select event_id, null, null, sum(responses)::int, sum(no_votes)::int,
        sum(total)::float8 / nullif(sum(responses - no_votes), 0)
      from cells
      group by event_id`),
  ]);

  const byKey = new Map<string, Aggregate>();
  for (const row of aggregates.rows) byKey.set(`${row.eventId}:${row.vendorId ?? '*'}:${row.questionId ?? '*'}`, row);
  const questionsOf = new Map<number, ActiveQuestion[]>();
  for (const question of questions.rows as ActiveQuestion[]) {
    const list = questionsOf.get(question.eventId);
    if (list) list.push(question);
    else questionsOf.set(question.eventId, [question]);
  }

  return events.map(({ activeVendors: _count, ...event }) => {
    const scored = byKey.get(`${event.eventId}:*:*`);
    return {
      ...event,
      average: scored?.average ?? null,
      responses: scored?.responses ?? 0,
      noVotes: scored?.noVotes ?? 0,
      vendors: vendors.map((vendor) => {
        const total = byKey.get(`${event.eventId}:${vendor.vendorId}:*`);
        // An evaluator with a declared conflict is not expected to score the vendor.
        const users = event.usersWithAccess - (conflicted.get(`${event.eventId}:${vendor.vendorId}`) ?? 0);
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
              users,
              percent: percent(responses, users),
            };
          }),
        };
      }),
    };
  });
}
