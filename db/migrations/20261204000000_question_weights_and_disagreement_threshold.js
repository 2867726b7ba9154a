// @ts-check
/**
 * Decision-grade results: a question counts in a vendor's weighted score by its weight and may be
 * grouped under a section ("Technical", "Commercial"); an event says how far apart the ratings of a
 * cell may be before the panel must talk about it.
 * - questions.weight: greater than 0 and at most 100, two decimals kept exactly (numeric, not a
 *   float, so 0.1 stays 0.1); every existing question weighs 1, so results equal the plain means.
 * - questions.section: optional grouping label.
 * - scoring_events.disagreement_threshold: a cell is flagged when its highest and lowest rating
 *   differ by at least this much; 2 by default.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.alterTable('questions', (t) => {
    t.decimal('weight', 5, 2).notNullable().defaultTo(1).comment('Weight of the question in a vendor weighted score: more than 0, at most 100, two decimals');
    t.string('section', 100).nullable().comment('Optional group of criteria the question belongs to, such as Technical or Commercial');
  });
  await knex.raw('alter table questions add constraint questions_weight_range check (weight > 0 and weight <= 100)');
  await knex.schema.alterTable('scoring_events', (t) => {
    t.integer('disagreement_threshold').notNullable().defaultTo(2).comment('A cell is flagged when its highest and lowest rating differ by at least this much (1 to 4)');
  });
  await knex.raw('alter table scoring_events add constraint scoring_events_disagreement_threshold_range check (disagreement_threshold between 1 and 4)');
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.alterTable('scoring_events', (t) => {
    t.dropColumn('disagreement_threshold');
  });
  await knex.schema.alterTable('questions', (t) => {
    t.dropColumn('section');
    t.dropColumn('weight');
  });
};
