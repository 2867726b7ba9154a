import { NO_VOTE, type AverageEvent, type IncompleteEvent, type IncompleteUser, type IncompleteVendor, type QuestionAverage } from '@vsp/contract';
import { Vendor } from '@vsp/db';
import type { Knex } from 'knex';
import { effectiveStatusSql } from '../../lib/event-status';
import { currentConflictsSql, declaredConflicts } from '../declarations/service';
import { evaluatorWithAccess, usersWithoutAccess } from '../permissions/service';
import { withoutCompilation } from './without-compilation';

/*
 * The analyses count and average in SQL, in set-based queries whose plans matter on a large data
 * set, so they are written as raw SQL rather than through the models; Node only arranges the
 * grouped rows into the answer's tree.
 *
 * They read the running totals that triggers keep beside the scores (score_cell_sums per event,
 * vendor and question; score_user_totals per event, vendor and user), never all the scores: the
 * totals count every score, so the few scores that must not count are taken back out, found
 * through indexes: those of the users without access, and those of an evaluator on a vendor they
 * declared a conflict with. The work grows with users x vendors and with those exceptions, not with
 * the number of scores.
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

/** Per active event, how many evaluators with access have submitted their evaluation. */
async function submittedCounts(db: Knex): Promise<Map<number, number>> {
  const result = await db.raw<{ rows: { eventId: number; submitted: number }[] }>(`
    select s.event_id as "eventId", count(*)::int as submitted
    from submissions s join scoring_events e on e.id = s.event_id and e.is_active
    where ${evaluatorWithAccess('s.user_id', 's.event_id')}
    group by s.event_id`);
  return new Map(result.rows.map((row) => [row.eventId, row.submitted]));
}

/** What every analysis divides by, per active event. */
type ActiveEvent = Omit<IncompleteEvent, 'vendors' | 'submittedCount' | 'incompleteUsers' | 'incompleteEntries'>;

/** Per active event and vendor ("eventId:vendorId"), how many evaluators with access declared a conflict with the vendor. */
async function conflictCounts(db: Knex): Promise<Map<string, number>> {
  const result = await db.raw<{ rows: { eventId: number; vendorId: number; conflicted: number }[] }>(`
    select k.event_id as "eventId", k.vendor_id as "vendorId", count(*)::int as conflicted
    from (${ACTIVE_EVENT_CONFLICTS}) k
    where ${evaluatorWithAccess('k.user_id', 'k.event_id')}
    group by k.event_id, k.vendor_id`);
  return new Map(result.rows.map((row) => [`${row.eventId}:${row.vendorId}`, row.conflicted]));
}

