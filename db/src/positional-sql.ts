import type { Knex } from 'knex';

export interface SqlResult {
  rows: unknown[];
}

interface PgConnection {
  query(text: string, values?: unknown[]): Promise<SqlResult | SqlResult[]>;
}

/**
 * Runs SQL written with PostgreSQL's own `$1` placeholders, as libraries that bring their own SQL
 * write it (the mail queue), on a connection of `knex`'s pool, or on the transaction's connection
 * when `knex` is a transaction, so their writes commit or roll back with the caller's (a reminder's
 * mail is queued in the transaction that records the reminder). (knex's own raw queries take `?`
 * placeholders instead.) Several statements in one string run in turn when there are no values, and
 * the answer holds the rows of every one of them in order: the mail queue's maintenance reads a
 * row of an early statement (the advisory lock it took) as well as the last one's.
 *
 * These statements do not pass through knex's query runner: an error carries PostgreSQL's code and
 * message (which the server maps as any other), but not the statement's text.
 */
export async function runPositionalSql(knex: Knex, text: string, values?: unknown[]): Promise<SqlResult> {
  const client = knex.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(connection: PgConnection): Promise<unknown> };
  const connection = await client.acquireConnection();
  try {
    const result = await connection.query(text, values);
    // node-postgres answers one result per statement when a string holds several.
    return Array.isArray(result) ? { rows: result.flatMap((statement) => statement.rows) } : result;
  } finally {
    await client.releaseConnection(connection);
  }
}
