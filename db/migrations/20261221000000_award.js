// @ts-check
/**
 * The award: quality and price weighed together, after the knock-out criteria and the minimum
 * scores have removed the vendors that cannot be chosen (see docs/results.md).
 *
 * - scoring_events.price_weight: the share of the award's 100 points that price carries (0: price
 *   not scored); price_formula: how prices become price scores ("ratio" or "linear").
 * - questions.kind: "scale" (1 to 5) or "passFail" (a knock-out criterion answered Pass, stored as
 *   5, or Fail, stored as 1; it carries no weight); questions.minimum: on a scale question, the
 *   lowest agreed score or cell mean a vendor may have and stay in the award.
 * - event_prices: a vendor's price in an event.
 * - award_exclusions: an administrator's decision over the rules for one vendor of an event, with
 *   the reason: keep in a vendor the rules exclude (include true), or exclude one they keep.
 *
 * The rows go with their event or vendor. Every change is in the audit log (entities "price" and
 * "exclusion", keyed "eventId:vendorId"), and notifies "results", so that every process's cached
 * award is invalidated.
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus', 'declaration', 'vendor-file', 'schedule', 'sign-in'];
const WITH_AWARD = [...ENTITIES, 'price', 'exclusion'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/**
 * @param {import('knex').Knex.CreateTableBuilder} t
 * @param {import('knex').Knex} knex
 */
function eventVendorColumns(t, knex) {
  t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('The event');
  t.integer('vendor_id').notNullable().references('id').inTable('vendors').onDelete('CASCADE').comment('The vendor');
  t.integer('set_by').references('id').inTable('users').onDelete('SET NULL').comment('Administrator who set it; null once that user is deleted');
  t.string('set_by_name', 100).comment('Name of that administrator at the time, kept when the user is renamed or deleted');
  t.timestamp('set_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When it was set or last replaced');
}

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.alterTable('scoring_events', (t) => {
    t.smallint('price_weight').notNullable().defaultTo(0).comment('Share of the 100 points of the award that price carries (0 to 100; 0: price not scored)');
    t.string('price_formula', 10).notNullable().defaultTo('ratio').comment('How prices become price scores: ratio or linear');
    t.check('price_weight between 0 and 100', [], 'scoring_events_price_weight_range');
    t.check("price_formula in ('ratio', 'linear')", [], 'scoring_events_price_formula');
  });
  await knex.schema.alterTable('questions', (t) => {
    t.string('kind', 10).notNullable().defaultTo('scale').comment('scale (1 to 5) or passFail (a knock-out criterion: Pass stored as 5, Fail as 1)');
    t.decimal('minimum', 3, 2).comment('On a scale question, the lowest agreed score or cell mean a vendor may have and stay in the award');
    t.check("kind in ('scale', 'passFail')", [], 'questions_kind');
    t.check('minimum between 1 and 5', [], 'questions_minimum_range');
    t.check("minimum is null or kind = 'scale'", [], 'questions_minimum_on_scale');
  });
  await knex.schema.createTable('event_prices', (t) => {
    t.comment('Prices of the vendors per event, for the price score of the award');
    eventVendorColumns(t, knex);
    t.decimal('price', 14, 2).notNullable().comment('The price, more than 0');
    t.primary(['event_id', 'vendor_id'], { constraintName: 'event_prices_pkey' });
    t.check('price > 0', [], 'event_prices_price_positive');
  });
  await knex.schema.createTable('award_exclusions', (t) => {
    t.comment('Decisions of administrators over the rules of the award, per vendor of an event, with the reason');
    eventVendorColumns(t, knex);
    t.boolean('include').notNullable().comment('True keeps in the award a vendor the rules exclude; false excludes one they keep');
    t.string('rationale', 2000).notNullable().comment('Why');
    t.primary(['event_id', 'vendor_id'], { constraintName: 'award_exclusions_pkey' });
    t.check("btrim(rationale) <> ''", [], 'award_exclusions_rationale_given');
  });
  // The cascades from a deleted vendor find their rows without reading every event's.
  await knex.raw('create index event_prices_vendor_index on event_prices (vendor_id)');
  await knex.raw('create index award_exclusions_vendor_index on award_exclusions (vendor_id)');

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_AWARD)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${WITH_AWARD.join(', ')}'`);
  for (const [table, entity] of [['event_prices', 'price'], ['award_exclusions', 'exclusion']]) {
    await knex.raw(
      `create trigger ${table}_audit after insert or update or delete on ${table}
       for each row execute function audit_row_change('${entity}', 'event_id,vendor_id', 'created', 'deleted')`,
    );
    await knex.raw(`create trigger ${table}_notify_results after insert or update or delete or truncate on ${table} for each statement execute function notify_results_changed()`);
  }
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.schema.dropTable('award_exclusions');
  await knex.schema.dropTable('event_prices');
  // The log may name no kind of record the schema no longer has.
  // The log is append-only (the append_only_audit_trail migration): taking this migration back is a
  // change of the schema by its owner, which lifts the refusal for its own delete.
  await knex.raw('alter table audit_log disable trigger audit_log_append_only');
  await knex('audit_log').whereIn('entity', ['price', 'exclusion']).delete();
  await knex.raw('alter table audit_log enable trigger audit_log_append_only');
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${ENTITIES.join(', ')}'`);
  await knex.schema.alterTable('questions', (t) => {
    t.dropChecks(['questions_kind', 'questions_minimum_range', 'questions_minimum_on_scale']);
    t.dropColumns('kind', 'minimum');
  });
  await knex.schema.alterTable('scoring_events', (t) => {
    t.dropChecks(['scoring_events_price_weight_range', 'scoring_events_price_formula']);
    t.dropColumns('price_weight', 'price_formula');
  });
};
