import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the tests create their databases on; any database on it serves as the admin connection. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_ENV = 'VSP_TEST_TEMPLATE';
export const TEST_ADMIN_PASSWORD = 'admin-password-for-tests';

export function databaseUrl(name: string): string {
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function onServer(sql: string): Promise<void> {
  const client = new Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
