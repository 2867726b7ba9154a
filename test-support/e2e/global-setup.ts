import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { embeddedDatabaseUrl } from '@vsp/db';
import { TestSmtpServer } from '../smtp-server';
import { keepMail, MAIL_DIR_ENV } from './mailbox';

/**
 * Starts the real BFF (serving the production builds) as `npm start` does, on the embedded
 * PostgreSQL in a new DATA_DIR for the run, sending mail through a real SMTP server whose messages
 * the specs read, and returns the teardown that stops them and removes the folder. The data helpers
 * reach the BFF's database at the URL the cluster's folder gives.
 */
const ROOT = path.resolve(__dirname, '..', '..');
const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

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
  // PostgreSQL's system user must reach the folder when the tests run as root (mkdtemp makes it private).
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-e2e-data-'));
  fs.chmodSync(dataDir, 0o711);
  process.env.E2E_ADMIN_PASSWORD = E2E_ADMIN_PASSWORD;
  const port = process.env.E2E_PORT!;
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vsp-e2e-mail-'));
  process.env[MAIL_DIR_ENV] = mailDir;
  const smtp = await TestSmtpServer.create({ onMail: (mail) => keepMail(mailDir, mail) });
  const mail = { SMTP_URL: smtp.url, MAIL_FROM: 'portal@example.org', PUBLIC_URL: `http://127.0.0.1:${port}`, MAIL_RETRY_DELAY_SECONDS: '1' };
  const server = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['bff/src/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, ...mail, DATABASE_URL: '', DATA_DIR: dataDir, PORT: port, HOST: '127.0.0.1', ADMIN_PASSWORD: E2E_ADMIN_PASSWORD, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`http://127.0.0.1:${port}`, () => server.exitCode !== null);
  process.env.E2E_DATABASE_URL = embeddedDatabaseUrl(dataDir);

  return async () => {
    if (server.exitCode === null) {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
    }
    await smtp.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