/** Active events in display order, with their effective status and what every analysis divides by. */
async function activeEvents(db: Knex, timeZone: string): Promise<ActiveEvent[]> {
  const result = await db.raw(
    `
    select e.id as "eventId", e.name as "eventName", ? as status,
      (select count(*) from questions q where q.event_id = e.id and q.is_active)::int as "activeQuestions",
      (select count(*) from vendors v where v.is_active)::int as "activeVendors",
      (select count(*) from users u where ${evaluatorWithAccess('u.id', 'e.id')})::int as "usersWithAccess"
    from scoring_events e
    where e.is_active
    order by e."order", e.id`,
    [effectiveStatusSql(db, timeZone)],
  );
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
 * with, unordered (each caller sorts what it reads). Every score is an answer, a No Vote (0) included.
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
      -- Scores that are not answers to an active question of their event (an inactive question,
      -- or one of another event): few cells, whose scores the question's index finds.
      stray as (
        select s.event_id, s.vendor_id, s.user_id, count(*) as stray
        from score_cell_sums c
        join totals t on t.event_id = c.event_id
        join questions q on q.id = c.question_id
        join scores s on s.event_id = c.event_id and s.vendor_id = c.vendor_id and s.question_id = c.question_id
        where not (q.is_active and q.event_id = c.event_id)
        group by s.event_id, s.vendor_id, s.user_id
      ),
      answered as (
        select ut.event_id, ut.vendor_id, ut.user_id, (ut.responses - coalesce(st.stray, 0))::int as answered
        from score_user_totals ut
        join totals t on t.event_id = ut.event_id
        left join stray st on st.event_id = ut.event_id and st.vendor_id = ut.vendor_id and st.user_id = ut.user_id
      )
      select t.event_id as "eventId", v.id as "vendorId", u.id as "userId", u.name, u.username, u.email,
        coalesce(a.answered, 0) as answered, t.total,
        round(100.0 * coalesce(a.answered, 0) / t.total)::int as percent
      from totals t
      cross join vendors v
      cross join users u
      left join answered a on a.event_id = t.event_id and a.vendor_id = v.id and a.user_id = u.id
      where v.is_active and ${evaluatorWithAccess('u.id', 't.event_id')} and coalesce(a.answered, 0) < t.total
        and not exists (select 1 from conflicts k where k.user_id = u.id and k.event_id = t.event_id and k.vendor_id = v.id)`;
}

/** The incomplete users of one active event, a row per user and vendor they have not finished, in display order; none for an inactive event. */
export async function incompleteRowsOfEvent(db: Knex, eventId: number): Promise<(IncompleteRow & { vendorName: string; company: string | null })[]> {
  const result = await withoutCompilation(db, (trx) =>
    trx.raw(
      `select r.*, v.name as "vendorName", v.company from (${incompleteRowsSql(`select id from scoring_events where is_active and id = ${Math.trunc(eventId)}`)}) r
       join vendors v on v.id = r."vendorId"
       order by v."order", v.id, r.name, r."userId"`,
    ),
  );
  return result.rows;
}

/** A user row of the incomplete rows' query, carrying its event's counts. */
type CountedIncompleteRow = IncompleteRow & Pick<IncompleteEvent, 'incompleteUsers' | 'incompleteEntries'>;

/**
 * SQL: the incomplete rows of every active event, users in name order within each event and vendor
 * (the vendors' order comes from the list of vendors), each row carrying its event's distinct
 * incomplete users and entries, counted over the same rows by window functions: no second pass
 * over the totals.
 */
const INCOMPLETE_ROWS_WITH_COUNTS = `
  select "eventId", "vendorId", "userId", name, username, email, answered, total, percent,
    (count(*) filter (where first_of_user) over event_rows)::int as "incompleteUsers",
    (count(*) over event_rows)::int as "incompleteEntries"
  from (
    select r.*, row_number() over (partition by r."eventId", r."userId") = 1 as first_of_user
    from (${incompleteRowsSql(ACTIVE_EVENT_IDS)}) r
  ) numbered
  window event_rows as (partition by "eventId")
  order by "eventId", "vendorId", name, "userId"`;

/**
 * Per active event and active vendor, the users with access who answered fewer than all active
 * questions of the event, but for a vendor they declared a conflict with; and per event how many
 * distinct users and user x vendor entries that makes.
 */
export async function incompleteSubmissions(db: Knex, timeZone: string): Promise<IncompleteEvent[]> {
  const [events, vendors, submitted, incomplete] = await Promise.all([
    activeEvents(db, timeZone),
    activeVendors(db),
    submittedCounts(db),
    withoutCompilation(db, (trx) => trx.raw<{ rows: CountedIncompleteRow[] }>(INCOMPLETE_ROWS_WITH_COUNTS)),
  ]);

  const groups = new Map<string, IncompleteUser[]>();
  const counts = new Map<number, Pick<IncompleteEvent, 'incompleteUsers' | 'incompleteEntries'>>();
  for (const { eventId, vendorId, incompleteUsers, incompleteEntries, ...user } of incomplete.rows) {
    counts.set(eventId, { incompleteUsers, incompleteEntries });
    const key = `${eventId}:${vendorId}`;
    const users = groups.get(key);
    if (users) users.push(user);
    else groups.set(key, [user]);
  }
  return events.map((event) => ({
    ...event,
    submittedCount: submitted.get(event.eventId) ?? 0,
    incompleteUsers: counts.get(event.eventId)?.incompleteUsers ?? 0,
    incompleteEntries: counts.get(event.eventId)?.incompleteEntries ?? 0,
    vendors: vendors
      .map((vendor): IncompleteVendor => ({ ...vendor, users: groups.get(`${event.eventId}:${vendor.vendorId}`) ?? [] }))
      .filter((vendor) => vendor.users.length > 0),
  }));
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
    // The cell totals of active events, vendors and questions, less the scores of the users who do
    // not count and of the declared conflicts. Those are reached user by user (conflict by conflict) through the (user, event) index: the lateral
    // subquery keeps the plan on it, where a misjudged count of them would scan every score. The
    // vendor rows add up the question rows, and the event rows add up the same cells, so the vendor
    // and the event means weigh every 1..5 score alike, from the same totals.
    withoutCompilation(db, (trx) =>
      trx.raw<{ rows: Aggregate[] }>(`
      with without_access as (${usersWithoutAccess(ACTIVE_EVENT_IDS)}),
      uncounted as (
        select s.event_id, s.vendor_id, s.question_id, count(*) as responses,
          count(*) filter (where s.score = ${NO_VOTE}) as no_votes, sum(s.score) as total
        from (
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
        ) s
        group by s.event_id, s.vendor_id, s.question_id
      ),
      cells as (
        select c.event_id, c.vendor_id, c.question_id,
          c.responses - coalesce(u.responses, 0) as responses,
          c.no_votes - coalesce(u.no_votes, 0) as no_votes,
          c.rating_sum - coalesce(u.total, 0) as total
        from score_cell_sums c
        join scoring_events e on e.id = c.event_id and e.is_active
        join vendors v on v.id = c.vendor_id and v.is_active
        join questions q on q.id = c.question_id and q.event_id = c.event_id and q.is_active
        left join uncounted u on u.event_id = c.event_id and u.vendor_id = c.vendor_id and u.question_id = c.question_id
      ),
      answered as (select * from cells where responses > 0)
      select event_id as "eventId", vendor_id as "vendorId", question_id as "questionId",
        responses::int as responses, no_votes::int as "noVotes",
        total::float8 / nullif(responses - no_votes, 0) as average
      from answered
      union all
      select event_id, vendor_id, null, sum(responses)::int, sum(no_votes)::int,
        sum(total)::float8 / nullif(sum(responses - no_votes), 0)
      from answered
      group by event_id, vendor_id
      union all
      select event_id, null, null, sum(responses)::int, sum(no_votes)::int,
        sum(total)::float8 / nullif(sum(responses - no_votes), 0)
      from answered
      group by event_id`),
    ),
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
