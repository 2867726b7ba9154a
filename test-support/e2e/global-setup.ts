import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { bindModels, createKnex, databaseUrlOn, prepareDatabase, runOnServer } from '@vsp/db';
import { TestSmtpServer } from '../smtp-server';
import { keepMail, MAIL_DIR_ENV } from './mailbox';

/**
 * Starts the real BFF (serving the production builds) on a fresh PostgreSQL database for the run,
 * sending mail through a real SMTP server whose messages the specs read, and returns the teardown
 * that stops them and drops the database.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const E2E_ADMIN_PASSWORD = 'e2e-admin-password';
const SERVER_URL = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const onServer = (sql: string) => runOnServer(SERVER_URL, sql);

async function waitForHealth(url: string, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error('The BFF exited during start-up');
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('The BFF did not become ready in time');
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const name = `vsp_e2e_${process.pid}`;
  await onServer(`drop database if exists "${name}" with (force)`);
  await onServer(`create database "${name}"`);
  const databaseUrl = databaseUrlOn(SERVER_URL, name);

  const db = createKnex({ databaseUrl, poolMax: 2 });
  bindModels(db);
  await prepareDatabase(db, { adminUsername: 'admin', adminPassword: E2E_ADMIN_PASSWORD, log: () => undefined });
  await db.destroy();

  process.env.E2E_DATABASE_URL = databaseUrl;
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;
  const port = process.env.E2E_PORT!;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-e2e-mail-'));
  // Uploaded vendor files go to a folder of the run's own.
  const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-e2e-files-'));
  process.env[MAIL_DIR_ENV] = mailDir;
  const smtp = await TestSmtpServer.create({ onMail: (mail) => keepMail(mailDir, mail) });
  const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'portal@example.org', PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' };
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['bff/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...mail, FILES_DIR: filesDir, DATABASE_URL: databaseUrl, PORT: port, HOST: '127.0.0.1', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, () => server.exitCode !== null);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await smtp.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(filesDir, { recursive: true, force: true });
    await onServer(`drop database if exists "${name}" with (force)`);
  };
}
