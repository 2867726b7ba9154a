import Boom from '@hapi/boom';
import {
  allowsScoring,
  DECLARATION_REQUIRED,
  EVALUATION_SUBMITTED,
  NO_VOTE,
  PASS_FAIL_SCORE_INVALID,
  PASS_FAIL_SCORES,
  SCORE_MAX,
  SCORE_MIN,
  SCORING_ONLY_WHEN_ACTIVE,
  VENDOR_CONFLICT_DECLARED,
  type AdminScore,
  type AdminScoresPage,
  type AdminScoresQuery,
  type CreatedCount,
  type DeletedCount,
  type PageQuery,
  type Score as ScoreResponse,
  type ScorePayload,
  type UserScore,
} from '@vsp/contract';
import { Question, Score, Submission, Vendor } from '@vsp/db';
import type { Knex } from 'knex';
import { Batches } from '../../lib/batches';
import { databaseCode } from '../../lib/database-code';
import { acceptsScoringSql } from '../../lib/event-status';
import { plainRows, removed } from '../../lib/rows';
import { recordAudit, removedValues } from '../audit/service';
import { currentConflictsSql, currentDeclaration } from '../declarations/service';
import { evaluatorWithAccess, findAccessibleEvent } from '../permissions/service';

const COLUMNS = ['id', 'eventId', 'userId', 'questionId', 'vendorId', 'score', 'comments', 'followupQuestions', 'updatedAt'] as const;

/**
 * The caller's own scores, over every event: what the dashboard's progress needs. Read as plain
 * rows, without model instances, as every evaluator's dashboard asks for it.
 */
export async function listUserScores(db: Knex, userId: number): Promise<UserScore[]> {
  return db('scores').select('eventId', 'userId', 'questionId', 'vendorId', 'score').where({ userId });
}

/** The caller's own scores in one event, with comments and follow-up text. */
export async function listEventScores(db: Knex, timeZone: string, userId: number, eventId: number): Promise<ScoreResponse[]> {
  await findAccessibleEvent(db, timeZone, userId, eventId);
  return plainRows(await Score.query(db).select(COLUMNS).where({ userId, eventId }).orderBy('id'));
}

function blankToNull(text: string | null | undefined): string | null {
  return text && text.trim() ? text : null;
}

/** One evaluator's save of one cell. */
export interface ScoreSave {
  userId: number;
  eventId: number;
  payload: ScorePayload;
}

/** The cell a save writes, as text. */
const cellOf = (save: { userId: number; eventId: number; vendorId: number; questionId: number }) =>
  `${save.userId}:${save.eventId}:${save.vendorId}:${save.questionId}`;

const cellOfSave = (save: ScoreSave) =>
  cellOf({ userId: save.userId, eventId: save.eventId, vendorId: save.payload.vendorId, questionId: save.payload.questionId });

/**
 * Writes a batch of saves, each the caller's score of one cell and no two of the same cell: one row
 * per user, event, vendor and question, so saving again replaces the values instead of adding a row.
 * Only an Active event the caller may open takes scores, for an active question of that event (Pass,
 * Fail or No Vote on a pass/fail question) and an active vendor, and only until the caller submits
 * their evaluation of the event. When the event requires a declaration of conflicts of interest,
 * only once the caller has made one; never on a vendor their current declaration names (their
 * scores of it made before are kept, and count nowhere).
 *
 * One statement checks all of that and writes: a save the rules refuse is simply not written (and
 * explained afterwards). The statement sees the event, question and vendor as they stood when it
 * began. Answers the saved row of each cell written.
 */
