// @ts-check
/**
 * The audit trail is append-only for the portal: the audit log and the score history take new rows
 * and nothing else. The server's database role owns the tables, so no grant can take UPDATE, DELETE
 * or TRUNCATE from it; a trigger on each table refuses them instead, for every statement, whoever
 * runs it (the server, a script, psql), and whether or not a row matches.
 *
 * Nothing the portal does changes or removes these rows: the history and the log keep ids as plain
 * values without foreign keys, so deleting a score, Delete All Scores, or deleting a user, event,
 * vendor or question adds "deleted" rows and takes none away. There is no retention: an operator who
 * must remove entries (a legal obligation, say) does it deliberately as the tables' owner, by
 * disabling the trigger for one transaction (`alter table audit_log disable trigger
 * audit_log_append_only`, the delete, then `enable trigger`), which is itself a change of the
 * schema that PostgreSQL's statement log records.
 *
 * A failed sign-in is now recorded in the audit log, as the kind of record "sign-in", with the
 * username tried (see the auth module).
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus', 'declaration', 'vendor-file', 'schedule'];
const WITH_SIGN_IN = [...ENTITIES, 'sign-in'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

const APPEND_ONLY = ['audit_log', 'score_history'];

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.raw(`
    create function refuse_audit_rewrite() returns trigger language plpgsql as $$
    begin
      raise exception '% is append-only: its rows are never changed or removed (% refused)', tg_table_name, lower(tg_op)
        using errcode = 'insufficient_privilege';
    end $$`);
  await knex.raw(`comment on function refuse_audit_rewrite() is 'Refuses any statement that would change or remove rows of the audit trail'`);
  for (const table of APPEND_ONLY) {
    await knex.raw(`create trigger ${table}_append_only before update or delete or truncate on ${table} for each statement execute function refuse_audit_rewrite()`);
    await knex.raw(`comment on trigger ${table}_append_only on ${table} is 'The audit trail only grows: rows are added, never changed or removed'`);
  }

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_SIGN_IN)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${WITH_SIGN_IN.join(', ')}'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const table of APPEND_ONLY) await knex.raw(`drop trigger ${table}_append_only on ${table}`);
  await knex.raw('drop function refuse_audit_rewrite()');
  await knex('audit_log').where({ entity: 'sign-in' }).delete();
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${ENTITIES.join(', ')}'`);
};
