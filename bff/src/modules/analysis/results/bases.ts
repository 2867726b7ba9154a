import { LRUCache } from 'lru-cache';
import type { ResultsEvent } from './event';

/*
 * The ranking's z-score sums and the agreement's sums of cell means need every rating of the event
 * once: on a large panel the one pass that reads them is most of the call's time, and while the
 * evaluators are scoring every save starts it again. So each figuring also answers its basis: those
 * sums, the figures they were made with (each evaluator's totals, each cell's), and the snapshot
 * they were read on. The next figuring of the same event starts from the basis and reads only what
 * changed since that snapshot: the score history rows of transactions the snapshot did not see
 * (every change of a score writes one, in its own transaction, a cascade or a truncate included),
 * the scores of the evaluators those changed, and of the cells whose mean moved. It checks the
 * basis as it goes: an evaluator whose totals differ from the basis without any change of theirs
 * (access, a declaration, a vendor or question made inactive) is read again like one who saved.
 * When the changes are many beside the scores, the same statement takes the whole pass instead.
 *
 * A basis is plain text of the database's own making (its snapshot, and JSON rows of sums it reads
 * back with json_to_recordset): a float8 goes out and comes back as the same number.
 */

/**
 * The kept sums add up z-scores and cell means counted in units of 2^-48 (a few parts in 10^15 of
 * a z-score, finer than a float8 sum of a thousand of them keeps): sums of integers are exact, so a
 * sum is the same whatever order its terms are added in, and whether it was read in one pass or
 * kept and added to. Integers of 8 bytes hold any z-score below 2^15 in magnitude, which no
 * evaluator's ratings reach (a z-score among n ratings is below √n).
 */
const UNITS = 2 ** 48;

/** SQL: the float8 `value` in whole units, an int8. */
export function inUnits(value: string): string {
  return `round((${value}) * ${UNITS})::int8`;
}

/** SQL: a sum of whole units, `units`, as a float8. */
export function fromUnits(units: string): string {
  return `((${units})::float8 / ${UNITS})`;
}

/** What a figuring of the ranking or the agreement starts from, and answers anew. */
export interface Basis {
  /** The snapshot the sums were read on (`pg_current_snapshot()`). */
  snapshot: string;
  /** The sums per cell, as JSON rows. */
  cells: string;
  /** The figures per evaluator, as JSON rows. */
  users: string;
}

/** An answer with the basis the next figuring starts from. */
export interface Figured<T> {
  answer: T;
  basis: Basis;
  /** Whether the sums were added to from the changes since a basis (else read in one whole pass). */
  fromChanges: boolean;
}

/** How many events' bases a process keeps (each a few hundred kilobytes on a large panel). */
const KEPT_EVENTS = 64;

/**
 * The bases of this process, by call and event. A basis checks itself against the database when
 * used, so it needs no change notification: it is only a starting point.
 */
export class ResultsBases {
  private readonly bases = new LRUCache<string, Basis>({ max: KEPT_EVENTS * 2 });

  /** `figure`'s answer, started from the kept basis of `call` and `eventId`, whose new basis is kept. */
  async figure<T>(call: string, eventId: number, figure: (basis: Basis | undefined) => Promise<Figured<T>>): Promise<T> {
    const key = `${call}:${eventId}`;
    const { answer, basis } = await figure(this.bases.get(key));
    this.bases.set(key, basis);
    return answer;
  }
}

/** The row a figuring's statement answers: the answer as JSON, and its basis. */
export interface FiguredRow<T> {
  answer: T;
  snapshot: string;
  cells: string;
  users: string;
  /** Whether the sums were added to from the changes (else read in one whole pass). */
  from_changes: boolean;
}

/** The answer and new basis of a statement's row. */
export function figuredOf<T>(row: FiguredRow<T>): Figured<T> {
  return { answer: row.answer, basis: { snapshot: row.snapshot, cells: row.cells, users: row.users }, fromChanges: row.from_changes };
}

/**
 * SQL: the common table expression `basis` (`snapshot`, `cells`, `users`), its three values bound
 * in that order: put it first in the statement's WITH, the only bound values of the statement.
 */
export const BASIS_CTE = 'basis as (select ?::pg_snapshot as snapshot, ?::json as cells, ?::json as users)';

/** The values `BASIS_CTE` binds. */
export function basisBindings(basis: Basis): string[] {
  return [basis.snapshot, basis.cells, basis.users];
}

/**
 * SQL: the common table expression `score_changes`, to follow `BASIS_CTE`: each score of the event
 * changed by a transaction the basis' snapshot did not see, once, with the score it had in that
 * snapshot (`old_score`, null where it had none): its first such change says what it changed from.
 * The transactions the snapshot did not see began at its xmin or later, which the index finds. A
 * row naming a transaction this statement's own snapshot does not see either is not a committed
 * change: it was restored from another cluster (see `forgetOtherClustersTransactions`).
 */
export function scoreChanges(event: ResultsEvent): string {
  return `
    score_changes as materialized (
      select distinct on (h.user_id, h.vendor_id, h.question_id) h.user_id, h.vendor_id, h.question_id, h.old_score
      from score_history h
      cross join basis b
      where h.event_id = ${event.eventId} and h.transaction_id >= pg_snapshot_xmin(b.snapshot)
        and not pg_visible_in_snapshot(h.transaction_id, b.snapshot) and pg_visible_in_snapshot(h.transaction_id, pg_current_snapshot())
      order by h.user_id, h.vendor_id, h.question_id, h.id
    )`;
}

/**
 * SQL: the ratings in the event of the users in `restated` (`user_id`, `vendor_id`, `question_id`,
 * `score`): few users, whose scores the (user, event) index finds.
 */
export function restatedRatings(event: ResultsEvent): string {
  return `
      select r.user_id, s.vendor_id, s.question_id, s.score
      from restated r
      cross join lateral (
        select s.vendor_id, s.question_id, s.score from scores s
        where s.user_id = r.user_id and s.event_id = ${event.eventId} and s.score > 0
        offset 0
      ) s`;
}

/** SQL: the columns of a figuring's row besides its answer: the new basis, and how it was made (`chosen`: from the changes). */
export function basisColumns(cells: string, users: string, chosen: string): string {
  return `pg_current_snapshot()::text as snapshot,
      (select coalesce(json_agg(c), '[]') from ${cells} c)::text as cells,
      (select coalesce(json_agg(u), '[]') from ${users} u)::text as users,
      ${chosen} as from_changes`;
}
