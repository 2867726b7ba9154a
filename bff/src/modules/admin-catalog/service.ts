import Boom from '@hapi/boom';
import { Question, Score, ScoringEvent, Vendor } from '@vsp/db';
import type { Knex } from 'knex';
import type {
  EventPayload,
  Question as QuestionResponse,
  QuestionPayload,
  ScoringEvent as ScoringEventResponse,
  Vendor as VendorResponse,
  VendorPayload,
} from '../../api-types';
import { EVENT_COLUMNS, QUESTION_COLUMNS, VENDOR_COLUMNS } from '../events/service';

const returning = (columns: readonly string[]) => columns as unknown as string[];

function plain<R>(row: { toJSON(): object }): R {
  return row.toJSON() as R;
}

function found<R>(row: { toJSON(): object } | undefined, what: string): R {
  if (!row) throw Boom.notFound(`${what} not found`);
  return plain(row);
}

function deleted(count: number, what: string): void {
  if (count === 0) throw Boom.notFound(`${what} not found`);
}

/* Events */

/** Every event, inactive ones included, in display order. */
export async function listAllEvents(db: Knex): Promise<ScoringEventResponse[]> {
  const rows = await ScoringEvent.query(db).select(EVENT_COLUMNS).orderBy(['order', 'id']);
  return rows.map((row) => row.toJSON() as ScoringEventResponse);
}

export async function createEvent(db: Knex, payload: EventPayload): Promise<ScoringEventResponse> {
  return plain(await ScoringEvent.query(db).insert(payload).returning(returning(EVENT_COLUMNS)));
}

export async function updateEvent(db: Knex, id: number, payload: EventPayload): Promise<ScoringEventResponse> {
  return found(await ScoringEvent.query(db).patch(payload).findById(id).returning(returning(EVENT_COLUMNS)), 'Event');
}

/** The foreign keys remove the event's questions, scores, permissions and vendor info with it. */
export async function deleteEvent(db: Knex, id: number): Promise<void> {
  deleted(await ScoringEvent.query(db).deleteById(id), 'Event');
}

/* Vendors */

export async function listAllVendors(db: Knex): Promise<VendorResponse[]> {
  const rows = await Vendor.query(db).select(VENDOR_COLUMNS).orderBy(['order', 'id']);
  return rows.map((row) => row.toJSON() as VendorResponse);
}

export async function createVendor(db: Knex, payload: VendorPayload): Promise<VendorResponse> {
  return plain(await Vendor.query(db).insert(payload).returning(returning(VENDOR_COLUMNS)));
}

export async function updateVendor(db: Knex, id: number, payload: VendorPayload): Promise<VendorResponse> {
  return found(await Vendor.query(db).patch(payload).findById(id).returning(returning(VENDOR_COLUMNS)), 'Vendor');
}

/** The foreign keys remove the vendor's scores, info lines, files and schedules with it. */
export async function deleteVendor(db: Knex, id: number): Promise<void> {
  deleted(await Vendor.query(db).deleteById(id), 'Vendor');
}

/* Questions */

/** Every question, sorted as the Questions tab lists them: by event name, then order. */
export async function listAllQuestions(db: Knex): Promise<QuestionResponse[]> {
  const rows = await Question.query(db)
    .select(QUESTION_COLUMNS.map((column) => `questions.${column}`))
    .joinRelated('event')
    .orderBy([{ column: 'event.name' }, { column: 'event.id' }, { column: 'questions.order' }, { column: 'questions.id' }]);
  return rows.map((row) => row.toJSON() as QuestionResponse);
}

export async function createQuestion(db: Knex, payload: QuestionPayload): Promise<QuestionResponse> {
  return plain(await Question.query(db).insert(payload).returning(returning(QUESTION_COLUMNS)));
}

/**
 * Replaces a question. Moving it to another event is refused once it has scores: they were given
 * in the old event, and would otherwise count in the new one.
 */
export async function updateQuestion(db: Knex, id: number, payload: QuestionPayload): Promise<QuestionResponse> {
  return db.transaction(async (trx) => {
    const current = await Question.query(trx).findById(id).forUpdate();
    if (!current) throw Boom.notFound('Question not found');
    if (current.eventId !== payload.eventId && (await Score.query(trx).select('id').findOne({ questionId: id }))) {
      throw Boom.conflict('This question already has scores in its event; create a new question for the other event instead');
    }
    return found<QuestionResponse>(await Question.query(trx).patch(payload).findById(id).returning(returning(QUESTION_COLUMNS)), 'Question');
  });
}

/** The foreign keys remove the question's scores with it. */
export async function deleteQuestion(db: Knex, id: number): Promise<void> {
  deleted(await Question.query(db).deleteById(id), 'Question');
}