async function writeSaves(db: Knex, timeZone: string, saves: ScoreSave[]): Promise<Map<string, ScoreResponse>> {
  const result = await db.raw<{ rows: ScoreResponse[] }>(
    `with input as (
       select * from unnest(:userIds::int[], :eventIds::int[], :vendorIds::int[], :questionIds::int[], :scores::int[], :comments::text[], :followupQuestions::text[])
         as i(user_id, event_id, vendor_id, question_id, score, comments, followup_questions)
     )
     insert into scores (user_id, event_id, vendor_id, question_id, score, comments, followup_questions, updated_at)
     select i.user_id, e.id, v.id, q.id, i.score, i.comments, i.followup_questions, now()
     from input i
     join scoring_events e on e.id = i.event_id
     join questions q on q.id = i.question_id and q.event_id = e.id and q.is_active
       and (q.kind = 'scale' or i.score in (${PASS_FAIL_SCORES.join(', ')}))
     join vendors v on v.id = i.vendor_id and v.is_active
     where e.is_active and :acceptsScoring
       and not exists (select 1 from user_event_permissions p where p.user_id = i.user_id and p.event_id = e.id and not p.has_access)
       and not exists (select 1 from submissions s where s.user_id = i.user_id and s.event_id = e.id)
       and (not e.require_declaration or exists (select 1 from declarations d where d.user_id = i.user_id and d.event_id = e.id))
       and not v.id = any(${currentConflictsSql('i.user_id', 'e.id')})
     -- Rows are written, and their cells locked, in one order in every batch, so that two batches
     -- that share cells (one evaluator saving from two tabs, or two processes) wait for each other
     -- instead of deadlocking.
     order by i.user_id, i.event_id, i.vendor_id, i.question_id
     on conflict (user_id, event_id, vendor_id, question_id) do update
       set score = excluded.score, comments = excluded.comments, followup_questions = excluded.followup_questions, updated_at = excluded.updated_at
     returning id, event_id as "eventId", user_id as "userId", question_id as "questionId", vendor_id as "vendorId",
       score, comments, followup_questions as "followupQuestions", updated_at as "updatedAt"`,
    {
      userIds: saves.map((save) => save.userId),
      eventIds: saves.map((save) => save.eventId),
      vendorIds: saves.map((save) => save.payload.vendorId),
      questionIds: saves.map((save) => save.payload.questionId),
      scores: saves.map((save) => save.payload.score),
      comments: saves.map((save) => blankToNull(save.payload.comments)),
      followupQuestions: saves.map((save) => blankToNull(save.payload.followupQuestions)),
      acceptsScoring: acceptsScoringSql(db, timeZone),
    },
  );
  return new Map(result.rows.map((row) => [cellOf(row), row]));
}

/** A failure of the data of one row (classes 22 and 23: a value or a reference the database refuses), not of the database. */
const isDataError = (error: unknown) => /^2[23]/.test(String(databaseCode(error)));

const rejected = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason });

/**
 * Saves a batch of saves, settling each: its saved score, or why it was refused (one after the
 * other, so that a batch refused whole, an event closed at the deadline, does not take every
 * connection of the pool). When the statement fails on the data of one row (the score of a user
 * deleted meanwhile, say), each save is written alone, so only that one fails.
 */
async function saveScores(db: Knex, timeZone: string, saves: ScoreSave[]): Promise<PromiseSettledResult<ScoreResponse>[]> {
  let written: Map<string, ScoreResponse>;
  try {
    written = await writeSaves(db, timeZone, saves);
  } catch (error) {
    if (saves.length === 1 || !isDataError(error)) throw error;
    const alone: PromiseSettledResult<ScoreResponse>[] = [];
    for (const save of saves) alone.push((await saveScores(db, timeZone, [save]).catch((reason: unknown) => [rejected(reason)]))[0]);
    return alone;
  }
  const outcomes: PromiseSettledResult<ScoreResponse>[] = [];
  for (const save of saves) {
    const row = written.get(cellOfSave(save));
    outcomes.push(row ? { status: 'fulfilled', value: row } : await explainRefusal(db, timeZone, save.userId, save.eventId, save.payload).catch(rejected));
  }
  return outcomes;
}

/**
 * The evaluators' saves on one database, in batches: a save is the call every evaluator makes at
 * once before a deadline, and each statement and each commit, with its flush to disk and its
 * notification, serves many saves (see Batches). A few batches at once keep both cores of the
 * database busy while one waits for its commit; a save that waits 10 s for its batch (the batches
 * before it held up by a lock) is answered 503, as one waiting that long for a connection of the
 * pool is. The saves of one cell are written in the order they came to this process.
 */
export function scoreSaves(db: Knex, timeZone: string): Batches<ScoreSave, ScoreResponse> {
  return new Batches((saves) => saveScores(db, timeZone, saves), {
    inFlight: 4,
    maxItems: 100,
    maxWaitMs: 10_000,
    waitedTooLong: () => Boom.serverUnavailable('The database is busy. Please try again shortly.'),
    keyOf: cellOfSave,
  });
}

/**
 * Why a save wrote nothing, in the order an evaluator can act on: the event (and their declaration
 * of conflicts), then the question, then the vendor.
 */
async function explainRefusal(db: Knex, timeZone: string, userId: number, eventId: number, payload: ScorePayload): Promise<never> {
  const event = await findAccessibleEvent(db, timeZone, userId, eventId);
  if (!allowsScoring(event.status)) throw Boom.conflict(SCORING_ONLY_WHEN_ACTIVE);
  // A submitted evaluation is read-only until an administrator reopens it.
  if (await Submission.query(db).findById([userId, eventId])) throw Boom.conflict(EVALUATION_SUBMITTED);
  const declaration = await currentDeclaration(db, userId, eventId);
  if (event.requireDeclaration && !declaration) throw Boom.conflict(DECLARATION_REQUIRED);
  const question = await Question.query(db).findById(payload.questionId);
  if (!question || question.eventId !== eventId) throw Boom.badRequest('The question does not belong to this event');
  if (!question.isActive) throw Boom.badRequest('The question is not active');
  if (question.kind === 'passFail' && !PASS_FAIL_SCORES.includes(payload.score)) throw Boom.badRequest(PASS_FAIL_SCORE_INVALID);
  const vendor = await Vendor.query(db).findById(payload.vendorId);
  if (!vendor) throw Boom.badRequest('The vendor does not exist');
  if (!vendor.isActive) throw Boom.badRequest('The vendor is not active');
  if (declaration?.conflicts.includes(vendor.id)) throw Boom.forbidden(VENDOR_CONFLICT_DECLARED);
  // Everything allows it now: something changed between the save and this look; trying again will tell.
  throw Boom.conflict('The event, question or vendor changed while the score was being saved. Please try again.');
}

