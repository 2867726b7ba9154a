import fs from 'node:fs';
import path from 'node:path';
import type { ReceivedMail } from '../smtp-server';

/**
 * The browser tests' mailbox: the run's SMTP server (started by the global setup, which the BFF
 * sends through) writes each message it accepts as a file here, and specs read them back.
 */
export const MAIL_DIR_ENV = 'E2E_MAIL_DIR';

export function keepMail(dir: string, mail: ReceivedMail): void {
  fs.writeFileSync(path.join(dir, `${Date.now()}-${Math.random().toString(36).slice(2)}.json`), JSON.stringify(mail));
}

function readMailbox(): ReceivedMail[] {
  const dir = process.env[MAIL_DIR_ENV];
  if (!dir) throw new Error(`${MAIL_DIR_ENV} is not set: run the browser tests through their global setup`);
  return fs
    .readdirSync(dir)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as ReceivedMail);
}

/** The messages to `address`, once there is at least one. */
export async function mailTo(address: string, timeoutMs = 20_000): Promise<ReceivedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = readMailbox().filter((message) => message.to.includes(address));
    if (mail.length > 0 || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
