// @ts-check
/**
 * The history of every score: each change of a cell (a score created, changed or deleted) leaves a
 * row in score_history, written by triggers on `scores` in the same transaction as the change, so
 * whatever writes the scores is recorded: a save, a generation of random scores, an administrator's
 * delete of one score or of all of them, a cascade from deleting a user, event, vendor or question,
 * the command line or psql.
 *
 * Who made the change: the server names the administrator behind a delete, a generation or a
 * cascade with the transaction-local setting `vsp.actor_id`. Without it a created or changed score
 * is the evaluator's own (the row's user), and a deleted one has no known actor (null).
 *
 * The history outlives what it describes: it keeps the ids of the user, event, vendor, question
 * and actor, and the actor's name, as plain values without foreign keys, so deleting any of them
 * leaves their history in place.
 *
 * A save is the write that happens most, hundreds at once before a deadline, so these are
 * statement-level triggers with transition tables, as the score totals are: one insert into the
 * history per statement, whatever its size, and no work per row beyond it. A save that changes
 * nothing (same score, comments and follow-up text) records nothing.
 */

/** The setting that names who is changing the scores in this transaction (a user id). */
const ACTOR_SETTING = 'vsp.actor_id';

const HISTORY_COLUMNS = `user_id, event_id, vendor_id, question_id, action, old_score, new_score, old_comments, new_comments,
  old_followup_questions, new_followup_questions, actor_id, actor_name`;

/**
 * A trigger function running `body` with `acting_id` and `acting_name`: the actor the server named
 * for the transaction and their name now, or nulls.
 *
 * @param {string} name
 * @param {string} body
 */
function historyFunction(name, body) {
  return `
    create function ${name}() returns trigger language plpgsql as $$
    declare
      acting_id int := nullif(current_setting('${ACTOR_SETTING}', true), '')::int;
      acting_name varchar(100);
    begin
      if acting_id is not null then
        select u.name into acting_name from users u where u.id = acting_id;
      end if;
      ${body}
      return null;
    end $$`;
}

/**
 * The actor of a created or changed score held in the record `score`: the one the server named, or
 * else the evaluator the score belongs to; with `users u`, joined only when no actor was named, so a
 * generation of a million scores by an administrator looks up one name, not a million.
 *
 * @param {string} score
 */
const saverColumns = (score) => `coalesce(acting_id, ${score}.user_id), coalesce(acting_name, u.name)`;
const saverJoin = (/** @type {string} */ score) => `left join users u on acting_id is null and u.id = ${score}.user_id`;

/** A deleted score, from a table or transition table of scores aliased `o`. */
const deletedRows = (/** @type {string} */ from) => `
      insert into score_history (${HISTORY_COLUMNS})
      select o.user_id, o.event_id, o.vendor_id, o.question_id, 'deleted', o.score, null, o.comments, null, o.followup_questions, null, acting_id, acting_name
      from ${from} o;`;

/** One trigger per kind of write, since a trigger with transition tables has one event. */
const TRIGGERS = [
  {
    name: 'scores_history_insert',
    fn: 'score_history_after_insert',
    event: 'insert',
    referencing: 'new table as new_scores',
    body: `
      insert into score_history (${HISTORY_COLUMNS})
      select n.user_id, n.event_id, n.vendor_id, n.question_id, 'created', null, n.score, null, n.comments, null, n.followup_questions, ${saverColumns('n')}
      from new_scores n
      ${saverJoin('n')};`,
  },
  {
    name: 'scores_history_update',
    fn: 'score_history_after_update',
    event: 'update',
    referencing: 'old table as old_scores new table as new_scores',
    // A change of value within the cell is one "updated" row, a save of the same values none. Scores do
    // not move to other cells through the portal; whatever moves one deletes it from its old cell and
    // creates it in the new one, so each cell's history stays whole.
    body: `
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
  },
  {
    name: 'scores_history_delete',
    fn: 'score_history_after_delete',
    event: 'delete',
    referencing: 'old table as old_scores',
    body: deletedRows('old_scores'),
  },
];

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('score_history', (t) => {
    t.comment('Every change of a score, written by triggers on scores; kept when the user, event, vendor or question is deleted');
    // An integer, as scores.id is: each score created or saved takes a number of the scores' own
    // sequence as well, and each is deleted at most once, so the two count up at about the same pace.
    t.increments('id').comment('Identifier; a later change has a higher id');
    t.integer('user_id').notNullable().comment('Evaluator whose score changed (kept as a value: the user may be gone)');
    t.integer('event_id').notNullable().comment('Event of the score (kept as a value: the event may be gone)');
    t.integer('vendor_id').notNullable().comment('Vendor of the score (kept as a value: the vendor may be gone)');
    t.integer('question_id').notNullable().comment('Question of the score (kept as a value: the question may be gone)');
    t.string('action', 10).notNullable().comment('created, updated or deleted');
    t.smallint('old_score').comment('Score before the change: 1 to 5, 0 for No Vote; null for a created score');
    t.smallint('new_score').comment('Score after the change: 1 to 5, 0 for No Vote; null for a deleted score');
    t.text('old_comments').comment('Comments before the change');
    t.text('new_comments').comment('Comments after the change; null for a deleted score');
    t.text('old_followup_questions').comment('Follow-up questions before the change');
    t.text('new_followup_questions').comment('Follow-up questions after the change; null for a deleted score');
    t.integer('actor_id').comment('User who made the change: the evaluator for a save, the administrator for a delete or generation; null when unknown');
    t.string('actor_name', 100).comment('Name of the actor at the time of the change, kept when the actor is renamed or deleted');
    t.timestamp('changed_at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When the change was made (its transaction began)');
    t.check(`action in ('created', 'updated', 'deleted')`, [], 'score_history_action');
  });
  // One cell's history newest first, and any prefix of it (an event, a vendor of an event, a question
  // of a vendor); one user's history newest first; the whole history newest first is the primary key.
  // Every index costs on every save, so no more.
  await knex.raw('create index score_history_cell_index on score_history (event_id, vendor_id, question_id, user_id, id desc)');
  await knex.raw('create index score_history_user_index on score_history (user_id, id desc)');

  for (const trigger of TRIGGERS) {
    await knex.raw(historyFunction(trigger.fn, trigger.body));
    await knex.raw(`comment on function ${trigger.fn}() is 'Records in score_history the scores a statement ${trigger.event}s'`);
    await knex.raw(
      `create trigger ${trigger.name} after ${trigger.event} on scores referencing ${trigger.referencing} for each statement execute function ${trigger.fn}()`,
    );
    await knex.raw(`comment on trigger ${trigger.name} on scores is 'Keeps the history of every score'`);
  }
  // A truncate has no transition table, but before it runs the scores are still there to record.
  await knex.raw(historyFunction('score_history_before_truncate', deletedRows('scores')));
  await knex.raw(`comment on function score_history_before_truncate() is 'Records in score_history every score a truncate is about to remove'`);
  await knex.raw('create trigger scores_history_truncate before truncate on scores for each statement execute function score_history_before_truncate()');
  await knex.raw(`comment on trigger scores_history_truncate on scores is 'Keeps the history of every score'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const trigger of [...TRIGGERS, { name: 'scores_history_truncate', fn: 'score_history_before_truncate' }]) {
    await knex.raw(`drop trigger ${trigger.name} on scores`);
    await knex.raw(`drop function ${trigger.fn}()`);
  }
  await knex.schema.dropTable('score_history');
};
