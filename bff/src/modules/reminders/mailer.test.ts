import { selfSignedCertificate, type Certificate } from '@vsp/test-support/certificate';
import { mailConfigFor, TestSmtpServer } from '../../../test/smtp';
import { isPermanentRefusal, Mailer } from './mailer';

const account = { user: 'portal', pass: 'relay-secret-1' };
const mail = { to: 'alice@example.org', subject: 'Reminder', text: 'Please finish.', messageId: '<reminder.1.1@portal.example.org>' };

async function sendThrough(smtp: TestSmtpServer, smtpUrl: string, trustedCertificates?: string): Promise<void> {
  const mailer = new Mailer({ ...mailConfigFor(smtp), smtpUrl, trustedCertificates });
  try {
    await mailer.send(mail);
  } finally {
    mailer.close();
  }
}

describe('the mail server connection', () => {
  it('refuses to sign in to an smtp:// server that offers no encryption, and says why', async () => {
    const smtp = await TestSmtpServer.create({ account });
    try {
      const failure = await sendThrough(smtp, `smtp://${account.user}:${account.pass}@127.0.0.1:${smtp.port}`).catch((error: unknown) => error);
      expect(failure).toEqual(expect.objectContaining({ message: expect.stringMatching(/^No encrypted connection to the mail server \(.*STARTTLS.*\), so nothing was sent to it: use smtps:\/\//) }));
      // Another attempt would meet the same server: the reminder fails at once instead of retrying.
      expect(isPermanentRefusal(failure)).toBe(true);
      expect(smtp.signIns).toEqual([]);
      expect(smtp.received).toEqual([]);
    } finally {
      await smtp.stop();
    }
  });

  it('sends unencrypted to a relay only when SMTP_URL says requireTLS=false', async () => {
    const smtp = await TestSmtpServer.create();
    try {
      await sendThrough(smtp, smtp.url);
      expect(smtp.received).toEqual([expect.objectContaining({ to: mail.to, subject: mail.subject })]);
    } finally {
      await smtp.stop();
    }
  });

  describe('smtps://', () => {
    let certificate: Certificate;
    let smtp: TestSmtpServer;

    beforeAll(async () => {
      certificate = await selfSignedCertificate();
      smtp = await TestSmtpServer.create({ account, certificate });
    });
    afterAll(() => smtp.stop());

    it('delivers over TLS to a server whose certificate comes from a trusted authority', async () => {
      await sendThrough(smtp, smtp.url, certificate.cert);
      expect(smtp.signIns).toEqual([account.user]);
      expect(smtp.received).toEqual([expect.objectContaining({ to: mail.to, messageId: mail.messageId })]);
    });

    it('refuses a server whose certificate nobody trusts', async () => {
      const before = smtp.signIns.length;
      await expect(sendThrough(smtp, smtp.url)).rejects.toThrow(/self-signed certificate/);
      expect(smtp.signIns.length).toBe(before);
    });
  });
});