/**
 * One page of every score, oldest first, with the names it refers to, and the count of all scores.
 * Written with knex rather than the models because the plan matters: the page of ids is cut first,
 * from the primary key alone, so a deep offset skips index entries only, without reading the rows
 * or joining them.
 */
export async function listScores(db: Knex, query: AdminScoresQuery & Required<PageQuery>): Promise<AdminScoresPage> {
  const { limit, offset, eventId, vendorId, userId, noVote } = query;
  // The filters narrow the scores before the page is cut, so the total counts what they match.
  const matching = () =>
    db('scores').modify((builder) => {
      if (eventId !== undefined) builder.where({ eventId });
      if (vendorId !== undefined) builder.where({ vendorId });
      if (userId !== undefined) builder.where({ userId });
      if (noVote) builder.where({ score: NO_VOTE });
    });
  const [rows, count] = await Promise.all([
    db
      .from(matching().select('id').orderBy('id').limit(limit).offset(offset).as('page'))
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
    matching().first(db.raw('count(*)::int as total')),
  ]);
  return { total: (count as { total: number }).total, limit, offset, rows: rows as AdminScore[] };
}

/** What the audit log keeps of a score an administrator deletes: its cell and its values. */
const AUDITED_COLUMNS = ['userId', 'eventId', 'vendorId', 'questionId', 'score', 'comments', 'followupQuestions'];

/**
 * Deletes one score; 404 when there is none of that id. The audit log records it with its values, in
 * the transaction of the delete (the score history records it too, as every change of a cell).
 */
export async function deleteScore(trx: Knex.Transaction, id: number): Promise<void> {
  const [deleted]: Record<string, unknown>[] = await trx('scores').where({ id }).delete(AUDITED_COLUMNS);
  removed(deleted ? 1 : 0, 'Score');
  await recordAudit(trx, { entity: 'score', entityId: id, action: 'deleted', changes: removedValues(deleted) });
}

/**
 * Deletes every score in one statement, so all of them or none; the audit log records how many.
 * The scores of an event whose decision is recommended or approved stay: they are its record.
 */
export async function deleteAllScores(trx: Knex.Transaction): Promise<DeletedCount> {
  const deleted = await Score.query(trx)
    .delete()
    .whereNotIn('eventId', trx('eventDecisions').select('eventId').whereNot({ state: 'open' }));
  await recordAudit(trx, { entity: 'score', entityId: null, action: 'deleted all', changes: { count: { old: deleted, new: 0 } } });
  return { deleted };
}

/**
 * Fills every missing cell of the active events whose effective status is Active (the only ones open for
 * scoring; a Scheduled or Closed event keeps exactly the scores it has), of their active questions
 * and vendors, for every evaluator with access, with a random score of the scale, No Vote included
 * (Pass, Fail or No Vote on a pass/fail question),
 * and no comments. One set-based statement in SQL, whatever the size, and so all of it or none.
 */
export async function generateRandomScores(trx: Knex.Transaction, timeZone: string): Promise<CreatedCount> {
  const result = await trx.raw(
    `
    insert into scores (user_id, event_id, vendor_id, question_id, score)
    select u.id, q.event_id, v.id, q.id,
      case when q.kind = 'passFail' then ('{${PASS_FAIL_SCORES.join(',')}}'::int[])[1 + floor(random() * ${PASS_FAIL_SCORES.length})::int]
        else ${SCORE_MIN} + floor(random() * ${SCORE_MAX - SCORE_MIN + 1})::int end
    from questions q
    join scoring_events e on e.id = q.event_id and e.is_active and ?
    cross join vendors v
    cross join users u
    where q.is_active and v.is_active and ${evaluatorWithAccess('u.id', 'q.event_id')}
    on conflict (user_id, event_id, vendor_id, question_id) do nothing`,
    [acceptsScoringSql(trx, timeZone)],
  );
  const created = result.rowCount ?? 0;
  await recordAudit(trx, { entity: 'score', entityId: null, action: 'generated', changes: { created: { old: null, new: created } } });
  return { created };
}
