// @ts-check
/**
 * Running totals of the scores, so the analyses read a few thousand totals instead of counting a
 * million scores on every call:
 * - score_cell_totals, per event, vendor and question (in stripes, added up by the view
 *   score_cell_sums): responses, No Votes, the sum and the sum of squares of the 1..5 ratings and how
 *   many of each rating, from which means, spreads, medians and histograms follow;
 * - score_user_totals, per event, vendor and user: the same counts and sums over all questions,
 *   from which completion and each evaluator's own mean and spread follow.
 *
 * Triggers on `scores` keep them exact in the same transaction as every write, whatever writes
 * the scores (a save, a bulk generation, delete-all, a cascade from deleting an event, vendor,
 * question or user, or plain SQL). They are statement-level triggers with transition tables: a
 * statement of a million scores applies one grouped change per total, and every statement takes
 * its locks in one order, the score rows first (by the statement itself) and the totals last,
 * cells before users and each table in key order, so a bulk delete and a single save never wait
 * on each other in a circle.
 *
 * A total exists exactly while scores exist for its key: it is created by its first score and
 * deleted by the statement that removes its last one. So deleting an event, vendor, question or
 * user removes its totals through the cascade to its scores, and the foreign keys of the totals
 * are checked at commit rather than cascading themselves: a cascade of its own could lock a total
 * before the scores it counts and deadlock against a save on the same cell.
 */

/** Histogram columns: how many scores of each rating 1..5 a total holds (No Votes apart). */
const RATINGS = [1, 2, 3, 4, 5];

/**
 * A save holds its cell's total locked until it commits, and a room of evaluators scores the same
 * cell at the same moment (the vendor on stage, the question on screen). Each cell's total is kept
 * in 16 stripes, a user's scores always in stripe user_id % 16, so 16 saves of one cell go ahead
 * at once instead of one after another; score_cell_sums adds the stripes up for the readers.
 */
const STRIPES = 16;

/**
 * A column that adds up, with the SQL of what one score adds to it, given the SQL of the score's
 * value and of its sign: 1 for a score that appeared, -1 for one that went.
 *
 * @typedef {{ column: string, delta: (score: string, sign: string) => string }} Sum
 */

/** @type {Sum[]} */
const SUMS = [
  { column: 'responses', delta: (_score, sign) => sign },
  { column: 'no_votes', delta: (score, sign) => `case when ${score} = 0 then ${sign} else 0 end` },
  { column: 'rating_sum', delta: (score, sign) => `${sign} * ${score}` },
  { column: 'rating_squares', delta: (score, sign) => `${sign} * ${score} * ${score}` },
];

/** @type {Sum[]} */
const CELL_SUMS = [
  ...SUMS,
  ...RATINGS.map((rating) => ({
    column: `count_${rating}`,
    delta: (/** @type {string} */ score, /** @type {string} */ sign) => `case when ${score} = ${rating} then ${sign} else 0 end`,
  })),
];

/** @typedef {{ table: string, key: string[], sums: Sum[] }} Totals */

/** @type {Totals} */
const CELLS = { table: 'score_cell_totals', key: ['event_id', 'vendor_id', 'question_id', 'stripe'], sums: CELL_SUMS };
/** @type {Totals} */
const USERS = { table: 'score_user_totals', key: ['event_id', 'vendor_id', 'user_id'], sums: SUMS };

const SCORE_COLUMNS = `event_id, vendor_id, question_id, user_id, user_id % ${STRIPES} as stripe, score`;

/**
 * SQL that adds the grouped change of `changes` (rows of the score columns and `sign`) to the
 * totals, locking their rows in key order, then deletes the totals the change brought to zero
 * responses. A change that only takes scores away updates existing totals and never inserts one;
 * a change that nets to nothing (a comment edited, two ratings swapped) touches nothing.
 *
 * @param {Totals} totals
 * @param {string} changes
 */
