import type { ReminderPayload } from '@vsp/contract';
import Joi from 'joi';
import { id } from '../../lib/validation';

export const reminderPayload = Joi.object<ReminderPayload>({
  userIds: Joi.array().items(id).min(1).max(10_000).label('userIds'),
  force: Joi.boolean().default(false),
  dryRun: Joi.boolean().default(false),
});
