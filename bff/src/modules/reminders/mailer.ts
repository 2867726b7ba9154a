import tls from 'node:tls';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../../config';

/**
 * Timeouts of the conversation with the mail server. They end a stuck delivery well before the
 * queue takes the job for lost (mail-queue.ts), so one reminder is never handed over twice at once.
 */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

/**
 * An smtp:// server must encrypt the connection (STARTTLS) before the account's password or any
 * mail goes to it, whether or not it offers to: a server that offers nothing, or an attacker who
 * strips the offer, gets no password in clear. Options written in SMTP_URL's query take precedence
 * over these (nodemailer's URL form), so `?requireTLS=false` there is the one explicit way to reach
 * a relay on the same host without encryption. smtps:// is encrypted from the first byte.
 */
const ENCRYPTION = { requireTLS: true };

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
    // An internal authority is trusted beside the system's, not instead of them.
    const trust = config.trustedCertificates ? { tls: { ca: [...tls.rootCertificates, config.trustedCertificates] } } : {};
    this.transport = nodemailer.createTransport({ ...ENCRYPTION, ...trust, url: config.smtpUrl, ...TIMEOUTS });
  }

  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.config.from, to: mail.to, subject: mail.subject, text: mail.text, messageId: mail.messageId });
    } catch (error) {
      throw unencryptedRefusal(error) ?? error;
    }
  }

  close(): void {
    this.transport.close();
  }
}

/**
 * The failure to encrypt the connection, said in the administrator's words (the record of
 * reminders shows it); undefined for any other failure. The server's answer code is kept, so a
 * server that refuses STARTTLS for good is not tried again.
 */
function unencryptedRefusal(error: unknown): Error | undefined {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  if (code !== 'ETLS') return undefined;
  const message =
    `No encrypted connection to the mail server (${(error as Error).message}), so nothing was sent to it: ` +
    'use smtps://, a server that offers STARTTLS, or add ?requireTLS=false to SMTP_URL for a relay on the same host';
  return Object.assign(new Error(message, { cause: error }), { responseCode });
}

/** A refusal by the mail server that another attempt would not change (5xx: no such mailbox, refused sender). */
export function isPermanentRefusal(error: unknown): boolean {
  const code = (error as { responseCode?: unknown } | null)?.responseCode;
  return typeof code === 'number' && code >= 500;
}
