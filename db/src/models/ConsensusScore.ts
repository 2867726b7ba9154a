import { BaseModel } from './BaseModel';

/** The score the panel agreed for one cell (vendor × question) of an event, with the reason. */
export class ConsensusScore extends BaseModel {
  static override tableName = 'consensus_scores';
  static override idColumn = ['eventId', 'vendorId', 'questionId'];
  static override touchesUpdatedAt = false;

  eventId!: number;
  vendorId!: number;
  questionId!: number;
  /** 1..5, or 0 for No Vote. */
  score!: number;
  rationale!: string;
  setBy!: number | null;
  setByName!: string | null;
  setAt!: Date;
}
