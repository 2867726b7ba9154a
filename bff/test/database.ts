import { randomBytes } from 'node:crypto';
import { databaseUrlOn, runOnServer } from '@vsp/db';

/** The server the tests create their databases on; any database on it serves as the admin connection. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
export const TEMPLATE_ENV = 'VSP_TEST_TEMPLATE';
export const TEST_ADMIN_PASSWORD = 'admin-password-for-tests';

export function databaseUrl(name: string): string {
  return databaseUrlOn(TEST_DATABASE_URL, name);
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

export async function onServer(sql: string): Promise<void> {
  await runOnServer(TEST_DATABASE_URL, sql);
}
