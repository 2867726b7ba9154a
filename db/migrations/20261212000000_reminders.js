// @ts-check
/**
 * Reminders sent by the server: one row per user per reminder run of an event, which is both the
 * record administrators read (who was reminded, when, and whether it arrived) and the key that keeps
 * a message from being delivered twice: the mail queue carries only the row's id, and a worker sends
 * only a row it has claimed.
 *
 * The site configuration gains the templates of the reminder's subject and body (null: the default).
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('reminders', (t) => {
    t.comment('Reminder mails to evaluators who have not finished an event, one row per user and reminder run');
    t.increments('id').primary().comment('Reminder id, carried by the queued mail job');
    t.uuid('run_id').notNullable().comment('The request that queued it; with user_id, the idempotency key of the message');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event the user is reminded of');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('User reminded');
    t.integer('sent_by').references('id').inTable('users').onDelete('SET NULL').comment('Administrator who asked for it; null once that account is deleted');
    t.string('email', 100).comment('Address it went to, as it was then; null when the user had none (skipped)');
    t.string('subject', 1000).comment('Subject of the message as composed when it was queued; null when skipped');
    t.text('body').comment('Body of the message (plain text) as composed when it was queued; null when skipped');
    t.string('status', 10).notNullable().comment('queued, sent, failed or skipped');
    t.text('reason').comment('Why it was skipped, or the last delivery error');
    t.integer('attempts').notNullable().defaultTo(0).comment('Delivery attempts so far');
    t.timestamp('queued_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When it was asked for');
    t.timestamp('sending_since', { useTz: true }).comment('Set while a worker is handing it to the mail server: another worker leaves it alone');
    t.timestamp('sent_at', { useTz: true }).comment('When the mail server accepted it');
    t.unique(['run_id', 'user_id'], { indexName: 'reminders_run_user_unique' });
  });
  await knex.raw(`alter table reminders add constraint reminders_status_check check (status in ('queued', 'sent', 'failed', 'skipped'))`);
  // The event's record, newest first, and the cool-down check of one user in one event.
  await knex.raw('create index reminders_event_user_index on reminders (event_id, user_id, queued_at desc)');
  await knex.raw('create index reminders_event_queued_index on reminders (event_id, queued_at desc, id desc)');
  await knex.schema.alterTable('site_config', (t) => {
    t.string('reminder_subject', 255).comment('Template of a reminder mail subject, with {placeholders}; null for the default');
    t.string('reminder_body', 5000).comment('Template of a reminder mail body (plain text), with {placeholders}; null for the default');
  });
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.alterTable('site_config', (t) => {
    t.dropColumn('reminder_subject');
    t.dropColumn('reminder_body');
  });
  await knex.schema.dropTable('reminders');
};
