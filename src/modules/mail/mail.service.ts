import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { MailQueue, type OutgoingMail } from './mail-queue.js';

/**
 * Sends e-mail for the other modules, through the outbox (MailQueue): a mail is stored in
 * PostgreSQL before `enqueue` resolves and sent in the background, with retries, even across a
 * restart. Nothing waits for the mail server.
 */
@Injectable()
export class MailService {
  constructor(private readonly queue: MailQueue) {}

  /**
   * Stores the mail to send, in `em`'s transaction when given (it goes once that commits, and not
   * at all if it rolls back). Rejects when the job queue is off in this process (tooling).
   */
  enqueue(mail: OutgoingMail, em?: EntityManager): Promise<void> {
    return this.queue.add(mail, em);
  }
}
