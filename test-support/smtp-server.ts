import net from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

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

/**
 * A real SMTP server on a local port, keeping every message it accepts (and handing each to
 * `onMail`). It can be stopped and started again on the same port, as a mail server that goes
 * down and comes back.
 */
export class TestSmtpServer {
  readonly received: ReceivedMail[] = [];
  /** Recipients the server refuses for good (550), as a mail server refuses an unknown mailbox. */
  readonly unknownMailboxes = new Set<string>();
  private server: SMTPServer | undefined;

  private constructor(
    readonly port: number,
    private readonly onMail: (mail: ReceivedMail) => void,
  ) {}

  /** A server on a free port; with `listening: false` the port stays closed until start(). */
  static async create(options: { listening?: boolean; onMail?: (mail: ReceivedMail) => void } = {}): Promise<TestSmtpServer> {
    const smtp = new TestSmtpServer(await freePort(), options.onMail ?? (() => undefined));
    if (options.listening !== false) await smtp.start();
    return smtp;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = new SMTPServer({
      // A plain local server: no sign-in and no TLS upgrade, as a relay inside a private network.
      authOptional: true,
      disabledCommands: ['STARTTLS'],
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
            this.onMail(message);
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
