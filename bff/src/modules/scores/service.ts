import Boom from '@hapi/boom';
import {
  allowsScoring,
  DECLARATION_REQUIRED,
  EVALUATION_SUBMITTED,
  NO_VOTE,
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
import { Question, runPositionalSql, SCORES_ANNOUNCED_SETTING, Score, Submission, Vendor } from '@vsp/db';
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

/** One evaluator's save of one cell, as a batch of saves takes it. */
export interface ScoreSave {
  userId: number;
  eventId: number;
  payload: ScorePayload;
}

/**
 * How the saves arriving together are batched (see Batches). A few batches at once keep both cores
 * of the database busy while one waits for its commit to be written, and the pool keeps connections
 * for the reads. A save that
 * waits 10 s for its batch (the batches before it held up by a lock) is answered 503, as one waiting
 * that long for a connection of the pool is.
 */
const SAVE_BATCHES = {
  inFlight: 4,
  maxItems: 100,
  maxWaitMs: 10_000,
  waitedTooLong: () => Boom.serverUnavailable('The database is busy. Please try again shortly.'),
  // A cell's saves are written in the order they came to this process.
  keyOf: (save: ScoreSave) => cellOfSave(save),
};

/** How many times a batch's statement is run again after the database broke a deadlock by cancelling it. */
const RETRIES_AFTER_DEADLOCK = 3;

/** The two statements a batch of saves is written with: the cells the callers have not scored yet, then the rest. */
interface SaveStatements {
  new: SaveStatement;
  rest: SaveStatement;
}

/** A save statement's text, its name, and the values that come before the batch's own (its placeholders number from 1). */
interface SaveStatement {
  name: string;
  text: string;
  constants: unknown[];
}

/**
 * The statements that save a batch of scores, each the caller's score of one cell: one row per
 * user, event, vendor and question, so saving again (or many times at once) replaces the values
 * instead of adding rows. Only an Active event the caller may open takes scores, for an active
 * question of that event and an active vendor, and only until the caller submits their evaluation
 * of the event. When the event requires a declaration of conflicts of interest, only once the caller
 * has made one; never on a vendor their current declaration names (their scores of it made before
 * are kept, and count nowhere).
 *
 * One statement checks all of that and writes, since a save is the call every evaluator makes at
 * once before a deadline: a save the rules refuse is simply not written, and only it costs a second
 * look, to say why. Each statement sees the event, question and vendor as they stood when it began.
 * It marks itself as announced, so the database does not notify this change: a notification makes
 * commits wait for each other, and the caller publishes the change in a batch instead
 * (ChangeFeed.publish).
 *
 * The saves come as arrays, one element per save: one statement, one commit and one run of the
 * scores' triggers for many saves, which cost the database about a fifth of what as many single
 * saves cost. The cells not scored yet (most saves while evaluators are scoring) go in one
 * statement and the rest, the cells scored before, in another, each its own transaction: an upsert that both updates and inserts runs the update triggers and then the insert
 * triggers, each locking the cells' running totals and then the users' in key order, so one such
 * statement would lock totals in two passes, and two of them could each hold what the other's
 * second pass waits for. Written apart, a batch locks the totals in one pass in key order, as every
 * other writer of scores does, and the score rows in key order too (the rows go in that order). Only
 * a cell first scored or deleted by someone else meanwhile makes one of them insert and update
 * together; should that meet another such statement in a deadlock, the database breaks
 * it by cancelling one, which is run again.
 *
 * Their text is the same on every save (all that varies is bound), so PostgreSQL prepares each once
 * per connection: planning took about 0.4 ms of the database's time per save.
 */
function saveStatements(db: Knex, timeZone: string): SaveStatements {
  const accepts = acceptsScoringSql(db, timeZone).toSQL().toNative();
  const constants = [...accepts.bindings, SCORES_ANNOUNCED_SETTING];
  const announcedSetting = `$${constants.length}`;
  const batch = (position: number) => `$${constants.length + position}`;
  const statement = (cells: keyof SaveStatements): SaveStatement => ({
    name: `save-scores-${cells}`,
    constants,
    text: `with input as (
       select * from unnest(${batch(1)}::int[], ${batch(2)}::int[], ${batch(3)}::int[], ${batch(4)}::int[], ${batch(5)}::int[], ${batch(6)}::text[], ${batch(7)}::text[])
         as i(user_id, event_id, vendor_id, question_id, score, comments, followup_questions)
     ),
     cell as (
       select i.user_id, e.id as event_id, v.id as vendor_id, q.id as question_id, i.score, i.comments, i.followup_questions
       from input i
       join scoring_events e on e.id = i.event_id
       join questions q on q.id = i.question_id and q.event_id = e.id and q.is_active
       join vendors v on v.id = i.vendor_id and v.is_active
       where e.is_active and ${accepts.sql}
         and not exists (select 1 from user_event_permissions p where p.user_id = i.user_id and p.event_id = e.id and not p.has_access)
         and not exists (select 1 from submissions s where s.user_id = i.user_id and s.event_id = e.id)
         and (not e.require_declaration or exists (select 1 from declarations d where d.user_id = i.user_id and d.event_id = e.id))
         and not v.id = any(${currentConflictsSql('i.user_id', 'e.id')})
     ),
     announced as (select set_config(${announcedSetting}, 'on', true))
     insert into scores (user_id, event_id, vendor_id, question_id, score, comments, followup_questions, updated_at)
     select c.user_id, c.event_id, c.vendor_id, c.question_id, c.score, c.comments, c.followup_questions, now()
     from cell c, announced
     ${cells === 'new' ? 'where not exists (select 1 from scores s where s.user_id = c.user_id and s.event_id = c.event_id and s.vendor_id = c.vendor_id and s.question_id = c.question_id)' : ''}
     order by c.user_id, c.event_id, c.vendor_id, c.question_id
     on conflict (user_id, event_id, vendor_id, question_id) do update
       set score = excluded.score, comments = excluded.comments, followup_questions = excluded.followup_questions, updated_at = excluded.updated_at
     returning id, event_id as "eventId", user_id as "userId", question_id as "questionId", vendor_id as "vendorId",
       score, comments, followup_questions as "followupQuestions", updated_at as "updatedAt"`,
  });
  return { new: statement('new'), rest: statement('rest') };
}

/** The cell a save writes, as text. */
const cellOf = (save: { userId: number; eventId: number; vendorId: number; questionId: number }) =>
  `${save.userId}:${save.eventId}:${save.vendorId}:${save.questionId}`;

const cellOfSave = (save: ScoreSave) =>
  cellOf({ userId: save.userId, eventId: save.eventId, vendorId: save.payload.vendorId, questionId: save.payload.questionId });

/** Runs `statement` on `saves`, no two of the same cell: the saved row of each cell it wrote. */
async function runSaves(db: Knex, statement: SaveStatement, saves: ScoreSave[]): Promise<Map<string, ScoreResponse>> {
  const values = [
    ...statement.constants,
    saves.map((save) => save.userId),
    saves.map((save) => save.eventId),
    saves.map((save) => save.payload.vendorId),
    saves.map((save) => save.payload.questionId),
    saves.map((save) => save.payload.score),
    saves.map((save) => blankToNull(save.payload.comments)),
    saves.map((save) => blankToNull(save.payload.followupQuestions)),
  ];
  const result = await runPositionalSql(db, statement.text, values, statement.name);
  return new Map((result.rows as ScoreResponse[]).map((row) => [cellOf(row), row]));
}

/** Runs `statement` on `saves`, and again if the database cancelled it to break a deadlock (it rolled back whole). */
async function runRetried(db: Knex, statement: SaveStatement, saves: ScoreSave[]): Promise<Map<string, ScoreResponse>> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await runSaves(db, statement, saves);
    } catch (error) {
      if (attempt >= RETRIES_AFTER_DEADLOCK || databaseCode(error) !== '40P01') throw error;
    }
  }
}

