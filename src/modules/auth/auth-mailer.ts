import { setTimeout as sleep } from 'node:timers/promises';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { MailService, type MailContent } from '../notifications/index.js';

/** Waits before the second and third tries of a mail the transport refused. */
const RETRY_DELAYS_MS = [1_000, 5_000];

/**
 * Sends the auth module's e-mails off the request path, so an answer never waits for (or reveals
 * the timing of) the mail server. A failed send is logged and tried again; shutting down waits for
 * the mails still under way.
 */
@Injectable()
export class AuthMailer implements OnModuleDestroy {
  private readonly logger = new Logger('AuthEvents');
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly mail: MailService) {}

  /**
   * Starts `prepare` (e.g. making the link's token) and sends the mail it returns, after the current
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
        await this.sendWithRetries(event, userId, to, content);
      })
      .catch((error: unknown) => {
        this.logger.error(
          { event: `${event}.mail_failed`, userId, error: reasonOf(error) },
          'E-mail could not be sent',
        );
      })
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  private async sendWithRetries(event: string, userId: string, to: string, content: MailContent) {
    for (let attempt = 0; ; attempt++) {
      try {
        await this.mail.send(to, content);
        return;
      } catch (error) {
        const delay = RETRY_DELAYS_MS[attempt];
        if (delay === undefined) throw error;
        this.logger.warn(
          { event: `${event}.mail_retry`, userId, attempt: attempt + 1, error: reasonOf(error) },
          'E-mail not sent; trying again',
        );
        await sleep(delay);
      }
    }
  }

  /** Resolves once every mail dispatched so far has been sent or given up. */
  async idle(): Promise<void> {
    while (this.pending.size > 0) await Promise.allSettled([...this.pending]);
  }

  async onModuleDestroy(): Promise<void> {
    await this.idle();
  }
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
