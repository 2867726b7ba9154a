import type { Pojo } from 'objection';
import type { QuestionKind } from '@vsp/contract';
import { BaseModel, decimalsAsNumbers, displayModifiers } from './BaseModel';
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
  /** "scale" (1 to 5) or "passFail" (Pass stored as 5, Fail as 1; no weight in the results). */
  kind!: QuestionKind;
  /** On a scale question, the lowest agreed score or cell mean a vendor may have and stay in the award. */
  minimum!: number | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override relationMappings = () => ({
    event: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: ScoringEvent,
      join: { from: 'questions.event_id', to: 'scoring_events.id' },
    },
  });

  override $parseDatabaseJson(json: Pojo): Pojo {
    return decimalsAsNumbers(super.$parseDatabaseJson(json), ['weight', 'minimum']);
  }
}
