import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { Clock } from '../../common/clock.js';
import { runExclusive, scheduledSlot } from '../../common/jobs/exclusive-job.js';
import { UsersService } from '../auth/index.js';
import { MailService } from '../mail/index.js';
import { ANNUAL_PLAN, PaymentProvider } from './payment-provider.js';
import { formatDay } from './billing-dates.js';
import { SubscriptionsService } from './subscriptions.service.js';

const RESYNC_PAGE = 100;

/**
 * Billing's scheduled work. Each job runs on one replica at a time (runExclusive, which also logs
 * its failure), and once per scheduled hour however many replicas' schedules fire for it; a job
 * called without a slot (outside the schedule) runs at once. Each only calls domain services. None holds a transaction while it waits on the
 * payment provider: what it claims or writes commits first; e-mails go through the mail queue.
 */
@Injectable()
export class BillingJobs {
  private readonly logger = new Logger('BillingJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly subscriptions: SubscriptionsService,
    private readonly provider: PaymentProvider,
    private readonly mail: MailService,
    private readonly users: UsersService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The hourly schedule: trials ended, then reminders, then renewals. */
  @Cron(CronExpression.EVERY_HOUR)
  async hourly(): Promise<void> {
    const slot = scheduledSlot(this.clock.now());
    await this.expireTrials(slot);
    await this.sendTrialReminders(slot);
    await this.renewDuePeriods(slot);
  }

  /** The daily schedule: the Stripe re-read. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM)
  async daily(): Promise<void> {
    await this.resyncStripeSubscriptions(scheduledSlot(this.clock.now()));
  }

  /** Trials whose end has passed become inactive. */
  async expireTrials(slot?: Date): Promise<void> {
    await runExclusive(
      this.em,
      'billing.expire-trials',
      async (em) => {
        const expired = await this.subscriptions.expireEndedTrials(em);
        if (expired > 0) this.logger.log({ expired }, 'Ended trials marked inactive');
      },
      { slot },
    );
  }

  /** One e-mail 7 days and one 1 day before the trial ends. */
  async sendTrialReminders(slot?: Date): Promise<void> {
    await runExclusive(
      this.em,
      'billing.trial-reminders',
      async (em) => {
        // The 1-day claim first: it also marks the 7-day reminder, so a short trial gets one e-mail.
        for (const which of ['1d', '7d'] as const) {
          // The claim and its e-mails commit together, in a transaction that only writes: each
          // reminder is queued exactly once, and the mail queue sends it (no transaction waits on the
          // mail server).
          const queued = await em.transactional(async (tx) => {
            const due = await this.subscriptions.claimTrialReminders(tx, which);
            const emails = await this.users.emailsOf(due.map((row) => row.userId));
            let count = 0;
            for (const { userId, trialEnd } of due) {
              const to = emails.get(userId);
              if (!to) continue;
              const content = this.reminder(which, trialEnd);
              await this.mail.enqueue({ to, content, event: `trial_reminder_${which}`, userId }, tx);
              count += 1;
            }
            return count;
          });
          if (queued > 0) this.logger.log({ which, queued }, 'Trial reminders queued');
        }
      },
      { slot },
    );
  }

  /** Daily re-read of every running Stripe subscription (a missed webhook heals within a day). */
  async resyncStripeSubscriptions(slot?: Date): Promise<void> {
    if (this.provider.name !== 'stripe') return;
    await runExclusive(
      this.em,
      'billing.stripe-resync',
      async (em) => {
        let after: string | null = null;
        let synced = 0;
        for (;;) {
          const page = await this.subscriptions.paidSubscriptionsPage(em, 'stripe', after, RESYNC_PAGE);
          for (const row of page) {
            const state = await this.provider.retrieveSubscription(row.providerSubscriptionId!);
            if (!state) continue;
            await this.subscriptions.applyProviderState(
              state,
              { observedAt: this.clock.now(), userId: row.user, fresh: true },
              em,
            );
            synced += 1;
          }
          const last = page.at(-1);
          if (!last || page.length < RESYNC_PAGE) break;
          after = last.id;
        }
        this.logger.log({ synced }, 'Stripe subscriptions re-read');
      },
      { slot },
    );
  }

  /**
   * Periods that ended renew, or end when set to cancel, for a provider that does not do so by
   * itself (the sandbox); Stripe does it on its side.
   */
  async renewDuePeriods(slot?: Date): Promise<void> {
    const renew = this.provider.renewDuePeriods?.bind(this.provider);
    if (!renew) return;
    await runExclusive(
      this.em,
      'billing.renewals',
      async () => {
        const renewed = await renew();
        if (renewed > 0) this.logger.log({ renewed }, 'Subscription periods renewed or ended');
      },
      { slot },
    );
  }

  private reminder(which: '7d' | '1d', trialEnd: Date) {
    const { appName, publicUrl } = this.config;
    const when = which === '7d' ? 'in 7 days' : 'tomorrow';
    return {
      subject: `Your ${appName} free trial ends ${when}`,
      paragraphs: [
        `Your free trial of ${appName} ends on ${formatDay(trialEnd)}.`,
        `Subscribe for ${ANNUAL_PLAN.label} a year to keep every card, your practice history and your achievements.`,
      ],
      action: { label: 'Subscribe now', url: `${publicUrl}/` },
      footnote: 'You get this e-mail once, because your free trial is about to end.',
    };
  }
}
