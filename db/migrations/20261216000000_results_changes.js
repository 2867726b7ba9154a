// @ts-check
/**
 * Every server process keeps the results it figured for an event (ranking, cells, agreement), so an
 * administrator going back and forth between the results screens, or several looking at once, cost
 * one pass over the event's scores, not one each. A kept result is stale after any change of what it
 * is figured from. The scores, the events and the users' names already notify (change_notifications);
 * these triggers tell every process, on the same channel, "results" when any other table the results
 * read changes: the vendors, the questions (weights, active, order), per-user event access, the
 * conflict declarations, the agreed scores, and a user added (who counts among the users with access).
 * All of them change rarely, so one notification per statement, naming no event, is enough.
 */

const TABLES = ['vendors', 'questions', 'user_event_permissions', 'declarations', 'consensus_scores'];

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.raw(`
    create function notify_results_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'results');
      return null;
    end $$`);
  await knex.raw(`comment on function notify_results_changed() is 'Tells every server process that what the events'' results are figured from changed'`);
  for (const table of TABLES) {
    await knex.raw(`create trigger ${table}_notify_results after insert or update or delete or truncate on ${table} for each statement execute function notify_results_changed()`);
  }
  // A user's changed name and a deleted user already notify "user:<id>"; a new user notifies here.
  await knex.raw('create trigger users_notify_results after insert or truncate on users for each statement execute function notify_results_changed()');
  // The scores' own triggers name the evaluators of the rows a statement changed; a truncate has none.
  await knex.raw('create trigger scores_notify_results after truncate on scores for each statement execute function notify_results_changed()');
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger scores_notify_results on scores');
  await knex.raw('drop trigger users_notify_results on users');
  for (const table of TABLES) await knex.raw(`drop trigger ${table}_notify_results on ${table}`);
  await knex.raw('drop function notify_results_changed()');
};
