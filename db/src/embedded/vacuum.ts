import type { Knex } from 'knex';

/** What one table was given: a vacuum, an analysis, or both; or why it could not be. */
export interface TableUpkeep {
  /** The table's name, qualified by its schema where that is not the current one. */
  table: string;
  vacuum: boolean;
  analyze: boolean;
  /** The database's error, when the vacuum or analysis failed (the table is tried again at the next look). */
  error?: string;
}

/**
 * The tables whose changes since their last vacuum or analysis pass PostgreSQL's own autovacuum
 * thresholds (the database's `autovacuum_*` settings), as its autovacuum launcher judges them:
 * dead rows, rows inserted, and rows changed, each against a base plus a share of the table; and,
 * whatever changed, a table whose oldest transaction or multixact ids near the age at which they
 * must be frozen. Every schema's tables count, the catalogs' too (each analysis leaves dead rows in
 * pg_statistic), but for TOAST tables, which are vacuumed with their table. `target` is the name to
 * put in the statement, quoted by the database.
 */
const DUE_TABLES = `
  with settings as (
    select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
           current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_share,
           current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
           current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_share,
           current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
           current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_share,
           current_setting('autovacuum_freeze_max_age')::float8 as freeze_age,
           current_setting('autovacuum_multixact_freeze_max_age')::float8 as multixact_freeze_age
  ),
  due as (
    select case when s.schemaname = current_schema() then s.relname else s.schemaname || '.' || s.relname end as "table",
           format('%I.%I', s.schemaname, s.relname) as target,
           s.n_dead_tup > t.vacuum_base + t.vacuum_share * greatest(c.reltuples, 0)
             or (t.insert_base >= 0 and s.n_ins_since_vacuum > t.insert_base + t.insert_share * greatest(c.reltuples, 0))
             or age(c.relfrozenxid) > t.freeze_age
             or mxid_age(c.relminmxid) > t.multixact_freeze_age as "vacuum",
           s.n_mod_since_analyze > t.analyze_base + t.analyze_share * greatest(c.reltuples, 0) as "analyze"
    from pg_stat_all_tables s
    join pg_class c on c.oid = s.relid
    cross join settings t
    where c.relkind in ('r', 'm') and c.relpersistence <> 't' and s.schemaname not in ('pg_toast', 'information_schema')
  )
  select "table", target, "vacuum", "analyze" from due where "vacuum" or "analyze" order by "table"`;

/**
 * Vacuums and analyses the tables that are due (see DUE_TABLES), one after the other, and says
 * what each was given; a table that fails is reported and the others still go.
 *
 * The embedded database has no autovacuum: PGlite runs PostgreSQL as a single process, with no
 * launcher and no workers. Without this, its statistics would stay as they were when the tables
 * were small, and a statement prepared then would keep its plan for the life of the process (a
 * save checking whether its cell is new through every score of its question, say, at a cost growing
 * with the scores); and the rows that updates leave dead would never be reclaimed. An analysis also
 * makes the database plan its prepared statements again.
 */
export async function vacuumWhereDue(knex: Knex): Promise<TableUpkeep[]> {
  const due = (await knex.raw<{ rows: (TableUpkeep & { target: string })[] }>(DUE_TABLES)).rows;
  const done: TableUpkeep[] = [];
  for (const { table, target, vacuum, analyze } of due) {
    try {
      await knex.raw(vacuum ? `vacuum${analyze ? ' (analyze)' : ''} ${target}` : `analyze ${target}`);
      done.push({ table, vacuum, analyze });
    } catch (error) {
      done.push({ table, vacuum, analyze, error: error instanceof Error ? error.message : String(error) });
    }
  }
  return done;
}
