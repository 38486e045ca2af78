import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import type { JobWithMetadata } from 'pg-boss';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { JobQueue } from '../../common/jobs/job-queue.js';
import { renderMail, type MailContent } from './mail-content.js';
import { MailTransport } from './mail.types.js';

/** One e-mail to send: its recipient and content, and what names it in the logs. */
export interface OutgoingMail {
  to: string;
  content: MailContent;
  /** Names the mail in the logs (e.g. `recover`), with `userId`; its address and content never are. */
  event: string;
  userId?: string;
}

export const MAIL_QUEUE = 'mail-send';
/** Tries after the first: with the backoff below they span about an hour of mail server trouble. */
export const MAIL_RETRY_LIMIT = 8;
/** Each retry waits about twice as long as the one before (the first: MAIL_RETRY_DELAY_SECONDS), up to this. */
const RETRY_DELAY_MAX_SECONDS = 15 * 60;
/** A send not finished by then (its replica died) is tried again by another. */
const JOB_EXPIRY_SECONDS = 300;
/**
 * A sent (or given up) mail's job, which holds its links, is deleted this soon; one not sent within 7
 * days (the longest-lived link, the e-mail confirmation) is dropped.
 */
const SENT_JOB_RETENTION_SECONDS = 60;
const QUEUED_JOB_RETENTION_SECONDS = 7 * 24 * 3600;
/** Mails sent at once by each replica. */
const WORKERS = 2;

/**
 * The outbox: each e-mail is a job of the `mail-send` queue on the job queue (pg-boss), stored in
 * PostgreSQL — with the caller's transaction when it passes one — so a restart between the request
 * and the send loses nothing: this replica, another or the next start sends it. A worker renders
 * the mail and hands it to the transport, picked up at once (NOTIFY); a failed send is tried again
 * with a growing delay.
 */
@Injectable()
export class MailQueue implements OnApplicationBootstrap {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly jobs: JobQueue,
    private readonly transport: MailTransport,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.jobs.mode === 'off') return;
    const boss = this.jobs.boss(MAIL_QUEUE);
    await boss.createQueue(MAIL_QUEUE, { notify: true });
    if (!this.jobs.working) return;
    // NOTIFY wakes a worker for a new mail; polling every 2 s picks up a retry whose delay ended.
    await boss.work(
      MAIL_QUEUE,
      {
        localConcurrency: WORKERS,
        batchSize: 1,
        includeMetadata: true,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
      },
      async (jobs: JobWithMetadata<OutgoingMail>[]) => {
        for (const job of jobs) await this.send(job);
      },
    );
  }

  /** Stores the mail's job, in `em`'s transaction when given (it is sent once that commits). */
  async add(mail: OutgoingMail, em?: EntityManager): Promise<void> {
    const boss = this.jobs.boss(MAIL_QUEUE);
    await boss.insert(
      MAIL_QUEUE,
      [
        {
          data: mail,
          retryLimit: MAIL_RETRY_LIMIT,
          retryDelay: this.config.mail.retryDelaySeconds,
          retryBackoff: true,
          retryDelayMax: RETRY_DELAY_MAX_SECONDS,
          expireInSeconds: JOB_EXPIRY_SECONDS,
          deleteAfterSeconds: SENT_JOB_RETENTION_SECONDS,
          retentionSeconds: QUEUED_JOB_RETENTION_SECONDS,
        },
      ],
      em ? { db: JobQueue.inTransaction(em) } : {},
    );
  }

  /** Renders and sends one mail; rejects (pg-boss tries again later) when the transport fails. */
  private async send(job: JobWithMetadata<OutgoingMail>): Promise<void> {
    const { to, content, event, userId } = job.data;
    try {
      const message = renderMail(to, content, this.config.appName);
      await this.transport.send({ ...message, from: this.config.mail.from });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      if (job.retryCount < job.retryLimit)
        this.logger.warn(
          { event: `${event}.mail_retry`, userId, attempt: job.retryCount + 1, error: reason },
          'E-mail not sent; trying again later',
        );
      else
        this.logger.error(
          { event: `${event}.mail_failed`, userId, attempts: job.retryCount + 1, error: reason },
          'E-mail could not be sent',
        );
      throw error;
    }
  }
}
