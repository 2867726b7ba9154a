import { REMINDER_INTERRUPTED } from '@vsp/contract';
import type { Knex } from 'knex';
import type { Attempt, ReminderJob } from './mail-queue';
import { isPermanentRefusal, type Mailer } from './mailer';

interface Claimed {
  email: string;
  subject: string;
  body: string;
  runId: string;
  userId: number;
}

/** The Message-ID of a reminder: one per reminder run and recipient, whatever the attempt. */
export function reminderMessageId(claimed: Pick<Claimed, 'runId' | 'userId'>, publicUrl: string): string {
  return `<reminder.${claimed.runId}.${claimed.userId}@${new URL(publicUrl).hostname}>`;
}

/**
 * Delivers one queued reminder, at most once. A worker first claims the row (one statement: only a
 * queued row nobody is sending), so of two processes that somehow hold the same job only one sends.
 * A row found claimed by an earlier attempt means that attempt was cut off mid-send: whether the
 * mail server took the message is unknown, so it is not sent again and is marked failed for an
 * administrator to decide.
 *
 * A failed delivery goes back to queued with its error and is thrown, so the queue tries again
 * later; the last allowed attempt, or a refusal another attempt would not change, marks it failed.
 */
export async function deliverReminder(db: Knex, mailer: Mailer, publicUrl: string, job: ReminderJob, attempt: Attempt): Promise<void> {
  const claim = await db.raw<{ rows: Claimed[] }>(
    `update reminders set sending_since = now(), attempts = attempts + 1
     where id = ? and status = 'queued' and sending_since is null
     returning email, subject, body, run_id as "runId", user_id as "userId"`,
    [job.reminderId],
  );
  const claimed = claim.rows[0];
  if (!claimed) {
    await db.raw(`update reminders set status = 'failed', reason = ?, sending_since = null where id = ? and status = 'queued'`, [REMINDER_INTERRUPTED, job.reminderId]);
    return;
  }
  try {
    await mailer.send({ to: claimed.email, subject: claimed.subject, text: claimed.body, messageId: reminderMessageId(claimed, publicUrl) });
  } catch (error) {
    const final = attempt.retryCount >= attempt.retryLimit || isPermanentRefusal(error);
    const reason = error instanceof Error ? error.message : String(error);
    await db.raw(`update reminders set status = ?, reason = ?, sending_since = null where id = ?`, [final ? 'failed' : 'queued', reason, job.reminderId]);
    if (final) return;
    throw error;
  }
  await db.raw(`update reminders set status = 'sent', sent_at = now(), reason = null, sending_since = null where id = ?`, [job.reminderId]);
}
