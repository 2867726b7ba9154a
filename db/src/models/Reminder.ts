import type { ReminderStatus } from '@vsp/contract';
import { BaseModel } from './BaseModel';

/** One reminder mail to one user for one event: the record's row and the mail job's key. */
export class Reminder extends BaseModel {
  static override tableName = 'reminders';
  static override touchesUpdatedAt = false;

  id!: number;
  runId!: string;
  eventId!: number;
  userId!: number;
  sentBy!: number | null;
  email!: string | null;
  subject!: string | null;
  body!: string | null;
  status!: ReminderStatus;
  reason!: string | null;
  attempts!: number;
  queuedAt!: Date;
  sendingSince!: Date | null;
  sentAt!: Date | null;
}
