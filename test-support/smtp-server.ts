import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { Certificate } from './certificate';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

function received(mail: ParsedMail): ReceivedMail {
  const to = Array.isArray(mail.to) ? mail.to.map((address) => address.text).join(', ') : (mail.to?.text ?? '');
  return { to, subject: mail.subject ?? '', text: mail.text ?? '', messageId: mail.messageId ?? '' };
}

export interface SmtpAccount {
  user: string;
  pass: string;
}

export interface TestSmtpOptions {
  /** With `false` the port stays closed until start(). */
  listening?: boolean;
  onMail?: (mail: ReceivedMail) => void;
  /** The one account allowed to send; without it anyone may, as a relay inside a private network. */
  account?: SmtpAccount;
  /** Encrypted from the first byte with this certificate (smtps://); without it the server never encrypts. */
  certificate?: Certificate;
}

/**
 * A real SMTP server on a local port, keeping every message it accepts (and handing each to
 * `onMail`). It can be stopped and started again on the same port, as a mail server that goes
 * down and comes back. It never offers STARTTLS: unless it has a certificate, everything said to
 * it, a password included, travels in clear, and `signIns` keeps every account name that reached it.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients the server refuses for good (550), as a mail server refuses an unknown mailbox. */
  readonly unknownMailboxes = new Set<string>();
  /** The user names of every sign-in attempt the server received, right or wrong. */
  readonly signIns: string[] = [];
  private server: SMTPServer | undefined;

  private constructor(
    readonly port: number,
    private readonly options: TestSmtpOptions,
  ) {}

  /** A server on a free port. */
  static async create(options: TestSmtpOptions = {}): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(await freePort(), options);
    if (options.listening !== false) await smtp.start();
    return smtp;
  }

  /**
   * The SMTP_URL a portal sends through: smtps:// with the account for a server with a
   * certificate; otherwise the relay on the same host, reached unencrypted only because the URL
   * says so explicitly.
   */
  get url(): string {
    const { account, certificate } = this.options;
    const signIn = account ? `${encodeURIComponent(account.user)}:${encodeURIComponent(account.pass)}@` : '';
    return certificate ? `smtps://${signIn}127.0.0.1:${this.port}` : `smtp://${signIn}127.0.0.1:${this.port}/?requireTLS=false`;
  }

  async start(): Promise<void> {
    const { account, certificate } = this.options;
    const server = new SMTPServer({
      authOptional: !account,
      // A password sent in clear is taken, so a test sees whether the client ever sends one so.
      allowInsecureAuth: true,
      onAuth: (auth, _session, callback) => {
        this.signIns.push(auth.username ?? '');
        if (auth.username === account?.user && auth.password === account?.pass) return callback(null, { user: auth.username });
        return callback(new Error('Invalid username or password'));
      },
      disabledCommands: ['STARTTLS'],
      ...(certificate ? { secure: true, key: certificate.key, cert: certificate.cert } : {}),
      logger: false,
      onRcptTo: (address, _session, callback) => {
        if (!this.unknownMailboxes.has(address.address)) return callback();
        return callback(Object.assign(new Error(`No such mailbox: ${address.address}`), { responseCode: 550 }));
      },
      onData: (stream, _session, callback) => {
        simpleParser(stream)
          .then((mail) => {
            const message = received(mail);
            this.received.push(message);
            this.options.onMail?.(message);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
