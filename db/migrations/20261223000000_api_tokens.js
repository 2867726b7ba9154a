// @ts-check
/**
 * API tokens: an administrator's own credentials for an integration that calls the API without a
 * browser session (`Authorization: Bearer vsp_…`). Only the SHA-256 of a token is kept: the token
 * is shown once, when it is made, and a copy of this table signs nobody in. A token acts as its
 * owner, so it goes with the owner (a cascade), and is refused once the owner is no longer an
 * administrator (the server checks the owner's flag at every use).
 *
 * Every server process keeps the tokens it has checked in memory, as it keeps sessions: a revoked
 * token (a deleted row, whoever deletes it) is notified on the change channel as "token:<id>", so
 * every process forgets it at once (see the change_notifications migration; a change of the owner's
 * administrator flag is already notified as "user:<id>").
 *
 * Creating and revoking a token are in the audit log, as the kind of record "api-token", written by
 * the server (which knows who revoked what) rather than by a row trigger, which would copy the hash
 * into the log and record every use's last_used_at.
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus', 'declaration', 'vendor-file', 'schedule', 'sign-in', 'price', 'exclusion', 'decision'];
const WITH_TOKEN = [...ENTITIES, 'api-token'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('api_tokens', (t) => {
    t.comment('API tokens of administrators for integrations; only the SHA-256 of each token is kept');
    t.increments('id').comment('Identifier, as the request log and the audit log name the token');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('The owner, whom the token acts as');
    t.string('name', 100).notNullable().comment('What the owner called it (the integration it is for)');
    t.string('scope', 5).notNullable().comment('read: GET requests only; write: the changes of the owner too');
    t.string('token_hash', 64).notNullable().comment('SHA-256 of the token, in hex; the token itself is never stored');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When it was made');
    t.timestamp('expires_at', { useTz: true }).notNullable().comment('From then on the token is refused');
    t.timestamp('last_used_at', { useTz: true }).comment('When it was last accepted, to the minute; null when never');
    t.check("scope in ('read', 'write')", [], 'api_tokens_scope');
    t.unique(['token_hash'], { indexName: 'api_tokens_token_hash_unique' });
    t.index(['user_id', 'id'], 'api_tokens_user_index');
  });

  await knex.raw(`
    create function notify_tokens_revoked() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'token:' || id) from revoked;
      return null;
    end $$`);
  await knex.raw(`comment on function notify_tokens_revoked() is 'Tells every server process which API tokens were revoked, so none keeps them in memory'`);
  await knex.raw(`
    create trigger api_tokens_notify_revoked after delete on api_tokens
    referencing old table as revoked for each statement execute function notify_tokens_revoked()`);

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_TOKEN)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${WITH_TOKEN.join(', ')}'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger api_tokens_notify_revoked on api_tokens');
  await knex.raw('drop function notify_tokens_revoked()');
  await knex.schema.dropTable('api_tokens');
  // The log is append-only (the append_only_audit_trail migration): taking this migration back is a
  // change of the schema by its owner, which lifts the refusal for its own delete.
  await knex.raw('alter table audit_log disable trigger audit_log_append_only');
  await knex('audit_log').where({ entity: 'api-token' }).delete();
  await knex.raw('alter table audit_log enable trigger audit_log_append_only');
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${ENTITIES.join(', ')}'`);
};
