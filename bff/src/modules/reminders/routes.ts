import type { Server } from '@hapi/hapi';
import { api, type ReminderPayload } from '@vsp/contract';
import { ADMIN_ONLY } from '../../lib/admin';
import { answers, at, domainModule } from '../../lib/route-table';
import { eventIdParams } from '../../lib/validation';
import { deliverReminder } from './delivery';
import { MailQueue } from './mail-queue';
import { Mailer } from './mailer';
import { mailSettingsResponse, reminderListResponse, remindersQueuedResponse } from './responses';
import { reminderPayload } from './schemas';
import { listReminders, mailSettings, queueReminders } from './service';

/**
 * With mail configured, the process takes part in delivering the queued reminders from its start to
 * its stop; the queue stops before the database connections close.
 */
function runMailQueue(server: Server): void {
  const { config, db } = server.app;
  const mail = config.mail;
  if (!mail) return;
  const mailer = new Mailer(mail);
  const queue = new MailQueue(
    db,
    mail,
    (job, attempt) => deliverReminder(db, mailer, mail.publicUrl, job, attempt),
    (error) => server.log(['warn', 'mail'], { message: 'Mail queue error', error: error.message }),
  );
  server.app.mailQueue = queue;
  server.ext('onPreStart', () => queue.start());
  server.ext('onPreStop', async () => {
    await queue.stop();
    mailer.close();
  });
}

export const reminderRoutes = domainModule(
  'reminders',
  [
    {
      ...at(api.reminders.send),
      options: {
        auth: ADMIN_ONLY,
        description: 'Queue a personal reminder mail to each incomplete user of an event (or those listed); a dry run only counts',
        validate: { params: eventIdParams, payload: reminderPayload },
        ...answers(remindersQueuedResponse, { status: 202, errors: [404, 409] }),
      },
      handler: async (request, h) => {
        const { db, config, mailQueue } = request.server.app;
        const payload = request.payload as ReminderPayload;
        const eventId = request.params.eventId as number;
        const result = await queueReminders(db, config, mailQueue, { ...payload, eventId, actorId: request.auth.credentials.user!.id });
        return h.response(result).code(202);
      },
    },
    {
      ...at(api.reminders.list),
      options: {
        auth: ADMIN_ONLY,
        description: "The event's record of reminders, newest first",
        validate: { params: eventIdParams },
        ...answers(reminderListResponse, { errors: [404] }),
      },
      handler: (request) => listReminders(request.server.app.db, request.params.eventId as number),
    },
    {
      ...at(api.reminders.mailSettings),
      options: { auth: ADMIN_ONLY, description: 'Whether the server sends reminder mails, and their cool-down', ...answers(mailSettingsResponse) },
      handler: (request) => mailSettings(request.server.app.config),
    },
  ],
  runMailQueue,
);
