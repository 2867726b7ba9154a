// @ts-check
/**
 * A second factor for accounts that sign in with a password: a one-time-code app (TOTP) and
 * recovery codes.
 *
 * - second_factors: one row per user who set an app up. The secret is stored encrypted (AES-256-GCM,
 *   with a key the server derives from its session secret), so a copy of the table alone yields no
 *   codes; a row without enabled_at is a setup not yet confirmed with a code. last_time_step is the
 *   period of the last code accepted: the same code is never accepted twice.
 * - recovery_codes: ten per user when the app is turned on, each usable once, kept as SHA-256 (each
 *   is 80 random bits, beyond any guessing, so a fast hash is enough and finds a code by its hash).
 *
 * Neither table carries an audit trigger: the server records turning the second factor on or off,
 * an administrator's reset and each recovery code used, as the kind of record "second-factor" keyed
 * by the user, without copying a secret or a hash into the log.
 *
 * Whether a user's second factor is on decides what their session may do while administrators must
 * have one (MFA_REQUIRED_FOR_ADMINS), and every server process keeps the sessions it checked: so a
 * change of it is notified as a change of the user ("user:<id>", see the change_notifications migration).
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus', 'declaration', 'vendor-file', 'schedule', 'sign-in', 'price', 'exclusion', 'decision', 'api-token'];
const WITH_SECOND_FACTOR = [...ENTITIES, 'second-factor'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('second_factors', (t) => {
    t.comment('The one-time-code app of each user who set one up; the secret is encrypted');
    t.integer('user_id').primary().references('id').inTable('users').onDelete('CASCADE').comment('The user');
    t.text('secret').notNullable().comment('The TOTP secret, encrypted with a key derived from the session secret (AES-256-GCM: iv, tag and ciphertext, base64url)');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When this secret was made');
    t.timestamp('enabled_at', { useTz: true }).comment('When a code confirmed it and it came into force; null while the setup is unconfirmed');
    t.bigInteger('last_time_step').comment('The 30-second period of the last code accepted; a code of it or before is refused');
  });
  await knex.schema.createTable('recovery_codes', (t) => {
    t.comment('Single-use recovery codes of the users whose second factor is on, kept as SHA-256');
    t.increments('id').comment('Identifier');
    t.integer('user_id').notNullable().references('id').inTable('users').onDelete('CASCADE').comment('The user');
    t.string('code_hash', 64).notNullable().comment('SHA-256 of the code, in hex');
    t.timestamp('used_at', { useTz: true }).comment('When it was used to sign in; null while unused');
    t.unique(['code_hash'], { indexName: 'recovery_codes_code_hash_unique' });
    t.index(['user_id'], 'recovery_codes_user_index');
  });

  await knex.raw(`
    create function notify_second_factor_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'user:' || coalesce(new.user_id, old.user_id));
      return null;
    end $$`);
  await knex.raw(`comment on function notify_second_factor_changed() is 'Tells every server process that a user turned the second factor on or off'`);
  await knex.raw(`
    create trigger second_factors_notify_changed after insert or update of enabled_at or delete on second_factors
    for each row execute function notify_second_factor_changed()`);

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_SECOND_FACTOR)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${WITH_SECOND_FACTOR.join(', ')}'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger second_factors_notify_changed on second_factors');
  await knex.raw('drop function notify_second_factor_changed()');
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('second_factors');
  // The log is append-only (the append_only_audit_trail migration): taking this migration back is a
  // change of the schema by its owner, which lifts the refusal for its own delete.
  await knex.raw('alter table audit_log disable trigger audit_log_append_only');
  await knex('audit_log').where({ entity: 'second-factor' }).delete();
  await knex.raw('alter table audit_log enable trigger audit_log_append_only');
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${ENTITIES.join(', ')}'`);
};
