/** What other modules may use of mail: queuing e-mail. */
export { MailService } from './mail.service.js';
export type { MailContent } from './mail-content.js';
export type { OutgoingMail } from './mail-queue.js';
