import nodemailer, { type Transporter } from 'nodemailer';
import { MailTransport, type MailMessage } from './mail.types.js';

/** Sends through an SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com:465). */
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(url: string) {
    super();
    this.transporter = nodemailer.createTransport(url);
  }

  async send(message: MailMessage & { from: string }): Promise<void> {
    await this.transporter.sendMail(message);
  }
}
