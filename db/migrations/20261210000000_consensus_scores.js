// @ts-check
/**
 * Consensus moderation: where the evaluators disagree, the panel agrees one score for a cell (one
 * vendor on one question of an event) and writes down why. One agreed score per cell; recording it
 * again replaces it. The evaluators' own scores are never touched: the results show both.
 *
 * - score: 1 to 5, or 0 (No Vote) when the panel agrees the cell is not to be rated.
 * - set_by, set_by_name: the administrator who recorded it, the name copied at the time so it stays
 *   readable when the user is renamed or deleted (set_by then becomes null).
 *
 * The rows go with their event, vendor or question. Every change, the cascades included, is in the
 * audit log under the entity "consensus", keyed "eventId:vendorId:questionId".
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission'];
const WITH_CONSENSUS = [...ENTITIES, 'consensus'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('consensus_scores', (t) => {
    t.comment('Scores the panel agreed for a cell, with the reason; the consensus score of the ranking uses them in place of the mean of the evaluators');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event of the cell');
    t.integer('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE').comment('Vendor of the cell');
    t.integer('question_id').notNullable().references('id').inTable('questions').onDelete('CASCADE').comment('Question of the cell, one of the event');
    t.smallint('score').notNullable().comment('Agreed score: 1 to 5, or 0 for No Vote (the cell leaves the consensus score)');
    t.string('rationale', 4000).notNullable().comment('Why the panel agreed this score');
    t.integer('set_by').references('id').inTable('users').onDelete('SET NULL').comment('Administrator who recorded it; null once that user is deleted');
    t.string('set_by_name', 100).comment('Name of that administrator at the time, kept when the user is renamed or deleted');
    t.timestamp('set_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When it was recorded or last replaced');
    // An event's agreed scores are read together (its list, its ranking): the key starts with the event.
    t.primary(['event_id', 'vendor_id', 'question_id'], { constraintName: 'consensus_scores_pkey' });
    t.check('score between 0 and 5', [], 'consensus_scores_score_range');
    t.check("btrim(rationale) <> ''", [], 'consensus_scores_rationale_given');
  });
  // The cascades from a deleted vendor or question find their rows without reading every event's.
  await knex.raw('create index consensus_scores_vendor_index on consensus_scores (vendor_id)');
  await knex.raw('create index consensus_scores_question_index on consensus_scores (question_id)');

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_CONSENSUS)}`);
  await knex.raw(
    `create trigger consensus_scores_audit after insert or update or delete on consensus_scores
     for each row execute function audit_row_change('consensus', 'event_id,vendor_id,question_id', 'created', 'deleted')`,
  );
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger consensus_scores_audit on consensus_scores');
  await knex.schema.dropTable('consensus_scores');
  // The log may name no kind of record the schema no longer has.
  await knex('audit_log').where({ entity: 'consensus' }).delete();
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
};
