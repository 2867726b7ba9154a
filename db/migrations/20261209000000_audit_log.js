// @ts-check
/**
 * The audit log of administrator changes: who changed what, when, and which fields went from which
 * value to which. A procurement decision challenged months later is answered from here (the scores
 * themselves have their own history, score_history).
 *
 * Row-level triggers write the log in the same transaction as the change, so whatever makes it is
 * recorded: the portal, a bulk upload, a cascade from a deleted event or user, the command line or
 * psql. Administrators change these tables rarely, so a row trigger costs nothing that matters; the
 * scores, saved hundreds at once before a deadline, carry no such trigger. What a trigger cannot
 * see well (deleting one score, Delete All Scores, generating scores) the server records itself
 * through audit_record(), the same function the triggers use.
 *
 * - entity: what kind of record changed (user, event, vendor, question, permission, content,
 *   site-config, event-vendor-info, score, submission); entity_id: the record's id, or for the
 *   records keyed by a pair its two ids as "first:second" (a permission and a submission are
 *   "userId:eventId", an event vendor info line "eventId:vendorId"); null for an action on every
 *   score (Delete All Scores, generating scores).
 * - changes: each changed field under its API name (camelCase) with { old, new }: every field of a
 *   created record (old null), every field of a deleted one (new null), only the fields whose value
 *   changed otherwise. The id and the bookkeeping columns created_at and updated_at are left out, so
 *   a write that changes nothing else records nothing, and the seeds that run at every start leave no
 *   trace. Future columns are covered without touching the triggers.
 * - A password hash is never copied: a set password reads "password set", a changed one "password
 *   changed", and a deleted user's password is left out.
 * - actor: the transaction-local setting `vsp.actor_id`, which the server sets for every
 *   administrator write; the actor's name is copied at the time. Without it (seeds, migrations,
 *   psql) the change is still recorded, with no actor.
 *
 * The log outlives what it describes: no foreign keys, ids and names kept as values.
 */

/** The setting that names who is making the change in this transaction (a user id). */
const ACTOR_SETTING = 'vsp.actor_id';

/** The kinds of record the log knows; later changes of the schema add theirs. */
const ENTITIES = ['user', 'event', 'vendor', 'question', 'permission', 'content', 'site-config', 'event-vendor-info', 'score', 'submission'];

/**
 * The audited tables: the entity each one's rows are, the columns that key a row, and the actions
 * of an insert and a delete when they mean more than "created" and "deleted".
 */
const AUDITED = [
  { table: 'users', entity: 'user', key: 'id' },
  { table: 'scoring_events', entity: 'event', key: 'id' },
  { table: 'vendors', entity: 'vendor', key: 'id' },
  { table: 'questions', entity: 'question', key: 'id' },
  { table: 'user_event_permissions', entity: 'permission', key: 'user_id,event_id' },
  { table: 'content_pages', entity: 'content', key: 'id' },
  { table: 'site_config', entity: 'site-config', key: 'id' },
  { table: 'event_vendor_info', entity: 'event-vendor-info', key: 'event_id,vendor_id' },
  // Deleting a submission is how an administrator reopens an evaluation; one that goes with its user
  // or event (a cascade) was not reopened, so the tables of its key are named to tell the two apart.
  { table: 'submissions', entity: 'submission', key: 'user_id,event_id', inserted: 'submitted', deleted: 'reopened', parents: 'users,scoring_events' },
];

