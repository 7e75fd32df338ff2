import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string[];
  raw: string;
  subject: string;
  messageId: string;
  /** Body with quoted-printable soft breaks and escapes undone. */
  text: string;
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw);
  return match ? match[1]!.replace(/\r?\n[ \t]/g, ' ').trim() : '';
}

function decodeQuotedPrintable(body: string): string {
  return Buffer.from(
    body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

/** A real SMTP server in-process that keeps what it receives; it can be stopped and restarted on its port. */
export class SmtpCatcher {
  readonly messages: CaughtMail[] = [];
  private server?: SMTPServer;
  port = 0;

  async start(port = this.port): Promise<this> {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['AUTH', 'STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const split = raw.search(/\r?\n\r?\n/);
          this.messages.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            raw,
            subject: header(raw, 'Subject'),
            messageId: header(raw, 'Message-ID'),
            text: decodeQuotedPrintable(split === -1 ? '' : raw.slice(split).trim()),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, '127.0.0.1', () => resolve());
    });
    this.port = (
      this.server as unknown as { server: { address(): AddressInfo } }
    ).server.address().port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async waitFor(count: number, timeoutMs = 20_000): Promise<CaughtMail[]> {
    const started = Date.now();
    while (this.messages.length < count) {
      if (Date.now() - started > timeoutMs) {
        throw new Error(
          `Expected ${count} mails, got ${this.messages.length} within ${timeoutMs} ms`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return this.messages;
  }

  async waitForMail(
    predicate: (mail: CaughtMail) => boolean,
    timeoutMs = 20_000,
  ): Promise<CaughtMail> {
    const started = Date.now();
    for (;;) {
      const found = this.messages.find(predicate);
      if (found) return found;
      if (Date.now() - started > timeoutMs)
        throw new Error(`No matching mail within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }
}
