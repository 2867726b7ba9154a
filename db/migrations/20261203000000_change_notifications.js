// @ts-check
/**
 * Every server process keeps in memory what most requests ask for (the sessions it has checked,
 * the list of active events, each evaluator's own scores), so those requests need no database round
 * trip. These triggers tell every process at once when what it keeps goes stale, on the channel
 * `vsp_changes` (LISTEN/NOTIFY: a notification is delivered when the change commits, and never for
 * a change rolled back). Whatever writes the rows (any process, the command line, psql) notifies:
 * - "session:<sid>" when a session row is deleted: sign-out, a password change ending the other
 *   sessions, a sign-in replacing the browser's previous session, the sweep of expired sessions;
 * - "user:<id>" when a user's name, administrator flag or password changes, or the user is deleted;
 * - "events" when any event is added, changed or deleted;
 * - "scores:<userId>" for every user whose scores a statement adds, changes or deletes (a deleted
 *   event, vendor, question or user deletes scores too).
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.raw(`
    create function notify_sessions_ended() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'session:' || sid) from ended;
      return null;
    end $$`);
  await knex.raw(`comment on function notify_sessions_ended() is 'Tells every server process which sessions ended, so none keeps them in memory'`);
  await knex.raw(`
    create trigger sessions_notify_ended after delete on sessions
    referencing old table as ended for each statement execute function notify_sessions_ended()`);

  await knex.raw(`
    create function notify_user_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'user:' || old.id);
      return null;
    end $$`);
  await knex.raw(`comment on function notify_user_changed() is 'Tells every server process that a signed-in user changed (name, administrator flag, password) or was deleted'`);
  await knex.raw(`
    create trigger users_notify_changed after update on users for each row
    when (old.name is distinct from new.name or old.is_admin is distinct from new.is_admin or old.password is distinct from new.password)
    execute function notify_user_changed()`);
  await knex.raw('create trigger users_notify_deleted after delete on users for each row execute function notify_user_changed()');

  await knex.raw(`
    create function notify_events_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'events');
      return null;
    end $$`);
  await knex.raw(`comment on function notify_events_changed() is 'Tells every server process that the list of events changed'`);
  await knex.raw('create trigger scoring_events_notify_changed after insert or update or delete or truncate on scoring_events for each statement execute function notify_events_changed()');

  await knex.raw(`
    create function notify_scores_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'scores:' || user_id) from (select distinct user_id from changed) c;
      return null;
    end $$`);
  await knex.raw(`comment on function notify_scores_changed() is 'Tells every server process whose scores a statement changed'`);
  // A trigger with a transition table names one event: one each for insert, update and delete.
  for (const [event, table] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']]) {
    await knex.raw(`
      create trigger scores_notify_${event} after ${event} on scores
      referencing ${table} table as changed for each statement execute function notify_scores_changed()`);
  }
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const event of ['insert', 'update', 'delete']) await knex.raw(`drop trigger scores_notify_${event} on scores`);
  await knex.raw('drop function notify_scores_changed()');
  await knex.raw('drop trigger scoring_events_notify_changed on scoring_events');
  await knex.raw('drop function notify_events_changed()');
  await knex.raw('drop trigger users_notify_deleted on users');
  await knex.raw('drop trigger users_notify_changed on users');
  await knex.raw('drop function notify_user_changed()');
  await knex.raw('drop trigger sessions_notify_ended on sessions');
  await knex.raw('drop function notify_sessions_ended()');
};
