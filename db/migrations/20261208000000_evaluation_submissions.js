// @ts-check
/**
 * Submitting an evaluation: an evaluator says "I am done" with an event once every cell they are
 * expected to answer has an answer. From then on their scores of that event are read-only, until an
 * administrator reopens the evaluation (which deletes the row). One row per evaluator and event.
 *
 * The rows go with the user or event they belong to; what happened to them stays in the audit log,
 * which keeps its own copies of ids and names.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('submissions', (t) => {
    t.comment('Evaluations an evaluator has submitted: their scores of the event are read-only until an administrator reopens it');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('Evaluator who submitted');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event whose evaluation was submitted');
    t.timestamp('submitted_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When the evaluation was submitted');
    t.primary(['user_id', 'event_id'], { constraintName: 'submissions_pkey' });
  });
  // Who submitted in one event, for the administrator's list and the Incomplete Submissions tab.
  await knex.raw('create index submissions_event_index on submissions (event_id, submitted_at)');
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.dropTable('submissions');
};
