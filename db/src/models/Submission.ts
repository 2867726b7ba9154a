import { BaseModel } from './BaseModel';

/** An evaluator's submitted evaluation of one event; deleting the row reopens it. */
export class Submission extends BaseModel {
  static override tableName = 'submissions';
  static override idColumn = ['userId', 'eventId'];
  static override touchesUpdatedAt = false;

  userId!: number;
  eventId!: number;
  submittedAt!: Date;
}
