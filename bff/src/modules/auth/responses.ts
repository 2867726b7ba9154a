import type { CurrentUser, SessionTiming } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

export const currentUserResponse = answer<CurrentUser>('CurrentUser', {
  id: Joi.number().integer(),
  name: text,
  isAdmin: Joi.boolean(),
});

export const sessionTimingResponse = answer<SessionTiming>('SessionTiming', {
  idleSeconds: Joi.number().integer(),
  expiresAt: timestamp,
});
