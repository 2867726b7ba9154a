import type { PriceFormula } from '@vsp/contract';
import { BaseModel, displayModifiers } from './BaseModel';
import { Question } from './Question';
import { Score } from './Score';

export class ScoringEvent extends BaseModel {
  static override tableName = 'scoring_events';
  static override modifiers = displayModifiers;

  id!: number;
  name!: string;
  description!: string | null;
  status!: string;
  order!: number;
  isActive!: boolean;
  startDate!: string | null;
  endDate!: string | null;
  location!: string | null;
  /** A cell is flagged when its highest and lowest rating differ by at least this much (1 to 4). */
  disagreementThreshold!: number;
  /** True when the status follows startDate and endDate in the portal's time zone; `status` keeps what the administrator set. */
  scheduleByDates!: boolean;
  /** True when evaluators must declare their conflicts of interest before scoring the event. */
  requireDeclaration!: boolean;
  /** The share of the award's 100 points that price carries (0 to 100; 0: price not scored). */
  priceWeight!: number;
  /** How prices become price scores in the award: "ratio" or "linear". */
  priceFormula!: PriceFormula;
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