/** A failure of the data of one row (classes 22 and 23: a value or a reference the database refuses), not of the database. */
const isDataError = (error: unknown) => /^2[23]/.test(String(databaseCode(error)));

/**
 * Saves a batch of saves, settling each: its saved score, or why it was refused. Saves of one cell
 * go in turn, in the order they came, each in a statement after the one before (one statement
 * cannot write a row twice). When a statement fails on the data of a row (such as the score of a
 * user deleted meanwhile), each of its saves is tried alone, so only the one at fault fails and no
 * other save is lost; when the database fails (unavailable, a connection lost), every save of the
 * statement hears it. The saves the rules refused are explained one after the other, so that a
 * batch refused whole (an event closed at the deadline) does not take every connection of the pool.
 */
async function saveScores(db: Knex, timeZone: string, statements: SaveStatements, saves: ScoreSave[]): Promise<PromiseSettledResult<ScoreResponse>[]> {
  const outcomes: PromiseSettledResult<ScoreResponse>[] = [];
  const rejected = (reason: unknown): PromiseRejectedResult => ({ status: 'rejected', reason });
  /** Writes the saves at `ats` (indices into `saves`) with `statement`, settles those it wrote and answers the others; throws when it fails as a whole. */
  const writeWith = async (statement: SaveStatement, ats: number[]) => {
    const rows = await runRetried(
      db,
      statement,
      ats.map((at) => saves[at]),
    );
    const others: number[] = [];
    for (const at of ats) {
      const row = rows.get(cellOfSave(saves[at]));
      if (row) outcomes[at] = { status: 'fulfilled', value: row };
      else others.push(at);
    }
    return others;
  };
  /** Writes the saves at `turn`: the new cells, then the rest; explains the refused. */
  const write = async (turn: number[]) => {
    const rest = await writeWith(statements.new, turn);
    const refused = rest.length > 0 ? await writeWith(statements.rest, rest) : [];
    for (const at of refused) {
      const { userId, eventId, payload } = saves[at];
      outcomes[at] = await explainRefusal(db, timeZone, userId, eventId, payload).catch(rejected);
    }
  };
  for (const turn of inTurns(saves, cellOfSave)) {
    try {
      await write(turn);
    } catch (error) {
      // The saves a statement wrote before another failed keep their answer.
      const unsettled = turn.filter((at) => !outcomes[at]);
      if (unsettled.length > 1 && isDataError(error)) for (const at of unsettled) await write([at]).catch((reason: unknown) => (outcomes[at] = rejected(reason)));
      else for (const at of unsettled) outcomes[at] = rejected(error);
    }
  }
  return outcomes;
}

