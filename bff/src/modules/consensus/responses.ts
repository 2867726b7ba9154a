import type { ConsensusScore } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

export const consensusResponse = answer<ConsensusScore>('ConsensusScore', {
  vendorId: id,
  questionId: id,
  score: Joi.number().integer().min(0).max(5).description('The agreed score: 1 to 5, or 0 for No Vote (the cell leaves the consensus score)'),
  rationale: text.description('Why the panel agreed this score'),
  setBy: id.allow(null).description('The administrator who recorded it; null once that user is deleted'),
  setByName: text.allow(null).description("That administrator's name at the time"),
  setAt: timestamp,
});

export const consensusListResponse = Joi.array().items(consensusResponse).description("The event's agreed scores, in grid order");
