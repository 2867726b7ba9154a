/**
 * A save writes one score, and the history's statement-level triggers ran their general query for
 * it, on transition tables, planned anew on every call: about 0.8 ms of the database's time per
 * save, more than the rest of the save together. An upsert fires both the insert and the update
 * trigger, so one of them ran that query for no row at all.
 *
 * Like the running totals (see the score aggregates migration), the triggers now count first how
 * many rows the statement changed, up to two: none returns at once; one row is recorded from record
 * variables by an insert that PL/pgSQL keeps planned; more take the general way, as before. What is
 * recorded is the same either way, actor and name included.
 */
const { historyFunction, HISTORY_COLUMNS, TRIGGERS } = require('./20261206000000_score_history');

const [INSERT, UPDATE] = TRIGGERS;

/**
 * The actor of a created or changed score held in the record `score`, as the general way names
 * them: the one the server named, or else the evaluator the score belongs to and their name.
 *
 * @param {string} score
 */
const saver = (score) =>
  `coalesce(acting_id, ${score}.user_id), case when acting_id is null then (select u.name from users u where u.id = ${score}.user_id) else acting_name end`;

const DECLARATIONS = `
      changed int;
      old_score record;
      new_score record;`;

const ONE_ROW_BODIES = {
  [INSERT.fn]: `
      select count(*) into changed from (select from new_scores limit 2) first_two;
      if changed = 1 then
        select * into new_score from new_scores;
        insert into score_history (${HISTORY_COLUMNS})
        values (new_score.user_id, new_score.event_id, new_score.vendor_id, new_score.question_id, 'created', null, new_score.score,
          null, new_score.comments, null, new_score.followup_questions, ${saver('new_score')});
      elsif changed > 1 then
        ${INSERT.body}
      end if;`,
  [UPDATE.fn]: `
      select count(*) into changed from (select from new_scores limit 2) first_two;
      if changed = 1 then
        select * into old_score from old_scores;
        select * into new_score from new_scores;
        -- Scores do not move to other cells through the portal; one that moves takes the general way.
        if (old_score.user_id, old_score.event_id, old_score.vendor_id, old_score.question_id)
            = (new_score.user_id, new_score.event_id, new_score.vendor_id, new_score.question_id) then
          if (old_score.score, old_score.comments, old_score.followup_questions)
              is distinct from (new_score.score, new_score.comments, new_score.followup_questions) then
            insert into score_history (${HISTORY_COLUMNS})
            values (new_score.user_id, new_score.event_id, new_score.vendor_id, new_score.question_id, 'updated', old_score.score, new_score.score,
              old_score.comments, new_score.comments, old_score.followup_questions, new_score.followup_questions, ${saver('new_score')});
          end if;
          return null;
        end if;
      end if;
      if changed > 0 then
        ${UPDATE.body}
      end if;`,
};

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  for (const trigger of [INSERT, UPDATE]) await knex.raw(historyFunction(trigger.fn, ONE_ROW_BODIES[trigger.fn], DECLARATIONS));
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const trigger of [INSERT, UPDATE]) await knex.raw(historyFunction(trigger.fn, trigger.body));
};
