// @ts-check
/**
 * The decision record of an event: a recommendation, approved by another administrator, and the
 * evaluation report frozen at approval.
 *
 * - event_decisions: one row per event once anything was recommended; state open, recommended or
 *   approved, the current recommendation and the approval, and the SHA-256 of the stored report.
 * - decision_steps: every step (recommended, withdrawn, rejected, approved), oldest first.
 * - decision_reports: the final report's bytes, made once at approval; no audit trigger reads them
 *   (the audit log keeps their SHA-256 with the approval).
 *
 * While an event's decision is recommended or approved, what its award is figured from is frozen:
 * triggers refuse every change to its scores, agreed scores, prices, exclusion overrides and
 * questions, and to the event's price weight, formula, disagreement threshold, status and dates
 * and the event's deletion (SQLSTATE 55000, object not in prerequisite state, which the server
 * answers 409). Every step is in the audit log (entity "decision", keyed by the event), the approval
 * with the SHA-256 of the stored report.
 */

/** The audit log's kinds of record before this change, and with it. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission', 'consensus', 'declaration', 'vendor-file', 'schedule', 'sign-in', 'price', 'exclusion'];
const WITH_DECISION = [...ENTITIES, 'decision'];

/** @param {string[]} entities */
const entityCheck = (entities) => `check (entity in (${entities.map((entity) => `'${entity}'`).join(', ')}))`;

