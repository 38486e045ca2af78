import { chmod, mkdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import nodemailer from 'nodemailer';
import { MailTransport, type MailMessage } from './mail.types.js';

/** Only the server's user may list the folder or read a mail: they hold working links. */
const FOLDER_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * The local default: each message is written to DATA_DIR/mail as a complete .eml file (open it in
 * any mail client) and a .json twin that lists its links. The log names the file, never the links:
 * they carry working tokens.
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
    await this.privateFolder();
    const sentAt = new Date();
    const base = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w.@-]/g, '_')}-${Math.random().toString(36).slice(2, 8)}`;
    const links = [...message.text.matchAll(/https?:\/\/\S+/g)].map((match) => match[0]);
    const info = (await this.builder.sendMail(message)) as { message: Buffer };
    const file = join(this.folder, `${base}.eml`);
    await writeFile(file, info.message, { mode: FILE_MODE, flag: 'wx' });
    await writeFile(
      join(this.folder, `${base}.json`),
      JSON.stringify({ ...message, links, sentAt }, null, 2),
      {
        mode: FILE_MODE,
        flag: 'wx',
      },
    );
    this.logger.log(`Mail written to ${file}`);
  }

  /** Creates the folder 0700, or narrows it to 0700 when it exists with a looser mode. */
  private async privateFolder(): Promise<void> {
    await mkdir(this.folder, { recursive: true, mode: FOLDER_MODE });
    if (((await stat(this.folder)).mode & 0o777) !== FOLDER_MODE) await chmod(this.folder, FOLDER_MODE);
  }
}