function applyChanges({ table, key, sums }, changes) {
  const keyList = key.join(', ');
  const grouped = sums.map((sum) => `sum(${sum.delta('score', 'sign')})`).join(', ');
  return `
      with applied as (
        insert into ${table} as t (${keyList}, ${sums.map((sum) => sum.column).join(', ')})
        select ${keyList}, ${grouped}
        from (${changes}) c
        group by ${keyList}
        having (${grouped}) <> (${sums.map(() => '0').join(', ')})
          and (bool_or(sign > 0) or exists (select 1 from ${table} t where ${key.map((column) => `t.${column} = c.${column}`).join(' and ')}))
        order by ${keyList}
        on conflict (${keyList}) do update set ${sums.map((sum) => `${sum.column} = t.${sum.column} + excluded.${sum.column}`).join(', ')}
        returning ${keyList}, responses
      )
      select ${key.map((column) => `array_agg(${column})`).join(', ')}
      into ${key.map((column) => `emptied_${column}`).join(', ')}
      from applied where responses = 0;
      if emptied_event_id is not null then
        delete from ${table} t
        using unnest(${key.map((column) => `emptied_${column}`).join(', ')}) z(${keyList})
        where ${key.map((column) => `t.${column} = z.${column}`).join(' and ')} and t.responses = 0;
      end if;`;
}

/*
 * A save changes one score. For one score, plain statements on the two totals replace the grouped
 * ones above: they cost the database a third of the time, and a save is the write that happens
 * most, hundreds at once before a deadline.
 */

/**
 * SQL that adds the one score held in the record `score` to the totals.
 *
 * @param {Totals} totals
 * @param {string} score
 */
function addOne({ table, key, sums }, score) {
  return `
      insert into ${table} as t (${key.join(', ')}, ${sums.map((sum) => sum.column).join(', ')})
      values (${key.map((column) => `${score}.${column}`).join(', ')}, ${sums.map((sum) => sum.delta(`${score}.score`, '1')).join(', ')})
      on conflict (${key.join(', ')}) do update set ${sums.map((sum) => `${sum.column} = t.${sum.column} + excluded.${sum.column}`).join(', ')};`;
}

/**
 * SQL that takes the one score held in the record `score` out of the totals, and the total with
 * it when that was its last score.
 *
 * @param {Totals} totals
 * @param {string} score
 */
function removeOne({ table, key, sums }, score) {
  const sameKey = key.map((column) => `t.${column} = ${score}.${column}`).join(' and ');
  return `
      update ${table} t set ${sums.map((sum) => `${sum.column} = t.${sum.column} + ${sum.delta(`${score}.score`, '-1')}`).join(', ')}
      where ${sameKey}
      returning t.responses into remaining;
      if remaining = 0 then
        delete from ${table} t where ${sameKey} and t.responses = 0;
      end if;`;
}

/**
 * SQL that moves one score of the totals from the value in the record `before` to the value in
 * `after`, both of the same key.
 *
 * @param {Totals} totals
 * @param {string} before
 * @param {string} after
 */
function changeOne({ table, key, sums }, before, after) {
  return `
      update ${table} t set ${sums.map((sum) => `${sum.column} = t.${sum.column} + ${sum.delta(`${after}.score`, '1')} + ${sum.delta(`${before}.score`, '-1')}`).join(', ')}
      where ${key.map((column) => `t.${column} = ${after}.${column}`).join(' and ')};`;
}

/**
 * A trigger function running `body`, which changes the cell totals first and the user totals
 * second, as every statement does.
 *
 * @param {string} name
 * @param {string} body
 */
function totalsFunction(name, body) {
  return `
    create function ${name}() returns trigger language plpgsql as $$
    declare
      -- How many scores the statement changed, counted up to 2: none, one, or more.
      changed bigint;
      single boolean := false;
      remaining int;
      old_score record;
      new_score record;
      emptied_event_id int[];
      emptied_vendor_id int[];
      emptied_question_id int[];
      emptied_stripe int[];
      emptied_user_id int[];
    begin
      ${body}
      return null;
    end $$`;
}

const added = `select ${SCORE_COLUMNS}, 1 as sign from new_scores`;
const removed = `select ${SCORE_COLUMNS}, -1 as sign from old_scores`;

