// @ts-check
/**
 * An event's results (ranking, cells, agreement) are each computed by one SQL statement over the
 * scores, cached per server process until a change is notified: nothing is computed incrementally
 * from the score history any more. So the history no longer names the transaction of each change
 * (the column and its index go), and a score's id is no longer frozen for it (the trigger and its
 * function go).
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.raw('drop trigger scores_id_unchanged on scores');
  await knex.raw('drop function score_id_unchanged()');
  await knex.raw('drop index score_history_transaction_index');
  await knex.raw('alter table score_history drop column transaction_id');
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  // Added without a default first, so the existing rows are not rewritten; they name no transaction.
  await knex.raw('alter table score_history add column transaction_id xid8');
  await knex.raw('alter table score_history alter column transaction_id set default pg_current_xact_id()');
  await knex.raw(`comment on column score_history.transaction_id is 'The transaction that made the change: what a kept snapshot did not see'`);
  await knex.raw('create index score_history_transaction_index on score_history (event_id, transaction_id)');
  await knex.raw(`
    create function score_id_unchanged() returns trigger language plpgsql as $$
    begin
      raise exception 'A score keeps its id (score %)', old.id using errcode = 'check_violation';
    end $$`);
  await knex.raw('create trigger scores_id_unchanged before update of id on scores for each row when (old.id is distinct from new.id) execute function score_id_unchanged()');
};
