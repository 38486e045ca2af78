/** What other modules may use of notifications: sending e-mail. */
export { MailService } from './mail/mail.service.js';
export type { MailContent } from './mail/mail-content.js';
export type { OutgoingMail } from './mail/mail-queue.js';
