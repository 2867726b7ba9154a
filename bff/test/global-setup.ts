import { bindModels, createKnex, prepareDatabase } from '@vsp/db';
import { ensureTestServer } from '@vsp/db/test/test-server';
import { databaseUrl, onServer, TEMPLATE_ENV, TEST_ADMIN_PASSWORD, uniqueDatabaseName } from './database';

/** Migrates and seeds one template database; every test file copies it, which takes a fraction of a migration. */
export default async function globalSetup(): Promise<void> {
  await ensureTestServer();
  const name = uniqueDatabaseName('vsp_test_template');
  await onServer(`create database "${name}"`);
  const db = createKnex({ databaseUrl: databaseUrl(name), poolMax: 2 });
  bindModels(db);
  try {
    await prepareDatabase(db, { adminUsername: 'admin', adminPassword: TEST_ADMIN_PASSWORD, log: () => undefined });
  } finally {
    await db.destroy();
  }
  process.env[TEMPLATE_ENV] = name;
}
