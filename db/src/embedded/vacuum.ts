import type { Knex } from 'knex';

/** What one table was given: a vacuum, an analysis, or both. */
export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * The tables whose changes since their last vacuum or analysis pass PostgreSQL's own autovacuum
 * thresholds (the database's `autovacuum_*` settings), as its autovacuum launcher judges them:
 * dead rows, rows inserted, and rows changed, each against a base plus a share of the table.
 */
const DUE_TABLES = `
  with settings as (
    select current_setting('autovacuum_vacuum_threshold')::float8 as vacuum_base,
           current_setting('autovacuum_vacuum_scale_factor')::float8 as vacuum_share,
           current_setting('autovacuum_vacuum_insert_threshold')::float8 as insert_base,
           current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as insert_share,
           current_setting('autovacuum_analyze_threshold')::float8 as analyze_base,
           current_setting('autovacuum_analyze_scale_factor')::float8 as analyze_share
  ),
  due as (
    select s.relname as "table",
           s.n_dead_tup > t.vacuum_base + t.vacuum_share * greatest(c.reltuples, 0)
             or (t.insert_base >= 0 and s.n_ins_since_vacuum > t.insert_base + t.insert_share * greatest(c.reltuples, 0)) as "vacuum",
           s.n_mod_since_analyze > t.analyze_base + t.analyze_share * greatest(c.reltuples, 0) as "analyze"
    from pg_stat_user_tables s
    join pg_class c on c.oid = s.relid
    cross join settings t
    where s.schemaname = current_schema() and c.relpersistence = 'p'
  )
  select "table", "vacuum", "analyze" from due where "vacuum" or "analyze" order by "table"`;

/**
 * Vacuums and analyses the tables that are due (see DUE_TABLES), one after the other, and says
 * what each was given.
 *
 * The embedded database has no autovacuum: PGlite runs PostgreSQL as a single process, with no
 * launcher and no workers. Without this, its statistics would stay as they were when the tables
 * were small, and a statement prepared then would keep its plan for the life of the process (a
 * save checking whether its cell is new through every score of its question, say, at a cost growing
 * with the scores); and the rows that updates leave dead would never be reclaimed. An analysis also
 * makes the database plan its prepared statements again.
 */
export async function vacuumWhereDue(knex: Knex): Promise<TableUpkeep[]> {
  const due = (await knex.raw<{ rows: TableUpkeep[] }>(DUE_TABLES)).rows;
  for (const { table, vacuum, analyze } of due) {
    if (vacuum) await knex.raw(analyze ? 'vacuum (analyze) ??' : 'vacuum ??', [table]);
    else await knex.raw('analyze ??', [table]);
  }
  return due;
}
