import Boom from '@hapi/boom';
import {
  allowsScoring,
  EVALUATION_ALREADY_SUBMITTED,
  SCORING_ONLY_WHEN_ACTIVE,
  unansweredCellsMessage,
  type EventSubmission,
  type Submission as SubmissionResponse,
} from '@vsp/contract';
import { ScoringEvent, Submission } from '@vsp/db';
import type { Knex } from 'knex';
import { removed } from '../../lib/rows';
import { expectedCells } from '../analysis/service';
import { findAccessibleEvent } from '../permissions/service';

interface SubmitOutcome {
  alreadySubmitted: boolean;
  unanswered: number;
  eventId: number | null;
  submittedAt: string | null;
}

/**
 * The caller says "I am done" with an event: allowed while the event accepts scoring, once every
 * cell they are expected to answer has an answer (a No Vote counts). From then on their saves in the
 * event are refused until an administrator reopens it.
 *
 * Run in a transaction naming the caller (withActor), so the audit log records who submitted. The
 * event is read as a save reads it (its effective status) and share-locked, so its status cannot
 * change meanwhile; then one statement counts the unanswered cells and writes, so the count cannot
 * go stale before the write, and of two submissions at once the second finds the first.
 */
export async function submitEvaluation(trx: Knex.Transaction, timeZone: string, userId: number, eventId: number): Promise<SubmissionResponse> {
  const event = await findAccessibleEvent(trx, timeZone, userId, eventId, { lock: true });
  if (!allowsScoring(event.status)) throw Boom.conflict(SCORING_ONLY_WHEN_ACTIVE);
  const result = await trx.raw<{ rows: SubmitOutcome[] }>(
    `with previous as (
       select exists (select 1 from submissions s where s.user_id = :userId and s.event_id = :eventId) as already_submitted
     ),
     unanswered as (
       select count(*)::int as unanswered
       from (${expectedCells(':eventId', ':userId')}) c
       where not exists (
         select 1 from scores s
         where s.user_id = :userId and s.event_id = :eventId and s.question_id = c.question_id and s.vendor_id = c.vendor_id)
     ),
     submitted as (
       insert into submissions (user_id, event_id)
       select :userId, :eventId from previous, unanswered
       where not already_submitted and unanswered = 0
       on conflict (user_id, event_id) do nothing
       returning event_id, submitted_at
     )
     select previous.already_submitted as "alreadySubmitted", unanswered.unanswered,
       submitted.event_id as "eventId", submitted.submitted_at as "submittedAt"
     from previous cross join unanswered left join submitted on true`,
    { userId, eventId },
  );
  const [outcome] = result.rows;
  if (outcome.eventId !== null && outcome.submittedAt !== null) return { eventId: outcome.eventId, submittedAt: outcome.submittedAt };
  if (outcome.unanswered > 0 && !outcome.alreadySubmitted) throw Boom.conflict(unansweredCellsMessage(outcome.unanswered));
  // Submitted before, or by a second request of the caller's that committed first.
  throw Boom.conflict(EVALUATION_ALREADY_SUBMITTED);
}

/** The caller's submitted evaluations, oldest first. */
export async function listUserSubmissions(db: Knex, userId: number): Promise<SubmissionResponse[]> {
  return db('submissions').select('eventId', 'submittedAt').where({ userId }).orderBy(['submittedAt', 'eventId']);
}

/** Who submitted their evaluation of one event, and when, oldest first; 404 for an unknown event. */
export async function listEventSubmissions(db: Knex, eventId: number): Promise<EventSubmission[]> {
  if (!(await ScoringEvent.query(db).findById(eventId))) throw Boom.notFound('Event not found');
  return db('submissions as s')
    .join('users as u', 'u.id', 's.userId')
    .select('s.userId', 'u.name as userName', 's.submittedAt')
    .where('s.eventId', eventId)
    .orderBy(['s.submittedAt', 's.userId']);
}

/**
 * Reopens an evaluator's evaluation of an event, so they can change their scores and submit again;
 * their scores stay as they are. 404 when they have not submitted it.
 */
export async function reopenSubmission(db: Knex, eventId: number, userId: number): Promise<void> {
  removed(await Submission.query(db).delete().where({ userId, eventId }), 'Submission');
}
