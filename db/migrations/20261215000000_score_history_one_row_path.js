/**
 * A save writes one score, and the history's statement-level triggers ran their general query for
 * it, on transition tables, planned anew on every call: about 0.8 ms of the database's time per
 * save, more than the rest of the save together. An upsert fires both the insert and the update
 * trigger, so one of them ran that query for no row at all.
 *
 * Like the running totals (see the score aggregates migration), the triggers now count first how
 * many rows the statement changed, up to two: none returns at once; one row is recorded from record
 * variables by an insert that PL/pgSQL keeps planned; more take the general way, as before. What is
 * recorded is the same either way, actor and name included (a test compares the two ways).
 *
 * Self-contained, as a migration stays once it has landed: the general way below is the score
 * history migration's, copied as it was, and `down` puts those bodies back.
 */

/** The setting that names who is changing the scores in this transaction (a user id). */
const ACTOR_SETTING = 'vsp.actor_id';

const HISTORY_COLUMNS = `user_id, event_id, vendor_id, question_id, action, old_score, new_score, old_comments, new_comments,
  old_followup_questions, new_followup_questions, actor_id, actor_name`;

/**
 * The trigger function `name` running `body` with `acting_id` and `acting_name` (the actor the
 * server named for the transaction and their name now, or nulls) and the variables of `declarations`.
 *
 * @param {string} name
 * @param {string} body
 * @param {string} [declarations]
 */
function historyFunction(name, body, declarations = '') {
  return `
    create or replace function ${name}() returns trigger language plpgsql as $$
    declare
      acting_id int := nullif(current_setting('${ACTOR_SETTING}', true), '')::int;
      acting_name varchar(100);${declarations}
    begin
      if acting_id is not null then
        select u.name into acting_name from users u where u.id = acting_id;
      end if;
      ${body}
      return null;
    end $$`;
}

/*
 * Who made a change, the general way: the actor the server named, or else the evaluator the score
 * belongs to, whose name `users u` gives, joined only when no actor was named. `saver` below says the
 * same for one row.
 */
const saverColumns = (/** @type {string} */ score) => `coalesce(acting_id, ${score}.user_id), coalesce(acting_name, u.name)`;
const saverJoin = (/** @type {string} */ score) => `left join users u on acting_id is null and u.id = ${score}.user_id`;

/** The general ways of the score history migration, as it wrote them. */
const GENERAL = {
  insert: `
      insert into score_history (${HISTORY_COLUMNS})
      select n.user_id, n.event_id, n.vendor_id, n.question_id, 'created', null, n.score, null, n.comments, null, n.followup_questions, ${saverColumns('n')}
      from new_scores n
      ${saverJoin('n')};`,
  update: `
      insert into score_history (${HISTORY_COLUMNS})
      select h.user_id, h.event_id, h.vendor_id, h.question_id, h.action, h.old_score, h.new_score, h.old_comments, h.new_comments,
        h.old_followup_questions, h.new_followup_questions, ${saverColumns('n')}
      from old_scores o
      join new_scores n on n.id = o.id
      cross join lateral (values
        ('updated', n.user_id, n.event_id, n.vendor_id, n.question_id, o.score, n.score, o.comments, n.comments, o.followup_questions, n.followup_questions),
        ('deleted', o.user_id, o.event_id, o.vendor_id, o.question_id, o.score, null, o.comments, null, o.followup_questions, null),
        ('created', n.user_id, n.event_id, n.vendor_id, n.question_id, null, n.score, null, n.comments, null, n.followup_questions)
      ) h (action, user_id, event_id, vendor_id, question_id, old_score, new_score, old_comments, new_comments, old_followup_questions, new_followup_questions)
      ${saverJoin('n')}
      where case
        when (o.user_id, o.event_id, o.vendor_id, o.question_id) = (n.user_id, n.event_id, n.vendor_id, n.question_id)
          then h.action = 'updated' and (o.score, o.comments, o.followup_questions) is distinct from (n.score, n.comments, n.followup_questions)
        else h.action <> 'updated'
      end;`,
};

/**
 * The actor of the one changed score in the record `score`, as `saverColumns` and `saverJoin` name
 * them: the one the server named, or else the evaluator and their name.
 *
 * @param {string} score
 */
const saver = (score) =>
  `coalesce(acting_id, ${score}.user_id), case when acting_id is null then (select u.name from users u where u.id = ${score}.user_id) else acting_name end`;

const DECLARATIONS = `
      changed int;
      old_score record;
      new_score record;`;

const ONE_ROW_FIRST = {
  insert: `
      select count(*) into changed from (select from new_scores limit 2) first_two;
      if changed = 1 then
        select * into new_score from new_scores;
        insert into score_history (${HISTORY_COLUMNS})
        values (new_score.user_id, new_score.event_id, new_score.vendor_id, new_score.question_id, 'created', null, new_score.score,
          null, new_score.comments, null, new_score.followup_questions, ${saver('new_score')});
      elsif changed > 1 then
        ${GENERAL.insert}
      end if;`,
  update: `
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
        ${GENERAL.update}
      end if;`,
};

const FUNCTIONS = { insert: 'score_history_after_insert', update: 'score_history_after_update' };

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  for (const event of /** @type {const} */ (['insert', 'update'])) {
    await knex.raw(historyFunction(FUNCTIONS[event], ONE_ROW_FIRST[event], DECLARATIONS));
  }
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const event of /** @type {const} */ (['insert', 'update'])) await knex.raw(historyFunction(FUNCTIONS[event], GENERAL[event]));
};
