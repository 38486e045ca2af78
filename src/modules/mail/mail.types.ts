export interface MailMessage {
  to: string;
  subject: string;
  /** Plain-text part. */
  text: string;
  /** HTML part. */
  html: string;
}

/** Where mail goes: SMTP in production, the DATA_DIR/mail folder by default. */
export abstract class MailTransport {
  abstract send(message: MailMessage & { from: string }): Promise<void>;
}
