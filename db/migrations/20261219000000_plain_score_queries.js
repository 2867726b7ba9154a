// @ts-check
/**
 * Plain queries over the scores, and plain triggers on them:
 *
 * - Average Scores and Incomplete Submissions are GROUP BY queries over the scores, as the events'
 *   results are: the running totals (score_cell_totals, score_user_totals, the view score_cell_sums,
 *   and the triggers and functions that kept them; see the score aggregates migration) go.
 * - Incomplete Submissions finds the few scores that are no answer (to an inactive question, or to a
 *   question of another event) through an index of the scores by question and event, which takes
 *   the place of the index by question alone (a question's scores are still found through it).
 * - Every server process caches those answers until a change of what they read is notified, as it
 *   caches the events' results (see the results_changes migration). Besides what the results read,
 *   Incomplete Submissions reads the submissions (how many evaluators submitted) and the users'
 *   usernames and email addresses: two triggers notify "results" when those change.
 * - The score history is written by one row-level trigger (below), in place of the statement-level
 *   triggers with transition tables and their one-row path: what it records is the same (see
 *   docs/score-history.md). A truncate, which fires no row trigger, is still recorded by the score
 *   history migration's own trigger before it runs.
 * - A score save notifies its change through the scores' trigger like every other write: the
 *   setting `vsp.scores_announced`, with which the server's batched saves skipped it, goes.
 *
 * `down` puts back the running totals (counting the scores there are then), the history's
 * statement-level triggers as the one-row path migration left them, the setting and the index.
 */

// Landed migrations never change, so `down` runs their own statements to put back what they made.
const TOTALS = require('./20261202000000_score_aggregates.js');
const ANNOUNCED_IN_BATCHES = require('./20261205000000_score_saves_announced_in_batches.js');
const ONE_ROW_PATH = require('./20261215000000_score_history_one_row_path.js');

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  for (const event of ['inserted', 'updated', 'deleted', 'truncated']) await knex.raw(`drop trigger scores_${event}_totals on scores`);
  for (const event of ['insert', 'update', 'delete', 'truncate']) await knex.raw(`drop function score_totals_after_${event}()`);
  await knex.raw('drop view score_cell_sums');
  await knex.raw('drop table score_cell_totals');
  await knex.raw('drop table score_user_totals');

  await knex.raw('create index scores_question_event_index on scores (question_id, event_id)');
  await knex.raw('drop index scores_question_index');

  for (const event of ['insert', 'update', 'delete']) {
    await knex.raw(`drop trigger scores_history_${event} on scores`);
    await knex.raw(`drop function score_history_after_${event}()`);
  }
  // Who made the change: the actor the server named for the transaction (vsp.actor_id), or else, for
  // a created or changed score, the evaluator it belongs to; a deleted score without a named actor
  // has none. The actor's name is looked up as it is now. A save of the same values records nothing;
  // a score moved to another cell is deleted from the old cell and created in the new one.
  await knex.raw(`
    create function score_history_record() returns trigger language plpgsql as $$
    declare
      actor int := nullif(current_setting('vsp.actor_id', true), '')::int;
    begin
      if tg_op <> 'DELETE' then
        actor := coalesce(actor, new.user_id);
      end if;
      if tg_op = 'UPDATE' then
        if (old.user_id, old.event_id, old.vendor_id, old.question_id) = (new.user_id, new.event_id, new.vendor_id, new.question_id) then
          if (old.score, old.comments, old.followup_questions) is distinct from (new.score, new.comments, new.followup_questions) then
            insert into score_history (user_id, event_id, vendor_id, question_id, action, old_score, new_score, old_comments, new_comments,
              old_followup_questions, new_followup_questions, actor_id, actor_name)
            values (new.user_id, new.event_id, new.vendor_id, new.question_id, 'updated', old.score, new.score, old.comments, new.comments,
              old.followup_questions, new.followup_questions, actor, (select u.name from users u where u.id = actor));
          end if;
          return null;
        end if;
      end if;
      if tg_op in ('UPDATE', 'DELETE') then
        insert into score_history (user_id, event_id, vendor_id, question_id, action, old_score, old_comments, old_followup_questions, actor_id, actor_name)
        values (old.user_id, old.event_id, old.vendor_id, old.question_id, 'deleted', old.score, old.comments, old.followup_questions,
          actor, (select u.name from users u where u.id = actor));
      end if;
      if tg_op in ('UPDATE', 'INSERT') then
        insert into score_history (user_id, event_id, vendor_id, question_id, action, new_score, new_comments, new_followup_questions, actor_id, actor_name)
        values (new.user_id, new.event_id, new.vendor_id, new.question_id, 'created', new.score, new.comments, new.followup_questions,
          actor, (select u.name from users u where u.id = actor));
      end if;
      return null;
    end $$`);
  await knex.raw(`comment on function score_history_record() is 'Records in score_history the change of one score'`);
  await knex.raw('create trigger scores_history after insert or update or delete on scores for each row execute function score_history_record()');
  await knex.raw(`comment on trigger scores_history on scores is 'Keeps the history of every score'`);

  // As the change notifications migration wrote it, before the saves skipped it.
  await knex.raw(`
    create or replace function notify_scores_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('vsp_changes', 'scores:' || user_id) from (select distinct user_id from changed) c;
      return null;
    end $$`);
  await knex.raw(`comment on function notify_scores_changed() is 'Tells every server process whose scores a statement changed'`);

  await knex.raw(
    'create trigger submissions_notify_results after insert or update or delete or truncate on submissions for each statement execute function notify_results_changed()',
  );
  await knex.raw(`
    create trigger users_notify_contact_changed after update on users for each row
    when (old.username is distinct from new.username or old.email is distinct from new.email)
    execute function notify_results_changed()`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex.raw('drop trigger users_notify_contact_changed on users');
  await knex.raw('drop trigger submissions_notify_results on submissions');
  await ANNOUNCED_IN_BATCHES.up(knex);

  await knex.raw('drop trigger scores_history on scores');
  await knex.raw('drop function score_history_record()');
  // The insert and update functions as the one-row path migration left them; the delete function
  // and the three triggers as the score history migration wrote them.
  await ONE_ROW_PATH.up(knex);
  await knex.raw(`
    create function score_history_after_delete() returns trigger language plpgsql as $$
    declare
      acting_id int := nullif(current_setting('vsp.actor_id', true), '')::int;
      acting_name varchar(100);
    begin
      if acting_id is not null then
        select u.name into acting_name from users u where u.id = acting_id;
      end if;
      insert into score_history (user_id, event_id, vendor_id, question_id, action, old_score, new_score, old_comments, new_comments,
        old_followup_questions, new_followup_questions, actor_id, actor_name)
      select o.user_id, o.event_id, o.vendor_id, o.question_id, 'deleted', o.score, null, o.comments, null, o.followup_questions, null, acting_id, acting_name
      from old_scores o;
      return null;
    end $$`);
  for (const [event, referencing] of [
    ['insert', 'new table as new_scores'],
    ['update', 'old table as old_scores new table as new_scores'],
    ['delete', 'old table as old_scores'],
  ]) {
    await knex.raw(`comment on function score_history_after_${event}() is 'Records in score_history the scores a statement ${event}s'`);
    await knex.raw(
      `create trigger scores_history_${event} after ${event} on scores referencing ${referencing} for each statement execute function score_history_after_${event}()`,
    );
    await knex.raw(`comment on trigger scores_history_${event} on scores is 'Keeps the history of every score'`);
  }

  await knex.raw('create index scores_question_index on scores (question_id)');
  await knex.raw('drop index scores_question_event_index');
  await TOTALS.up(knex);
};
