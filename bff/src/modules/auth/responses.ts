import type { CurrentUser } from '@vsp/contract';
import Joi from 'joi';
import { answer, text } from '../../plugins/openapi/answer';

export const currentUserResponse = answer<CurrentUser>('CurrentUser', {
  id: Joi.number().integer(),
  name: text,
  isAdmin: Joi.boolean(),
});
