import type { Declaration, EventDeclarations, UserDeclarations } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

export const declarationResponse = answer<Declaration>('Declaration', {
  eventId: id,
  conflicts: Joi.array().items(id).description('Ids of the vendors the evaluator declared a conflict with; empty for none'),
  statement: text.allow(null),
  declaredAt: timestamp,
});

export const eventDeclarationsResponse = answer<EventDeclarations>('EventDeclarations', {
  eventId: id,
  requireDeclaration: Joi.boolean(),
  users: Joi.array().items(
    answer<UserDeclarations>('UserDeclarations', {
      userId: id,
      name: text,
      current: declarationResponse.allow(null).description('The declaration that counts; null when the evaluator has not declared yet'),
      earlier: Joi.array().items(declarationResponse).description('The versions it replaced, newest first'),
    }),
  ),
});
