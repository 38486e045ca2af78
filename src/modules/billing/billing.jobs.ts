import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { Clock } from '../../common/clock.js';
import { runExclusive } from '../../common/jobs/exclusive-job.js';
import { MailService } from '../notifications/mail/mail.service.js';
import { ANNUAL_PLAN, PaymentProvider } from './payment-provider.js';
import { formatDay } from './billing-dates.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider.js';
import { SubscriptionsService } from './subscriptions.service.js';

const EXPIRE_TRIALS_LOCK = 7_274_250_201;
const TRIAL_REMINDERS_LOCK = 7_274_250_202;
const STRIPE_RESYNC_LOCK = 7_274_250_203;
const SANDBOX_RENEWALS_LOCK = 7_274_250_204;
const RESYNC_PAGE = 100;

/**
 * Billing's scheduled work. Each job takes its own advisory lock (one replica runs it), works in
 * its own transaction, only calls domain services, and logs its errors.
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
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** Trials whose end has passed become inactive. */
  @Cron(CronExpression.EVERY_HOUR)
  async expireTrials(): Promise<void> {
    await this.run('expire trials', EXPIRE_TRIALS_LOCK, async (em) => {
      const expired = await this.subscriptions.expireEndedTrials(em);
      if (expired > 0) this.logger.log({ expired }, 'Ended trials marked inactive');
    });
  }

  /** One e-mail 7 days and one 1 day before the trial ends. */
  @Cron(CronExpression.EVERY_HOUR)
  async sendTrialReminders(): Promise<void> {
    await this.run('trial reminders', TRIAL_REMINDERS_LOCK, async (em) => {
      // The 1-day claim first: it also marks the 7-day reminder, so a short trial gets one e-mail.
      for (const which of ['1d', '7d'] as const) {
        const due = await this.subscriptions.claimTrialReminders(em, which);
        const emails = await this.subscriptions.emailsOf(
          due.map((row) => row.userId),
          em,
        );
        for (const { userId, trialEnd } of due) {
          const to = emails.get(userId);
          if (!to) continue;
          try {
            await this.mail.send(to, this.reminder(which, trialEnd));
          } catch (error) {
            this.logger.error({ err: error, userId, which }, 'Trial reminder could not be sent');
          }
        }
        if (due.length > 0) this.logger.log({ which, sent: due.length }, 'Trial reminders sent');
      }
    });
  }

  /** Daily re-read of every running Stripe subscription (a missed webhook heals within a day). */
  @Cron(CronExpression.EVERY_DAY_AT_4AM)
  async resyncStripeSubscriptions(): Promise<void> {
    if (this.provider.name !== 'stripe') return;
    await this.run('Stripe re-sync', STRIPE_RESYNC_LOCK, async (em) => {
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
        if (page.length < RESYNC_PAGE) break;
        after = page[page.length - 1].id;
      }
      this.logger.log({ synced }, 'Stripe subscriptions re-read');
    });
  }

  /** Sandbox only: periods that ended renew, or end when set to cancel (as Stripe would). */
  @Cron(CronExpression.EVERY_HOUR)
  async advanceSandboxPeriods(): Promise<void> {
    const sandbox = this.provider;
    if (!(sandbox instanceof SandboxPaymentProvider)) return;
    await this.run('sandbox renewals', SANDBOX_RENEWALS_LOCK, async (em) => {
      const advanced = await sandbox.advanceEndedPeriods(em);
      if (advanced > 0) this.logger.log({ advanced }, 'Sandbox subscription periods advanced');
    });
  }

  private async run(name: string, lockId: number, job: (em: EntityManager) => Promise<void>): Promise<void> {
    try {
      await runExclusive(this.em, lockId, job);
    } catch (error) {
      this.logger.error({ err: error }, `Billing job failed: ${name}`);
    }
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
