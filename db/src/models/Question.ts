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
  createdAt!: Date;
  updatedAt!: Date;

  static override relationMappings = () => ({
    event: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: ScoringEvent,
      join: { from: 'questions.event_id', to: 'scoring_events.id' },
    },
  });
}
