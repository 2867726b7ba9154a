// @ts-check
/**
 * Usernames become unique regardless of case, and the sign-in throttle counts per username and
 * client address with locks that grow:
 * - a unique index on lower(username), so "Admin" cannot be created beside "admin", whatever writes the row;
 * - login_failures.key grows to 300 characters, room for a client address and a sign-in name together;
 * - login_failures.locks counts the locks of a key in a row, each one lasting twice the one before.
 *
 * Existing usernames that differ only by case stop the migration with a message naming them: which
 * account keeps the name is a person's decision (renaming either changes how someone signs in),
 * so nothing is renamed or merged here. Rename all but one of each group, then start again.
 */

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  const clashes = await knex('users')
    .select(knex.raw('lower(username) as name'), knex.raw(`string_agg(username || ' (id ' || id || ')', ', ' order by id) as accounts`))
    .groupByRaw('lower(username)')
    .havingRaw('count(*) > 1');
  if (clashes.length > 0) {
    const list = clashes.map((/** @type {{ accounts: string }} */ row) => row.accounts).join('; ');
    throw new Error(
      `Usernames must be unique regardless of case, but these accounts differ only by case: ${list}. ` +
        'Rename all but one account of each group (for example in the Users tab of the previous version), then start again.',
    );
  }
  await knex.raw('create unique index users_username_lower_unique on users (lower(username))');

  // The old counters were kept per username alone and no longer apply; counters are short-lived anyway.
  await knex('login_failures').delete();
  await knex.raw('alter table login_failures alter column key type varchar(300)');
  await knex.schema.alterTable('login_failures', (t) => {
    t.integer('locks').notNullable().defaultTo(0).comment('Locks of this key in a row; each lasts twice the one before');
  });
  await knex.raw(`comment on column login_failures.key is '"pair:<address> <username>" or "ip:<address>", username in lower case'`);
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  await knex('login_failures').delete();
  await knex.schema.alterTable('login_failures', (t) => {
    t.dropColumn('locks');
  });
  await knex.raw('alter table login_failures alter column key type varchar(200)');
  await knex.raw(`comment on column login_failures.key is '"user:<username>" or "ip:<address>"'`);
  await knex.raw('drop index users_username_lower_unique');
};