/** The three triggers: one per kind of write, since a trigger with transition tables has one event. */
const TRIGGERS = [
  {
    name: 'scores_inserted_totals',
    fn: 'score_totals_after_insert',
    event: 'insert',
    referencing: 'new table as new_scores',
    body: `
      select count(*) into changed from (select from new_scores limit 2) first_two;
      if changed = 1 then
        select ${SCORE_COLUMNS} into new_score from new_scores;
        ${addOne(CELLS, 'new_score')}
        ${addOne(USERS, 'new_score')}
      elsif changed > 1 then
        ${applyChanges(CELLS, added)}
        ${applyChanges(USERS, added)}
      end if;`,
  },
  {
    name: 'scores_updated_totals',
    fn: 'score_totals_after_update',
    event: 'update',
    referencing: 'old table as old_scores new table as new_scores',
    body: `
      select count(*) into changed from (select from new_scores limit 2) first_two;
      if changed = 1 then
        select ${SCORE_COLUMNS} into old_score from old_scores;
        select ${SCORE_COLUMNS} into new_score from new_scores;
        -- Scores do not move to other keys through the portal; whatever moves one takes the general way.
        single := (old_score.event_id, old_score.vendor_id, old_score.question_id, old_score.user_id)
          = (new_score.event_id, new_score.vendor_id, new_score.question_id, new_score.user_id);
      end if;
      if single then
        if old_score.score <> new_score.score then
          ${changeOne(CELLS, 'old_score', 'new_score')}
          ${changeOne(USERS, 'old_score', 'new_score')}
        end if;
      elsif changed > 0 then
        ${applyChanges(CELLS, `${added} union all ${removed}`)}
        ${applyChanges(USERS, `${added} union all ${removed}`)}
      end if;`,
  },
  {
    name: 'scores_deleted_totals',
    fn: 'score_totals_after_delete',
    event: 'delete',
    referencing: 'old table as old_scores',
    body: `
      select count(*) into changed from (select from old_scores limit 2) first_two;
      if changed = 1 then
        select ${SCORE_COLUMNS} into old_score from old_scores;
        ${removeOne(CELLS, 'old_score')}
        ${removeOne(USERS, 'old_score')}
      elsif changed > 1 then
        ${applyChanges(CELLS, removed)}
        ${applyChanges(USERS, removed)}
      end if;`,
  },
];

/**
 * @param {import('knex').Knex} knex
 * @param {Totals} totals
 * @param {string} comment
 * @param {string} keyComment
 * @param {(t: import('knex').Knex.CreateTableBuilder) => void} columns
 */
async function createTotals(knex, { table, key }, comment, keyComment, columns) {
  await knex.schema.createTable(table, (t) => {
    t.comment(comment);
    t.integer('event_id').notNullable().comment('Event of the scores counted');
    t.integer('vendor_id').notNullable().comment('Vendor of the scores counted');
    t.integer(key[2]).notNullable().comment(keyComment);
    t.integer('responses').notNullable().comment('Scores counted, No Votes included; never 0, the row goes with its last score');
    t.integer('no_votes').notNullable().comment('Scores that are No Votes (0)');
    t.bigInteger('rating_sum').notNullable().comment('Sum of the scores; No Votes add nothing, so it is the sum of the 1..5 ratings');
    t.bigInteger('rating_squares').notNullable().comment('Sum of the squared scores, for the spread of the ratings');
    columns(t);
    t.primary(key, { constraintName: `${table}_pkey` });
  });
  // Totals change on every save: room on each page keeps those updates on the page (HOT updates).
  await knex.raw(`alter table ${table} set (fillfactor = 50)`);
}

/**
 * The foreign keys of a totals table, checked at commit (see above); each with an index on its
 * column, so deleting a parent finds its totals without a scan.
 *
 * @param {import('knex').Knex} knex
 * @param {string} table
 * @param {{ column: string, parent: string }[]} references
 */
