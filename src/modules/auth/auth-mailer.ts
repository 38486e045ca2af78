import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MailService, type MailContent } from '../mail/index.js';

/**
 * Queues the auth module's e-mails off the request path, so an answer never waits for (or reveals
 * the timing of) making the mail's token or storing it; the mail queue then sends it, trying again
 * when the mail server fails, even across a restart. Shutting down waits until every mail
 * dispatched so far is queued.
 */
@Injectable()
export class AuthMailer implements OnModuleDestroy {
  private readonly logger = new Logger('AuthEvents');
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly mail: MailService) {}

  /**
   * Starts `prepare` (e.g. making the link's token) and queues the mail it returns, after the current
   * request has answered. `event` and `userId` name the mail in the logs; the content never is.
   */
  dispatch(
    event: string,
    userId: string,
    prepare: () => Promise<{ to: string; content: MailContent }>,
  ): void {
    const task = new Promise<void>((resolve) => setImmediate(resolve))
      .then(async () => {
        const { to, content } = await prepare();
        await this.mail.enqueue({ to, content, event, userId });
      })
      .catch((error: unknown) => {
        this.logger.error(
          {
            event: `${event}.mail_failed`,
            userId,
            error: error instanceof Error ? error.message : String(error),
          },
          'E-mail could not be queued',
        );
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  /** Resolves once every mail dispatched so far has been queued (or failed to be). */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }
}
