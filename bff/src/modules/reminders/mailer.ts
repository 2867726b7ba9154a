import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';

/**
 * Timeouts of the conversation with the mail server. They end a stuck delivery well before the
 * queue takes the job for lost (mail-queue.ts), so one reminder is never handed over twice at once.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same for every attempt at one reminder, so a mail system that sees it twice can tell. */
  messageId: string;
}

/** Hands mail to the SMTP server of SMTP_URL (nodemailer), as plain text from MAIL_FROM. */
export class Mailer {
  private readonly transport: Transporter;

  constructor(private readonly config: MailConfig) {
    this.transport = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId });
  }

  close(): void {
    this.transport.close();
  }
}

/** A refusal by the mail server that another attempt would not change (5xx: no such mailbox, refused sender). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}