async function addReferences(knex, table, references) {
  for (const { column, parent } of references) {
    await knex.raw(
      `alter table ${table} add constraint ${table}_${column}_foreign foreign key (${column}) references ${parent} (id) deferrable initially deferred`,
    );
    if (column !== 'event_id') await knex.raw(`create index ${table}_${column}_index on ${table} (${column})`);
  }
}

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await createTotals(
    knex,
    CELLS,
    'Running totals of the scores per event, vendor and question, kept by triggers on scores',
    'Question of the scores counted',
    (t) => {
      t.smallint('stripe').notNullable().comment(`Stripe of the cell: the scores of users whose id modulo ${STRIPES} is this`);
      for (const rating of RATINGS) t.integer(`count_${rating}`).notNullable().comment(`Scores of ${rating}`);
    },
  );
  await knex.raw(`
    create view score_cell_sums as
    select event_id, vendor_id, question_id,
      ${CELL_SUMS.map((sum) => `sum(${sum.column})::${sum.column.startsWith('rating_') ? 'bigint' : 'int'} as ${sum.column}`).join(', ')}
    from score_cell_totals
    group by event_id, vendor_id, question_id`);
  await knex.raw(`comment on view score_cell_sums is 'The totals per event, vendor and question: score_cell_totals with its stripes added up'`);
  for (const [column, parent] of [['event_id', 'Event'], ['vendor_id', 'Vendor'], ['question_id', 'Question']]) {
    await knex.raw(`comment on column score_cell_sums.${column} is '${parent} of the scores counted'`);
  }
  for (const sum of CELL_SUMS) {
    await knex.raw(`comment on column score_cell_sums.${sum.column} is 'score_cell_totals.${sum.column} over all stripes of the cell'`);
  }
  await createTotals(
    knex,
    USERS,
    'Running totals of the scores of each user per event and vendor over all questions, kept by triggers on scores',
    'User whose scores are counted',
    () => undefined,
  );

  for (const trigger of TRIGGERS) {
    await knex.raw(totalsFunction(trigger.fn, trigger.body));
    await knex.raw(`comment on function ${trigger.fn}() is 'Brings score_cell_totals and score_user_totals up to date with the scores a statement ${trigger.event}s'`);
    await knex.raw(
      `create trigger ${trigger.name} after ${trigger.event} on scores referencing ${trigger.referencing} for each statement execute function ${trigger.fn}()`,
    );
    await knex.raw(`comment on trigger ${trigger.name} on scores is 'Keeps score_cell_totals and score_user_totals equal to the scores'`);
  }
  // A truncate has no transition table; it empties the totals with the scores.
  await knex.raw(`
    create function score_totals_after_truncate() returns trigger language plpgsql as $$
    begin
      delete from score_cell_totals;
      delete from score_user_totals;
      return null;
    end $$`);
  await knex.raw(`comment on function score_totals_after_truncate() is 'Empties the score totals when the scores are truncated'`);
  await knex.raw('create trigger scores_truncated_totals after truncate on scores for each statement execute function score_totals_after_truncate()');
  await knex.raw(`comment on trigger scores_truncated_totals on scores is 'Empties the score totals with the scores'`);

  // The triggers exist before the existing scores are counted, and creating them locked the scores
  // against writes until this migration commits: no score is missed or counted twice.
  for (const { table, key, sums } of [CELLS, USERS]) {
    await knex.raw(`
      insert into ${table} (${key.join(', ')}, ${sums.map((sum) => sum.column).join(', ')})
      select ${key.join(', ')}, ${sums.map((sum) => `sum(${sum.delta('score', '1')})`).join(', ')}
      from (select ${SCORE_COLUMNS} from scores) s
      group by ${key.join(', ')}`);
  }

  await addReferences(knex, CELLS.table, [
    { column: 'event_id', parent: 'scoring_events' },
    { column: 'vendor_id', parent: 'vendors' },
    { column: 'question_id', parent: 'questions' },
  ]);
  await addReferences(knex, USERS.table, [
    { column: 'event_id', parent: 'scoring_events' },
    { column: 'vendor_id', parent: 'vendors' },
    { column: 'user_id', parent: 'users' },
  ]);
  await knex.raw('analyze score_cell_totals');
  await knex.raw('analyze score_user_totals');
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const trigger of [...TRIGGERS, { name: 'scores_truncated_totals', fn: 'score_totals_after_truncate' }]) {
    await knex.raw(`drop trigger ${trigger.name} on scores`);
    await knex.raw(`drop function ${trigger.fn}()`);
  }
  await knex.raw('drop view score_cell_sums');
  await knex.schema.dropTable(USERS.table);
  await knex.schema.dropTable(CELLS.table);
};
