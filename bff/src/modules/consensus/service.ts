import Boom from '@hapi/boom';
import { PASS_FAIL_SCORE_INVALID, PASS_FAIL_SCORES, type ConsensusPayload, type ConsensusScore as ConsensusScoreResponse, type QuestionKind } from '@vsp/contract';
import { ConsensusScore } from '@vsp/db';
import type { Knex } from 'knex';
import { checkEvent, nameOfUser } from '../../lib/event-vendor';
import { removed } from '../../lib/rows';

/*
 * Where the evaluators disagree, the panel agrees one score for a cell and writes down why. An agreed
 * score may be recorded for any cell of the event, also one nobody rated; recording it again
 * replaces it. The writes run in a transaction naming the administrator (asCaller), so the audit log
 * records who set, replaced or removed each one.
 */

/** The columns of an agreed score as the answer names them. */
const COLUMNS = ['vendorId', 'questionId', 'score', 'rationale', 'setBy', 'setByName', 'setAt'] as const;

type Row = Pick<ConsensusScore, (typeof COLUMNS)[number]>;

const answerOf = (row: Row): ConsensusScoreResponse => ({
  vendorId: row.vendorId,
  questionId: row.questionId,
  score: row.score,
  rationale: row.rationale,
  setBy: row.setBy,
  setByName: row.setByName,
  setAt: row.setAt.toISOString(),
});

export interface CellKey {
  eventId: number;
  vendorId: number;
  questionId: number;
}

interface CellFound {
  event: boolean;
  vendor: boolean;
  /** The event of the question, null when there is no such question. */
  questionEvent: number | null;
  questionKind: QuestionKind | null;
}

/**
 * The cell's question's kind; 404 for an unknown event, vendor or question; 400 for a question of another event, since the
 * cell the caller names then does not exist in the event they name. One statement: the writes run
 * in a transaction, whose one connection takes one query at a time.
 */
async function checkCell(db: Knex, { eventId, vendorId, questionId }: CellKey): Promise<CellFound> {
  const result = await db.raw<{ rows: CellFound[] }>(
    `select exists (select 1 from scoring_events where id = :eventId) as event,
       exists (select 1 from vendors where id = :vendorId) as vendor,
       (select event_id from questions where id = :questionId) as "questionEvent",
       (select kind from questions where id = :questionId) as "questionKind"`,
    { eventId, vendorId, questionId },
  );
  const [found] = result.rows;
  if (!found.event) throw Boom.notFound('Event not found');
  if (!found.vendor) throw Boom.notFound('Vendor not found');
  if (found.questionEvent === null) throw Boom.notFound('Question not found');
  if (found.questionEvent !== eventId) throw Boom.badRequest('"questionId" must be a question of the event');
  return found;
}

/** An agreed score with the names of its cell, for the results workbook. */
export interface NamedConsensus extends Row {
  vendorName: string;
  questionText: string;
}

/** The event's agreed scores in grid order (vendors, then questions), with the names of their cells. */
export async function namedConsensusOf(db: Knex, eventId: number): Promise<NamedConsensus[]> {
  return ConsensusScore.query(db)
    .alias('k')
    .join('vendors as v', 'v.id', 'k.vendorId')
    .join('questions as q', 'q.id', 'k.questionId')
    .select([...COLUMNS.map((column) => `k.${column}`), 'v.name as vendorName', 'q.text as questionText'])
    .where('k.eventId', eventId)
    .orderBy(['v.order', 'v.id', 'q.order', 'q.id'])
    .castTo<NamedConsensus[]>();
}

/** The event's agreed scores in grid order; 404 for an unknown event. */
export async function listConsensus(db: Knex, eventId: number): Promise<ConsensusScoreResponse[]> {
  await checkEvent(db, eventId);
  return (await namedConsensusOf(db, eventId)).map(answerOf);
}

/** Records the agreed score of one cell, replacing the one before, in the name of the administrator `actorId`. */
export async function setConsensus(trx: Knex.Transaction, cell: CellKey, payload: ConsensusPayload, actorId: number): Promise<ConsensusScoreResponse> {
  const { questionKind } = await checkCell(trx, cell);
  if (questionKind === 'passFail' && !PASS_FAIL_SCORES.includes(payload.score)) throw Boom.badRequest(PASS_FAIL_SCORE_INVALID);
  const row = await ConsensusScore.query(trx)
    .insert({
      ...cell,
      score: payload.score,
      rationale: payload.rationale,
      setBy: actorId,
      // The name at the time, kept when the administrator is renamed or deleted.
      setByName: nameOfUser(trx, actorId) as unknown as string,
      setAt: trx.fn.now() as unknown as Date,
    })
    .onConflict(['eventId', 'vendorId', 'questionId'])
    .merge(['score', 'rationale', 'setBy', 'setByName', 'setAt'])
    .returning([...COLUMNS]);
  return answerOf(row);
}

/** Removes the agreed score of one cell; 404 when it has none. */
export async function removeConsensus(trx: Knex.Transaction, cell: CellKey): Promise<void> {
  await checkCell(trx, cell);
  removed(await ConsensusScore.query(trx).delete().where(cell), 'Consensus score');
}
