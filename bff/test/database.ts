import { randomBytes } from 'node:crypto';
import { databaseUrlOn, runOnServer } from '@vsp/db';
import { testServerUrl } from '@vsp/db/test/test-server';

export const TEMPLATE_ENV = 'VSP_TEST_TEMPLATE';
export const TEST_ADMIN_PASSWORD = 'admin-password-for-tests';

export function databaseUrl(name: string): string {
  return databaseUrlOn(testServerUrl(), name);
}

export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
}

/** Runs `sql` on the tests' server; any database on it serves as the admin connection. */
export async function onServer(sql: string): Promise<void> {
  await runOnServer(testServerUrl(), sql);
}
