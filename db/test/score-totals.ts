import type { Knex } from 'knex';

const RATINGS = [1, 2, 3, 4, 5];
/** The stripe of a cell's total that holds a user's scores, as the score_aggregates migration keeps it. */
const STRIPE_OF_USER = 'user_id % 16';

const CELL_COLUMNS = ['event_id', 'vendor_id', 'question_id', 'stripe', 'responses', 'no_votes', 'rating_sum', 'rating_squares', ...RATINGS.map((r) => `count_${r}`)];
const USER_COLUMNS = ['event_id', 'vendor_id', 'user_id', 'responses', 'no_votes', 'rating_sum', 'rating_squares'];

/** The totals of `key` counted afresh from every score, as the triggers should have kept them. */
function recount(key: string[], histogram: boolean): string {
  return `
    select ${key.join(', ')}, count(*)::int, count(*) filter (where score = 0)::int, sum(score)::bigint, sum(score * score)::bigint
      ${histogram ? RATINGS.map((r) => `, count(*) filter (where score = ${r})::int`).join('') : ''}
    from scores group by ${key.join(', ')}`;
}

export interface ScoreTotalsCheck {
  /** Rows of the stored totals and of the recount that the other side lacks: empty when exact. */
  drift: { side: 'stored' | 'recounted'; table: string; row: string }[];
  cells: number;
  users: number;
}

/** Compares both totals tables with a full recount of the scores. */
export async function checkScoreTotals(db: Knex): Promise<ScoreTotalsCheck> {
  const compare = (table: string, columns: string[], recounted: string) => `
    (select 'stored' as side, '${table}' as "table", row(s.*)::text as row
     from (select ${columns.join(', ')} from ${table} except all ${recounted}) s)
    union all
    (select 'recounted', '${table}', row(r.*)::text
     from (${recounted} except all select ${columns.join(', ')} from ${table}) r)`;
  const [drift, counts] = await Promise.all([
    db.raw(`${compare('score_cell_totals', CELL_COLUMNS, recount(['event_id', 'vendor_id', 'question_id', STRIPE_OF_USER], true))}
            union all ${compare('score_user_totals', USER_COLUMNS, recount(['event_id', 'vendor_id', 'user_id'], false))}`),
    db.raw(`select (select count(*) from score_cell_sums)::int as cells, (select count(*) from score_user_totals)::int as users`),
  ]);
  return { drift: drift.rows, ...counts.rows[0] };
}
