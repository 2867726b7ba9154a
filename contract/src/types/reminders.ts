/**
 * Reminders the server sends by mail to the evaluators who have not finished an event, one
 * personal message each, with a record of who was reminded when.
 */

/** POST: remind the incomplete users of an event, all of them or those listed. */
export interface ReminderPayload {
  /** Only these users; absent for every incomplete user of the event. */
  userIds?: number[];
  /** Send even to users reminded for this event within the cool-down. */
  force?: boolean;
  /** Count who would receive one and who would be skipped, without queuing anything (the confirmation asks this first). */
  dryRun?: boolean;
}

/** A user who gets no reminder from this request, and why. */
export interface ReminderSkip {
  userId: number;
  reason: string;
}

/** What a reminder request did: `queued` messages (a count) and the users skipped. */
export interface RemindersQueued {
  queued: number;
  skipped: ReminderSkip[];
}

export const REMINDER_STATUSES = ['queued', 'sent', 'failed', 'skipped'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

/** One reminder to one user, as the record lists it. */
export interface Reminder {
  id: number;
  userId: number;
  name: string;
  email: string | null;
  queuedAt: string;
  sentAt: string | null;
  status: ReminderStatus;
  /** Why it was skipped, or the last delivery error. */
  reason: string | null;
  /** Delivery attempts so far. */
  attempts: number;
}

/** Whether the server sends mail, so the screens show the reminder controls only when it does. */
export interface MailSettings {
  configured: boolean;
  /** A user reminded for an event is not reminded again for it within this many hours, unless forced. */
  cooldownHours: number;
}
