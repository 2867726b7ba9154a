import { REMINDER_STATUSES, type MailSettings, type Reminder, type ReminderSkip, type RemindersQueued } from '@vsp/contract';
import Joi from 'joi';
import { answer, text, timestamp } from '../../plugins/openapi/answer';

const id = Joi.number().integer();

export const remindersQueuedResponse = answer<RemindersQueued>('RemindersQueued', {
  queued: id.description('How many reminders were queued (or, in a dry run, would be)'),
  skipped: Joi.array().items(answer<ReminderSkip>('ReminderSkip', { userId: id, reason: text })),
});

export const reminderListResponse = Joi.array().items(
  answer<Reminder>('Reminder', {
    id,
    userId: id,
    name: text,
    email: text.allow(null),
    queuedAt: timestamp,
    sentAt: timestamp.allow(null),
    status: Joi.string().valid(...REMINDER_STATUSES),
    reason: text.allow(null),
    attempts: id,
  }),
);

export const mailSettingsResponse = answer<MailSettings>('MailSettings', {
  configured: Joi.boolean(),
  cooldownHours: Joi.number(),
});
