import { BaseModel } from './BaseModel';
import { Question } from './Question';
import { Score } from './Score';

export const ACTIVE_STATUS = 'Active';

export class ScoringEvent extends BaseModel {
  static override tableName = 'scoring_events';

  id!: number;
  name!: string;
  description!: string | null;
  status!: string;
  order!: number;
  isActive!: boolean;
  startDate!: string | null;
  endDate!: string | null;
  location!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override relationMappings = () => ({
    questions: {
      relation: BaseModel.HasManyRelation,
      modelClass: Question,
      join: { from: 'scoring_events.id', to: 'questions.event_id' },
    },
    scores: {
      relation: BaseModel.HasManyRelation,
      modelClass: Score,
      join: { from: 'scoring_events.id', to: 'scores.event_id' },
    },
  });
}
