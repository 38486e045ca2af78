import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The message as sent, quoted-printable soft line breaks undone. */
  raw: string;
  links: string[];
}

/** A local SMTP server that keeps every message it is given (SMTP_URL=smtp://127.0.0.1:<port>). */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks)
          .toString('utf8')
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        this.received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw,
          links: [...new Set(raw.match(/https?:\/\/[^\s"<>]+/g) ?? [])],
        });
        callback();
      });
    },
  });

  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(port, '127.0.0.1', () => resolve()));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  /** Waits for a message to `to` whose link starts with `prefix`, and answers that link. */
  async link(to: string, prefix: string, timeoutMs = 15_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const link = this.received
        .filter((mail) => mail.to.includes(to))
        .flatMap((mail) => mail.links)
        .find((url) => url.startsWith(prefix));
      if (link) return link;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No mail to ${to} with a link to ${prefix} (got ${this.received.length} mails)`);
  }
}
