import type { Pojo } from 'objection';
import { BaseModel, displayModifiers } from './BaseModel';
import { ScoringEvent } from './ScoringEvent';

export class Question extends BaseModel {
  static override tableName = 'questions';
  static override modifiers = displayModifiers;

  id!: number;
  eventId!: number;
  text!: string;
  description!: string | null;
  order!: number;
  isActive!: boolean;
  /** More than 0, at most 100, two decimals. */
  weight!: number;
  section!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override relationMappings = () => ({
    event: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: ScoringEvent,
      join: { from: 'questions.event_id', to: 'scoring_events.id' },
    },
  });

  /**
   * The weight is stored as an exact decimal, which the database driver hands over as text ("1.25",
   * "1.00"); a weight has at most two decimals, so as a number it still reads as typed (1.25, 1).
   */
  override $parseDatabaseJson(json: Pojo): Pojo {
    const parsed = super.$parseDatabaseJson(json);
    if (typeof parsed.weight === 'string') parsed.weight = Number(parsed.weight);
    return parsed;
  }
}
