import { randomUUID } from 'node:crypto';
import Boom from '@hapi/boom';
import {
  MAIL_NOT_CONFIGURED,
  REMINDER_SKIPPED,
  REMINDERS_ONLY_WHEN_ACTIVE,
  type MailSettings,
  type Reminder as ReminderResponse,
  type ReminderPayload,
  type ReminderSkip,
  type RemindersQueued,
} from '@vsp/contract';
import { Reminder, ScoringEvent, User } from '@vsp/db';
import type { Knex } from 'knex';
import type { Config } from '../../config';
import { acceptsScoringSql } from '../../lib/event-status';
import { incompleteRowsOfEvent } from '../analysis/service';
import type { MailQueue } from './mail-queue';
import { composeReminder, reminderTemplates, type ReminderRecipient } from './message';

export function mailSettings(config: Pick<Config, 'mail' | 'reminderCooldownHours'>): MailSettings {
  return { configured: config.mail !== undefined, cooldownHours: config.reminderCooldownHours };
}

interface Incomplete extends ReminderRecipient {
  userId: number;
  email: string | null;
}

/** The incomplete users of the event, each with the vendors they have not finished, in display order. */
async function incompleteUsers(db: Knex, eventId: number): Promise<Map<number, Incomplete>> {
  const users = new Map<number, Incomplete>();
  for (const row of await incompleteRowsOfEvent(db, eventId)) {
    let user = users.get(row.userId);
    if (!user) users.set(row.userId, (user = { userId: row.userId, name: row.name, email: row.email, vendors: [] }));
    user.vendors.push({ vendorName: row.vendorName, company: row.company, answered: row.answered, total: row.total });
  }
  return users;
}

/** Users reminded for the event (queued or sent) within the cool-down. */
async function recentlyReminded(db: Knex, eventId: number, hours: number): Promise<Set<number>> {
  const rows = await Reminder.query(db)
    .distinct('userId')
    .where({ eventId })
    .whereIn('status', ['queued', 'sent'])
    .where('queuedAt', '>', db.raw(`now() - make_interval(secs => ?)`, [hours * 3600]));
  return new Set(rows.map((row) => row.userId));
}

export interface ReminderRequest extends ReminderPayload {
  eventId: number;
  /** The administrator asking. */
  actorId: number;
}

interface Decision {
  send: Incomplete[];
  /** `known`: the id is a user's, so the record can name them; an unknown id is only answered. */
  skipped: (ReminderSkip & { email: string | null; known: boolean })[];
}

/** The e-mail address of each of the users that exist. */
async function knownUsers(db: Knex, ids: number[]): Promise<Map<number, string | null>> {
  const users = await User.query(db).select('id', 'email').whereIn('id', ids);
  return new Map(users.map((user) => [user.id, user.email]));
}

/** Who of the asked-for users gets a reminder, and who is skipped and why. */
async function decide(trx: Knex.Transaction, request: ReminderRequest, cooldownHours: number): Promise<Decision> {
  const [incomplete, recent] = await Promise.all([incompleteUsers(trx, request.eventId), recentlyReminded(trx, request.eventId, cooldownHours)]);
  const asked = request.userIds ? [...new Set(request.userIds)] : [...incomplete.keys()];
  const decision: Decision = { send: [], skipped: [] };
  const known = await knownUsers(trx, asked);
  for (const userId of asked) {
    const user = incomplete.get(userId);
    const skip = (reason: string) => decision.skipped.push({ userId, reason, email: known.get(userId) ?? null, known: known.has(userId) });
    if (!user) skip(REMINDER_SKIPPED.notIncomplete);
    else if (!user.email) skip(REMINDER_SKIPPED.noEmail);
    else if (recent.has(userId) && !request.force) skip(REMINDER_SKIPPED.recentlyReminded(cooldownHours));
    else decision.send.push(user);
  }
  return decision;
}

/**
 * Queues one personal reminder per incomplete user of an event (all of them, or those asked for),
 * skipping users with no address, users with nothing missing, and users reminded within the
 * cool-down unless forced. The rows of the record and the mail jobs are written in one
 * transaction, under a lock per event, so two administrators clicking at once do not both remind
 * the same people. A dry run answers the same counts and writes nothing.
 */
export async function queueReminders(db: Knex, config: Config, queue: MailQueue | undefined, request: ReminderRequest): Promise<RemindersQueued> {
  const mail = config.mail;
  if (!mail || !queue) throw Boom.conflict(MAIL_NOT_CONFIGURED);
  return db.transaction(async (trx) => {
    const event = await ScoringEvent.query(trx).select('id', 'name').findById(request.eventId).where(acceptsScoringSql(trx, config.timeZone, 'scoring_events'));
    if (!event) {
      if (await ScoringEvent.query(trx).findById(request.eventId)) throw Boom.conflict(REMINDERS_ONLY_WHEN_ACTIVE);
      throw Boom.notFound('Event not found');
    }
    await trx.raw(`select pg_advisory_xact_lock(hashtext('reminders'), ?)`, [request.eventId]);
    const { send, skipped } = await decide(trx, request, config.reminderCooldownHours);
    const answer = { queued: send.length, skipped: skipped.map(({ userId, reason }) => ({ userId, reason })) };
    if (request.dryRun) return answer;

    const runId = randomUUID();
    const templates = await reminderTemplates(trx);
    const rows = [
      ...send.map((user) => ({ userId: user.userId, email: user.email, status: 'queued' as const, reason: null, ...composeReminder(templates, event, user, mail.publicUrl) })),
      ...skipped.filter((skip) => skip.known).map((skip) => ({ userId: skip.userId, email: skip.email, status: 'skipped' as const, reason: skip.reason, subject: null, body: null })),
    ];
    if (rows.length === 0) return answer;
    const inserted = await Reminder.query(trx)
      .insert(rows.map((row) => ({ ...row, runId, eventId: request.eventId, sentBy: request.actorId })))
      .returning(['id', 'status']);
    await queue.enqueue(
      trx,
      inserted.filter((row) => row.status === 'queued').map((row) => row.id),
    );
    return answer;
  });
}

/** The event's record of reminders, newest first; 404 for an unknown event. */
export async function listReminders(db: Knex, eventId: number): Promise<ReminderResponse[]> {
  if (!(await ScoringEvent.query(db).findById(eventId))) throw Boom.notFound('Event not found');
  return db('reminders as r')
    .join('users as u', 'u.id', 'r.userId')
    .select('r.id', 'r.userId', 'u.name', 'r.email', 'r.queuedAt', 'r.sentAt', 'r.status', 'r.reason', 'r.attempts')
    .where('r.eventId', eventId)
    .orderBy([
      { column: 'r.queuedAt', order: 'desc' },
      { column: 'r.id', order: 'desc' },
    ]);
}
