// @ts-check
/**
 * Events that open and close by their dates: when scoring_events.schedule_by_dates is true, the
 * event's status is worked out when it is read, from start_date and end_date in the portal's time
 * zone (Scheduled before the start, Active from the start to the end day included, Closed after).
 * The status column keeps what the administrator set, used again when the dates stop being followed.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.alterTable('scoring_events', (t) => {
    t.boolean('schedule_by_dates').notNullable().defaultTo(false).comment('True when the status follows start_date and end_date in the portal time zone instead of the status column');
  });
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.alterTable('scoring_events', (t) => {
    t.dropColumn('schedule_by_dates');
  });
};
