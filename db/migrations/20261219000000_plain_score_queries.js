// @ts-check
/**
 * Average Scores and Incomplete Submissions are plain GROUP BY queries over the scores, and every
 * server process caches their answers until a change of what they read is notified, as it caches
 * the events' results (see the results_changes migration). Besides what the results read,
 * Incomplete Submissions reads the submissions (how many evaluators submitted) and the users'
 * usernames and email addresses: these triggers notify "results" when those change.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
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
};
