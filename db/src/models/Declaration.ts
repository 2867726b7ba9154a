import { BaseModel } from './BaseModel';

/** One version of an evaluator's conflict-of-interest declaration for an event; the newest one counts. */
export class Declaration extends BaseModel {
  static override tableName = 'declarations';
  static override touchesUpdatedAt = false;

  id!: number;
  userId!: number;
  eventId!: number;
  /** Ids of the vendors the evaluator declared a conflict with; empty for none. */
  conflicts!: number[];
  statement!: string | null;
  declaredAt!: Date;
}
