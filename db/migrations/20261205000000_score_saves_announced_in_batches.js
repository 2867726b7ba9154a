// @ts-check
/**
 * A NOTIFY makes its transaction take one database-wide lock while it commits, so transactions
 * that notify commit one at a time, each waiting for its own disk flush: with every score save
 * notifying, saves at a deadline queue behind each other (on a two-core machine about 1,400 saves a
 * second at most, against about 8,000 without). A score save by the server therefore says so
 * (the transaction-local setting `vsp.scores_announced`), and the server announces the evaluators
 * whose scores changed itself, many in one notification transaction, right after the saves commit.
 * Every other writer (an administrator's delete, a deleted event, the command line, psql) still
 * notifies from this trigger as before.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.raw(`
    create or replace function notify_scores_changed() returns trigger language plpgsql as $$
    begin
      if current_setting('vsp.scores_announced', true) = 'on' then
        return null;
      end if;
      perform pg_notify('vsp_changes', 'scores:' || user_id) from (select distinct user_id from changed) c;
      return null;
    end $$`);
  await knex.raw(
    `comment on function notify_scores_changed() is 'Tells every server process whose scores a statement changed, unless the statement is a server save that announces them itself'`,
  );
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw(`
    create or replace function notify_scores_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'scores:' || user_id) from (select distinct user_id from changed) c;
      return null;
    end $$`);
  await knex.raw(`comment on function notify_scores_changed() is 'Tells every server process whose scores a statement changed'`);
};
