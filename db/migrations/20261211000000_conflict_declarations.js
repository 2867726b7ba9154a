// @ts-check
/**
 * Conflict-of-interest declarations: before scoring an event that requires one, an evaluator declares
 * the vendors they have a conflict with (possibly none) and may explain in a statement. A declared
 * conflict takes that evaluator × vendor out of everything that counts: their save on the vendor is
 * refused, and their scores of it stay but no longer count.
 *
 * Every change is a new row (a version), never an update, so the history of what was declared and
 * when is kept; the current declaration of an evaluator in an event is their newest row (highest id).
 * The conflicted vendors are an int[] on the row: the current declaration's conflicts are one index
 * read (user, event, newest first) and one `= any(conflicts)`, with no join.
 *
 * The rows go with their user or event. Every change, the cascades included, is in the audit log
 * under the entity "declaration", keyed by the declaration's id.
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus'];
const WITH_DECLARATION = [...ENTITIES, 'declaration'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.alterTable('scoring_events', (t) => {
    t.boolean('require_declaration').notNullable().defaultTo(false).comment('True when evaluators must declare their conflicts of interest before scoring the event');
  });

  await knex.schema.createTable('declarations', (t) => {
    t.comment('Conflict-of-interest declarations of the evaluators, one row per version; the current one of an evaluator in an event is the newest');
    t.increments('id').comment('Identifier; a later version has a higher id');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('Evaluator who declared');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('Event the declaration is for');
    t.specificType('conflicts', 'integer[]').notNullable().defaultTo('{}').comment('Ids of the vendors the evaluator declared a conflict with; empty for "I have no conflicts"');
    t.string('statement', 2000).comment('What the evaluator wrote to explain their declaration; null when nothing');
    t.timestamp('declared_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When this version was declared');
  });
  // The current declaration of one evaluator in one event is the first entry read backwards; the
  // administrator's list and the analyses read an event's declarations together.
  await knex.raw('create index declarations_current_index on declarations (user_id, event_id, id desc)');
  await knex.raw('create index declarations_event_index on declarations (event_id, user_id, id desc)');

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_DECLARATION)}`);
  await knex.raw(
    `create trigger declarations_audit after insert or update or delete on declarations
     for each row execute function audit_row_change('declaration', 'id', 'created', 'deleted')`,
  );
  await knex.raw(`comment on trigger declarations_audit on declarations is 'Keeps the audit log of every change of a declaration'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger declarations_audit on declarations');
  await knex.schema.dropTable('declarations');
  // The log may name no kind of record the schema no longer has.
  await knex('audit_log').where({ entity: 'declaration' }).delete();
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.schema.alterTable('scoring_events', (t) => {
    t.dropColumn('require_declaration');
  });
};
