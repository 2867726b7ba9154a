import { BaseModel } from './BaseModel';
import { Question } from './Question';
import { ScoringEvent } from './ScoringEvent';
import { User } from './User';
import { Vendor } from './Vendor';

export class Score extends BaseModel {
  static override tableName = 'scores';

  id!: number;
  userId!: number;
  eventId!: number;
  vendorId!: number;
  questionId!: number;
  score!: number;
  comments!: string | null;
  followupQuestions!: string | null;
  createdAt!: Date;
  updatedAt!: Date;

  static override relationMappings = () => ({
    user: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: User,
      join: { from: 'scores.user_id', to: 'users.id' },
    },
    event: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: ScoringEvent,
      join: { from: 'scores.event_id', to: 'scoring_events.id' },
    },
    vendor: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Vendor,
      join: { from: 'scores.vendor_id', to: 'vendors.id' },
    },
    question: {
      relation: BaseModel.BelongsToOneRelation,
      modelClass: Question,
      join: { from: 'scores.question_id', to: 'questions.id' },
    },
  });
}
