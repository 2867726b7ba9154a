// @ts-check
/**
 * An event's ranking and agreement need every rating once (z-scores, each evaluator's sum of the
 * cell means they rated). A server process keeps those sums with the snapshot they were read on, and
 * the next figuring reads only what changed since: the history rows written by transactions that
 * snapshot did not see (`pg_visible_in_snapshot`). Each history row therefore names the transaction
 * that wrote it. Rows written before this migration have none: no snapshot kept by a server is
 * older than them.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  // A score keeps its id: the history's triggers pair a statement's old and new rows by id, so a
  // statement renumbering scores would change them without a trace, and the results figured from
  // the history's changes would go wrong. Fires only for a statement that sets the id.
  await knex.raw(`
    create function score_id_unchanged() returns trigger language plpgsql as $$
    begin
      raise exception 'A score keeps its id (score %)', old.id using errcode = 'check_violation';
    end $$`);
  await knex.raw('create trigger scores_id_unchanged before update of id on scores for each row when (old.id is distinct from new.id) execute function score_id_unchanged()');
  // Added without a default first, so the existing rows are not rewritten.
  await knex.raw('alter table score_history add column transaction_id xid8');
  await knex.raw('alter table score_history alter column transaction_id set default pg_current_xact_id()');
  await knex.raw(`comment on column score_history.transaction_id is 'The transaction that made the change: what a kept snapshot did not see'`);
  // One event's changes from the oldest transaction a kept snapshot may have missed.
  await knex.raw('create index score_history_transaction_index on score_history (event_id, transaction_id)');
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger scores_id_unchanged on scores');
  await knex.raw('drop function score_id_unchanged()');
  await knex.raw('drop index score_history_transaction_index');
  await knex.raw('alter table score_history drop column transaction_id');
};