/** @param {import('knex').Knex} knex */
exports.up = async function up(knex) {
  await knex.schema.createTable('audit_log', (t) => {
    t.comment('Every administrator change: who, when, what and which fields from which value to which; kept when what it names is deleted');
    t.increments('id').comment('Identifier; a later change has a higher id');
    t.integer('actor_id').comment('User who made the change (kept as a value: the user may be gone); null when made outside the portal');
    t.string('actor_name', 100).comment('Name of the actor at the time of the change, kept when the actor is renamed or deleted');
    t.string('entity', 40).notNullable().comment('Kind of record changed: user, event, vendor, question, permission, content, site-config, event-vendor-info, score or submission');
    t.text('entity_id').comment('Id of the record changed, "userId:eventId" or "eventId:vendorId" for a record keyed by a pair; null for an action on every score');
    t.string('action', 40).notNullable().comment('created, updated, deleted; submitted and reopened for a submission; deleted all and generated for the scores');
    t.jsonb('changes').notNullable().comment('Each changed field under its API name with {"old": ..., "new": ...}; never a password hash');
    t.timestamp('at', { useTz: true }).notNullable().defaultTo(knex.fn.now()).comment('When the change was made (its transaction began)');
    t.check(`entity in (${ENTITIES.map((entity) => `'${entity}'`).join(', ')})`, [], 'audit_log_entity');
  });
  // The whole log newest first is the primary key read backwards; one record's changes, and one
  // person's, each newest first; a time window.
  await knex.raw('create index audit_log_entity_index on audit_log (entity, entity_id, id desc)');
  await knex.raw('create index audit_log_actor_index on audit_log (actor_id, id desc)');
  await knex.raw('create index audit_log_at_index on audit_log (at)');

  await knex.raw(`
    create function audit_field_name(column_name text) returns text language sql immutable as $$
      select string_agg(case when p.n = 1 then p.part else initcap(p.part) end, '' order by p.n)
      from unnest(string_to_array(column_name, '_')) with ordinality p (part, n)
    $$`);
  await knex.raw(`comment on function audit_field_name(text) is 'The API name of a column, as the server''s models name it: functional_area is functionalArea'`);

  await knex.raw(`
    create function audit_record(entity text, entity_id text, action text, changes jsonb) returns void language plpgsql as $$
    declare
      acting_id int := nullif(current_setting('${ACTOR_SETTING}', true), '')::int;
      acting_name varchar(100);
    begin
      if acting_id is not null then
        select u.name into acting_name from users u where u.id = acting_id;
      end if;
      insert into audit_log (actor_id, actor_name, entity, entity_id, action, changes)
      values (acting_id, acting_name, entity, entity_id, action, changes);
    end $$`);
  await knex.raw(`comment on function audit_record(text, text, text, jsonb) is 'Adds one entry to the audit log, naming the actor the server set for the transaction'`);

  // Arguments: the entity, the key columns (comma-separated), the action of an insert, the action of a
  // delete, and the tables the key columns point at (comma-separated, or empty). A row deleted after
  // one of those (a cascade: its trigger runs once the statement's deletes are done) is "deleted"
  // whatever the table's own delete action: a submission that goes with its user was not reopened.
  await knex.raw(`
    create function audit_row_change() returns trigger language plpgsql as $$
    declare
      old_row jsonb := case when tg_op <> 'INSERT' then to_jsonb(old) end;
      new_row jsonb := case when tg_op <> 'DELETE' then to_jsonb(new) end;
      row_values jsonb := coalesce(new_row, old_row);
      changed jsonb;
      key_value text;
      action text := case tg_op when 'INSERT' then tg_argv[2] when 'UPDATE' then 'updated' else tg_argv[3] end;
      parent record;
      parent_exists boolean;
    begin
      select jsonb_object_agg(
               audit_field_name(f.name),
               case
                 when f.name <> 'password' then jsonb_build_object('old', old_row -> f.name, 'new', new_row -> f.name)
                 when tg_op = 'INSERT' then jsonb_build_object('old', null, 'new', 'password set')
                 else jsonb_build_object('old', null, 'new', 'password changed')
               end)
        into changed
        from jsonb_object_keys(row_values) f (name)
        where f.name not in ('id', 'created_at', 'updated_at')
          and (old_row -> f.name) is distinct from (new_row -> f.name)
          and not (tg_op = 'DELETE' and f.name = 'password');
      if changed is null then
        return null;
      end if;
      select string_agg(row_values ->> k.name, ':' order by k.n) into key_value
        from unnest(string_to_array(tg_argv[1], ',')) with ordinality k (name, n);
      if tg_op = 'DELETE' and action <> 'deleted' then
        for parent in
          select k.parent_table, row_values ->> k.name as parent_id
          from unnest(string_to_array(tg_argv[1], ','), string_to_array(tg_argv[4], ',')) k (name, parent_table)
          where k.parent_table is not null
        loop
          execute format('select exists (select 1 from %I where id = $1::int)', parent.parent_table) into parent_exists using parent.parent_id;
          if not parent_exists then
            action := 'deleted';
          end if;
        end loop;
      end if;
      perform audit_record(tg_argv[0], key_value, action, changed);
      return null;
    end $$`);
  await knex.raw(`comment on function audit_row_change() is 'Records in the audit log the fields a row change sets, changes or removes'`);

  for (const { table, entity, key, inserted = 'created', deleted = 'deleted', parents = '' } of AUDITED) {
    // The arguments are this file's own constants, written as literals (a trigger takes no parameters).
    await knex.raw(
      `create trigger ${table}_audit after insert or update or delete on ${table}
       for each row execute function audit_row_change('${entity}', '${key}', '${inserted}', '${deleted}', '${parents}')`,
    );
    await knex.raw(`comment on trigger ${table}_audit on ${table} is 'Keeps the audit log of every change of a ${entity}'`);
  }
};

/** @param {import('knex').Knex} knex */
exports.down = async function down(knex) {
  for (const { table } of AUDITED) await knex.raw(`drop trigger ${table}_audit on ${table}`);
  await knex.raw('drop function audit_row_change()');
  await knex.raw('drop function audit_record(text, text, text, jsonb)');
  await knex.raw('drop function audit_field_name(text)');
  await knex.schema.dropTable('audit_log');
};
