import type { IncompleteEvent, Reminder } from '@vsp/contract';

/** What a user row says about the reminders the server sent that user for the event. */
export interface UserReminderState {
  /** When the user was last reminded: the newest reminder that was queued or sent. */
  lastRemindedAt: string | null;
  /** Why the newest reminder failed, when it did: the admin may send another. */
  failure: string | null;
}

/** A queued reminder counts as reminded: the server sends it shortly, and the cool-down counts it too. */
const REMINDED = new Set<Reminder['status']>(['queued', 'sent']);

/** Each reminded user's state, from the event's record (newest first). */
export function reminderStates(record: readonly Reminder[]): Map<number, UserReminderState> {
  const states = new Map<number, UserReminderState>();
  for (const reminder of record) {
    let state = states.get(reminder.userId);
    if (!state) {
      state = { lastRemindedAt: null, failure: reminder.status === 'failed' ? (reminder.reason ?? 'Unknown error') : null };
      states.set(reminder.userId, state);
    }
    if (state.lastRemindedAt === null && REMINDED.has(reminder.status)) state.lastRemindedAt = reminder.sentAt ?? reminder.queuedAt;
  }
  return states;
}

/** The names of the event's incomplete users, by id, to name the users a request skips. */
export function incompleteUserNames(event: IncompleteEvent): Map<number, string> {
  return new Map(event.vendors.flatMap((vendor) => vendor.users.map((user) => [user.userId, user.name] as const)));
}
