import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from '../../../lib/change-feed';
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
 * A basis is plain text of the database's own making (its snapshot, and JSON rows of whole numbers
 * it reads back with json_to_recordset): every number comes back as it went out.
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

/** How many events' bases a process keeps, and how many characters of them at most (a few hundred thousand an event on a large panel). */
const KEPT_EVENTS = 64;
const KEPT_CHARACTERS = 32 * 1024 * 1024;

/**
 * The bases of this process, by call and event. A basis checks itself against the database when
 * used, so score changes and changes beside the scores need no notification, nor does an
 * administrator's change, which this process answers by forgetting what it keeps (the cascades of
 * a deleted user or event write their scores' history too). It is dropped when the change feed
 * starts afresh (its connection was lost): the database may have been restored or failed over
 * meanwhile, and its history may no longer go back to the basis' snapshot.
 */
export class ResultsBases {
  private readonly bases = new LRUCache<string, Basis>({
    max: KEPT_EVENTS * 2,
    maxSize: KEPT_CHARACTERS,
    sizeCalculation: (basis) => basis.snapshot.length + basis.cells.length + basis.users.length,
  });

  /** How many times the feed started afresh or stopped: a basis read across one is not kept. */
  private restarts = 0;

  constructor(feed?: ChangeFeed) {
    feed?.subscribe({
      changed: () => undefined,
      reset: () => undefined,
      restarted: () => {
        this.restarts += 1;
        this.bases.clear();
      },
    });
  }

  /** `figure`'s answer, started from the kept basis of `call` and `eventId`, whose new basis is kept. */
  async figure<T>(call: string, eventId: number, figure: (basis: Basis | undefined) => Promise<Figured<T>>): Promise<T> {
    const key = `${call}:${eventId}`;
    const restarts = this.restarts;
    const { answer, basis } = await figure(this.bases.get(key));
    if (restarts === this.restarts) this.bases.set(key, basis);
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

/** A snapshot as `pg_current_snapshot()::text` writes it: xmin:xmax:xip,xip,… */
const SNAPSHOT_TEXT = /^\d+:\d+:(\d+(,\d+)*)?$/;

/**
 * SQL: the basis' snapshot as a literal, so the planner reads its transaction ids as constants
 * (the functions on snapshots are immutable) and finds the changes through the history's index;
 * from a bound value in a CTE it guessed a third of the history and read all of it.
 */
function snapshotOf(basis: Basis): string {
  if (!SNAPSHOT_TEXT.test(basis.snapshot)) throw new Error(`Not a snapshot: ${basis.snapshot}`);
  return `'${basis.snapshot}'::pg_snapshot`;
}

/**
 * SQL: the common table expression `basis` (`snapshot`, `cells`, `users`), its two JSON values bound
 * in that order (see `basisBindings`): put it first in the statement's WITH, whose only bound
 * values they are.
 */
export function basisCte(basis: Basis): string {
  return `basis as (select ${snapshotOf(basis)} as snapshot, ?::json as cells, ?::json as users)`;
}

/** The values `basisCte` binds. */
export function basisBindings(basis: Basis): string[] {
  return [basis.cells, basis.users];
}

/** SQL: the history rows of the event written by transactions the basis' snapshot did not see (see `scoreChanges`). */
function unseenChanges(event: ResultsEvent, basis: Basis): string {
  const snapshot = snapshotOf(basis);
  return `
      from score_history h
      where h.event_id = ${event.eventId} and h.transaction_id >= pg_snapshot_xmin(${snapshot})
        and not pg_visible_in_snapshot(h.transaction_id, ${snapshot}) and pg_visible_in_snapshot(h.transaction_id, pg_current_snapshot())
        and h.old_score is distinct from h.new_score`;
}

/**
 * SQL: the common table expressions `many_changes` and `score_changes`, to follow `basisCte` and
 * the kept figures `ratings` counts from (an SQL expression: the ratings the basis summed).
 *
 * `score_changes` holds each score of the event changed by a transaction the basis' snapshot did
 * not see, once, with the score it had in that snapshot (`old_score`, null where it had none): its
 * first such change says what it changed from. The transactions the snapshot did not see began at
 * its xmin or later, which the index finds. A change of the comments or follow-up alone changes no
 * figure. A row naming a transaction this statement's own snapshot does not see either is not a
 * committed change: it was restored from another cluster (see `forgetOtherClustersTransactions`).
 *
 * The changes are counted first, up to a quarter of the ratings: `many_changes` says there are more
 * (a bulk change), and then `score_changes` is left empty and unread, since a whole pass is quicker.
 */
export function scoreChanges(event: ResultsEvent, basis: Basis, ratings: string): string {
  return `
    many_changes as (
      select count(*) > (${ratings}) / 4 as many
      from (select ${unseenChanges(event, basis)} limit ((${ratings}) / 4 + 1)::bigint) unseen
    ),
    score_changes as materialized (
      select distinct on (h.user_id, h.vendor_id, h.question_id) h.user_id, h.vendor_id, h.question_id, h.old_score
      ${unseenChanges(event, basis)} and not (select many from many_changes)
      order by h.user_id, h.vendor_id, h.question_id, h.id
    )`;
}

/**
 * SQL: whether the changes since the basis can be added to it: they are not too many, and the
 * database has not gone back behind the basis' snapshot (restored, or failed over to a standby
 * that had not received everything), where the history no longer tells what changed.
 */
export const BASIS_HOLDS = `(not (select many from many_changes)
      and (select pg_snapshot_xmax(b.snapshot) <= pg_snapshot_xmax(pg_current_snapshot()) from basis b))`;

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