/** The tables whose rows carry an event_id and feed the award. */
const FROZEN_TABLES = ['scores', 'consensus_scores', 'event_prices', 'award_exclusions', 'questions'];

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('event_decisions', (t) => {
    t.comment('The decision of an event: its recommendation, approval and stored report');
    t.integer('event_id').primary().references('id').inTable('scoring_events').onDelete('CASCADE').comment('The event');
    t.string('state', 12).notNullable().defaultTo('open').comment('open, recommended or approved');
    t.integer('vendor_id').references('id').inTable('vendors').onDelete('SET NULL').comment('The vendor recommended; null while open');
    t.string('rationale', 4000).comment('Why that vendor is recommended');
    t.integer('recommended_by').references('id').inTable('users').onDelete('SET NULL').comment('Administrator who recommended it');
    t.string('recommended_by_name', 100).comment('Their name at the time');
    t.timestamp('recommended_at', { useTz: true }).comment('When it was recommended');
    t.integer('approved_by').references('id').inTable('users').onDelete('SET NULL').comment('Administrator who approved it');
    t.string('approved_by_name', 100).comment('Their name at the time');
    t.timestamp('approved_at', { useTz: true }).comment('When it was approved');
    t.string('comment', 4000).comment('The approval comment');
    t.string('report_sha256', 64).comment('SHA-256 of the final report, in hex, stored at approval');
    t.check("state in ('open', 'recommended', 'approved')", [], 'event_decisions_state');
  });
  await knex.schema.createTable('decision_steps', (t) => {
    t.comment('Every step of the decision of an event, oldest first');
    t.increments('id').comment('Order of the steps');
    t.integer('event_id').notNullable().references('id').inTable('scoring_events').onDelete('CASCADE').comment('The event');
    t.string('step', 12).notNullable().comment('recommended, withdrawn, rejected or approved');
    t.integer('vendor_id').references('id').inTable('vendors').onDelete('SET NULL').comment('The vendor recommended; null for the other steps');
    t.string('text', 4000).comment('The rationale of a recommendation, the comment of a rejection or an approval');
    t.integer('by').references('id').inTable('users').onDelete('SET NULL').comment('Administrator who took the step');
    t.string('by_name', 100).comment('Their name at the time');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When');
    t.string('report_sha256', 64).comment('At approval, the SHA-256 of the final report stored with it');
    t.check("step in ('recommended', 'withdrawn', 'rejected', 'approved')", [], 'decision_steps_step');
    t.index(['event_id', 'id'], 'decision_steps_event_index');
  });
  await knex.schema.createTable('decision_reports', (t) => {
    t.comment('The final evaluation report of an approved event, made once; downloads return these bytes');
    t.integer('event_id').primary().references('id').inTable('scoring_events').onDelete('CASCADE').comment('The event');
    t.binary('bytes').notNullable().comment('The PDF');
    t.string('sha256', 64).notNullable().comment('SHA-256 of the bytes, in hex');
    t.timestamp('generated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When it was made');
  });

  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(WITH_DECISION)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${WITH_DECISION.join(', ')}'`);
  await knex.raw(
    `create trigger decision_steps_audit after insert or update or delete on decision_steps
     for each row execute function audit_row_change('decision', 'event_id', 'created', 'deleted')`,
  );

  await knex.raw(`
    create function decision_frozen_message(state text) returns text language sql immutable as $$
      select case state when 'approved' then 'The event''s decision is approved' else 'The event''s decision is under approval' end
    $$`);
  await knex.raw(`
    create function refuse_changes_under_decision() returns trigger language plpgsql as $$
    declare
      frozen text;
    begin
      select d.state into frozen
      from event_decisions d
      where d.state <> 'open'
        and d.event_id in (select event_id from changed_rows)
      limit 1;
      if frozen is not null then
        raise exception using errcode = '55000', message = decision_frozen_message(frozen);
      end if;
      return null;
    end $$`);
  await knex.raw(`comment on function refuse_changes_under_decision() is 'Refuses a statement that changes what the award of an event under decision is figured from'`);
  for (const table of FROZEN_TABLES) {
    for (const [operation, rows] of [['insert', 'new table as changed_rows'], ['update', 'new table as changed_rows'], ['delete', 'old table as changed_rows']]) {
      await knex.raw(
        `create trigger ${table}_frozen_${operation} after ${operation} on ${table} referencing ${rows}
         for each statement execute function refuse_changes_under_decision()`,
      );
    }
  }
  // An update that moves rows out of a frozen event: the old rows count too.
  for (const table of FROZEN_TABLES) {
    await knex.raw(
      `create trigger ${table}_frozen_update_from after update on ${table} referencing old table as changed_rows
       for each statement execute function refuse_changes_under_decision()`,
    );
  }
  await knex.raw(`
    create function refuse_event_changes_under_decision() returns trigger language plpgsql as $$
    declare
      frozen text;
    begin
      select d.state into frozen from event_decisions d where d.event_id = old.id and d.state <> 'open';
      if frozen is null then
        return coalesce(new, old);
      end if;
      if tg_op = 'DELETE' then
        raise exception using errcode = '55000', message = decision_frozen_message(frozen);
      end if;
      if (new.price_weight, new.price_formula, new.disagreement_threshold, new.status, new.start_date, new.end_date, new.schedule_by_dates)
         is distinct from (old.price_weight, old.price_formula, old.disagreement_threshold, old.status, old.start_date, old.end_date, old.schedule_by_dates) then
        raise exception using errcode = '55000', message = decision_frozen_message(frozen);
      end if;
      return new;
    end $$`);
  await knex.raw(
    `create trigger scoring_events_frozen before update or delete on scoring_events
     for each row execute function refuse_event_changes_under_decision()`,
  );
  for (const table of ['event_decisions', 'decision_steps', 'decision_reports']) {
    await knex.raw(`create trigger ${table}_notify_results after insert or update or delete or truncate on ${table} for each statement execute function notify_results_changed()`);
  }
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger scoring_events_frozen on scoring_events');
  await knex.raw('drop function refuse_event_changes_under_decision()');
  for (const table of FROZEN_TABLES) {
    for (const operation of ['insert', 'update', 'delete', 'update_from']) await knex.raw(`drop trigger ${table}_frozen_${operation} on ${table}`);
  }
  await knex.raw('drop function refuse_changes_under_decision()');
  await knex.raw('drop function decision_frozen_message(text)');
  await knex.schema.dropTable('decision_reports');
  await knex.schema.dropTable('decision_steps');
  await knex.schema.dropTable('event_decisions');
  // The log is append-only (the append_only_audit_trail migration): taking this migration back is a
  // change of the schema by its owner, which lifts the refusal for its own delete.
  await knex.raw('alter table audit_log disable trigger audit_log_append_only');
  await knex('audit_log').where({ entity: 'decision' }).delete();
  await knex.raw('alter table audit_log enable trigger audit_log_append_only');
  await knex.raw(`alter table audit_log drop constraint audit_log_entity, add constraint audit_log_entity ${entityCheck(ENTITIES)}`);
  await knex.raw(`comment on column audit_log.entity is 'Kind of record changed: ${ENTITIES.join(', ')}'`);
};
