import type { Knex } from 'knex';

/**
 * The score history names the transaction that wrote each row (the score_history_transactions
 * migration), and a server figures an event's results again from the rows of transactions its
 * last snapshot did not see. A database restored from a dump into another PostgreSQL cluster keeps
 * the names its rows had in the cluster that wrote them, which this cluster's transactions may
 * reach later and pass for changes of theirs. A row naming a transaction this cluster has not begun
 * yet can only come from elsewhere: its name is forgotten (the row stays, as history always does),
 * at every start, before any server reads the history. The event's index finds them.
 */
export async function forgetOtherClustersTransactions(knex: Knex): Promise<number> {
  const result = await knex.raw<{ rowCount: number | null }>(`
    update score_history h set transaction_id = null
    from scoring_events e
    where h.event_id = e.id and h.transaction_id >= pg_snapshot_xmax(pg_current_snapshot())`);
  return result.rowCount ?? 0;
}
