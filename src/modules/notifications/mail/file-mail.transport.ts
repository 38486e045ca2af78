import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { MailTransport, type MailMessage } from './mail.types.js';

/**
 * The local default: each message is written to DATA_DIR/mail as a complete .eml file (open it in
 * any mail client) and a .json twin, and its links are printed in the server log.
 */
export class FileMailTransport extends MailTransport {
  private readonly logger = new Logger('Mail');
  private readonly builder = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });

  constructor(private readonly folder: string) {
    super();
  }

  async send(message: MailMessage & { from: string }): Promise<void> {
    await mkdir(this.folder, { recursive: true });
    const sentAt = new Date();
    const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}-${Math.random().toString(36).slice(2, 8)}`;
    const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
    const info = (await this.builder.sendMail(message)) as { message: Buffer };
    await writeFile(join(this.folder, `${base}.eml`), info.message);
    await writeFile(
      join(this.folder, `${base}.json`),
      JSON.stringify({ ...message, links, sentAt }, null, 2),
    );
    this.logger.log(
      `Mail to ${message.to} — "${message.subject}" saved in ${this.folder}${links.length ? ` — link: ${links.join(' ')}` : ''}`,
    );
  }
}