/** The indices of `items` in turns: the first of each key in the first turn, the second in the next, and so on. */
function inTurns<T>(items: T[], keyOf: (item: T) => string): number[][] {
  const turns: number[][] = [];
  const seen = new Map<string, number>();
  items.forEach((item, at) => {
    const key = keyOf(item);
    const turn = seen.get(key) ?? 0;
    seen.set(key, turn + 1);
    (turns[turn] ??= []).push(at);
  });
  return turns;
}

/** The saves of one database: the saves that arrive while others are written go together (see saveStatements). */
export function scoreSaves(db: Knex, timeZone: string): Batches<ScoreSave, ScoreResponse> {
  const statements = saveStatements(db, timeZone);
  return new Batches((saves) => saveScores(db, timeZone, statements, saves), SAVE_BATCHES);
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

/** Deletes every score in one statement, so all of them or none; the audit log records how many. */
export async function deleteAllScores(trx: Knex.Transaction): Promise<DeletedCount> {
  // The evaluators' saves wait until the delete commits, and it for the saves under way: a delete
  // that met them row by row could lock a batch's rows in another order than the batch (see saveStatements).
  await trx.raw('lock table scores in share row exclusive mode');
  const deleted = await Score.query(trx).delete();
  await recordAudit(trx, { entity: 'score', entityId: null, action: 'deleted all', changes: { count: { old: deleted, new: 0 } } });
  return { deleted };
}

/**
 * Fills every missing cell of the active events whose effective status is Active (the only ones open for
 * scoring; a Scheduled or Closed event keeps exactly the scores it has), of their active questions
 * and vendors, for every evaluator with access, with a random score of the scale, No Vote included,
 * and no comments. One set-based statement in SQL, whatever the size, and so all of it or none.
 */
export async function generateRandomScores(trx: Knex.Transaction, timeZone: string): Promise<CreatedCount> {
  const result = await trx.raw(
    `
    insert into scores (user_id, event_id, vendor_id, question_id, score)
    select u.id, q.event_id, v.id, q.id, ${SCORE_MIN} + floor(random() * ${SCORE_MAX - SCORE_MIN + 1})::int
    from questions q
    join scoring_events e on e.id = q.event_id and e.is_active and ?
    cross join vendors v
    cross join users u
    where q.is_active and v.is_active and ${evaluatorWithAccess('u.id', 'q.event_id')}
    -- In key order, as the evaluators' saves write theirs (see saveStatements).
    order by u.id, q.event_id, v.id, q.id
    on conflict (user_id, event_id, vendor_id, question_id) do nothing`,
    [acceptsScoringSql(trx, timeZone)],
  );
  const created = result.rowCount ?? 0;
  await recordAudit(trx, { entity: 'score', entityId: null, action: 'generated', changes: { created: { old: null, new: created } } });
  return { created };
}
