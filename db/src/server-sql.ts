import { Client } from 'pg';

/**
 * Runs one statement on a PostgreSQL server with a connection of its own: for what a pool or a
 * transaction cannot do, such as creating and dropping the databases of tests and benchmarks.
 */
export async function runOnServer<T = Record<string, unknown>>(serverUrl: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

/** The URL of another database on the same server. */
export function databaseUrlOn(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
