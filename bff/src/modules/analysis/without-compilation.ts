import type { Knex } from 'knex';

/**
 * Runs an analysis's queries in one transaction with PostgreSQL's JIT compilation off. PostgreSQL
 * compiles a query to machine code when its estimated cost is high; the analyses read a few
 * thousand rows, or a million narrow ones in a single grouping pass, but the estimate counts every
 * score as a page read from disk, so on a million scores the compilation (about 190 ms) took longer
 * than the query (about 40 ms).
 *
 * With `oneSnapshot`, every query of `work` sees the scores as they stood when the first began
 * (repeatable read, read only), so the figures of one answer agree with each other while
 * evaluators keep saving.
 */
export function withoutCompilation<T>(db: Knex, work: (trx: Knex.Transaction) => Promise<T>, options: { oneSnapshot?: boolean } = {}): Promise<T> {
  return db.transaction(async (trx) => {
    if (options.oneSnapshot) await trx.raw('set transaction isolation level repeatable read, read only');
    await trx.raw('set local jit = off');
    return work(trx);
  });
}
