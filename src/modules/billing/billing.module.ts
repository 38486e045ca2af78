import { EntityManager } from '@mikro-orm/postgresql';
import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { Clock } from '../../common/clock.js';
import { AuthModule } from '../auth/auth.module.js';
import { UserLifecycle } from '../auth/user-lifecycle.js';
import { NotificationsModule } from '../notifications/notifications.module.js';
import { BillingController } from './billing.controller.js';
import { BillingJobs } from './billing.jobs.js';
import { BillingService } from './billing.service.js';
import { PaymentProvider } from './payment-provider.js';
import { PromoCodesService } from './promo-codes.service.js';
import { SubscriptionGuard } from './requires-access.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider.js';
import { StripePaymentProvider } from './stripe/stripe-payment.provider.js';
import { StripeWebhooksController } from './stripe/stripe-webhooks.controller.js';
import { StripeWebhooksService } from './stripe/stripe-webhooks.service.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TrialSettingsService } from './trial-settings.service.js';

/**
 * Subscriptions, the free trial, the payment provider (Stripe, or the built-in sandbox when
 * STRIPE_SECRET_KEY is unset), promo codes and the trial jobs. Other modules use
 * SubscriptionAccessService (exported) or the @RequiresAccess() decorator.
 */
@Module({
  imports: [AuthModule, NotificationsModule],
  controllers: [BillingController, StripeWebhooksController, SandboxController],
  providers: [
    TrialSettingsService,
    SubscriptionsService,
    SubscriptionAccessService,
    BillingService,
    PromoCodesService,
    StripeWebhooksService,
    BillingJobs,
    {
      provide: PaymentProvider,
      inject: [APP_CONFIG, EntityManager, Clock, SubscriptionsService],
      useFactory: (
        config: AppConfig,
        em: EntityManager,
        clock: Clock,
        subscriptions: SubscriptionsService,
      ): PaymentProvider =>
        config.stripe.secretKey
          ? new StripePaymentProvider(config)
          : new SandboxPaymentProvider(em, clock, config, subscriptions),
    },
    { provide: APP_GUARD, useClass: SubscriptionGuard },
  ],
  exports: [SubscriptionAccessService],
})
export class BillingModule implements OnModuleInit {
  constructor(
    private readonly lifecycle: UserLifecycle,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  /** Every new user starts the free trial, in the user-creation transaction. */
  onModuleInit(): void {
    this.lifecycle.onUserCreated(async (user, em) => {
      await this.subscriptions.startTrial(user.id, em);
    });
  }
}
