import { Module, type OnModuleInit } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import type { AppConfig } from '../../config/app-config.js';
import { APP_CONFIG } from '../../config/config.module.js';
import { AuthModule } from '../auth/auth.module.js';
import { UserLifecycle } from '../auth/index.js';
import { AppConfigModule } from '../app-config/app-config.module.js';
import { MailModule } from '../mail/mail.module.js';
import { AdminPromoCodesController } from './admin-promo-codes.controller.js';
import { BillingController } from './billing.controller.js';
import { BillingUserData } from './billing-user-data.js';
import { PaymentEvent } from './entities/payment-event.entity.js';
import { PromoCode } from './entities/promo-code.entity.js';
import { SandboxSession } from './entities/sandbox-session.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { BillingJobs } from './billing.jobs.js';
import { BillingService } from './billing.service.js';
import { PaymentProvider } from './payment-provider.js';
import { PromoCodesAdminService } from './promo-codes-admin.service.js';
import { PromoCodesService } from './promo-codes.service.js';
import { SubscriptionGuard } from './requires-access.js';
import { SandboxController } from './sandbox/sandbox.controller.js';
import { SandboxHostedPages } from './sandbox/sandbox-hosted-pages.js';
import { SandboxPaymentProvider } from './sandbox/sandbox-payment.provider.js';
import { SandboxRenewals } from './sandbox/sandbox-renewals.js';
import { SandboxSessions } from './sandbox/sandbox-sessions.js';
import { StripePaymentProvider } from './stripe/stripe-payment.provider.js';
import { StripeWebhooksController } from './stripe/stripe-webhooks.controller.js';
import { StripeWebhooksService } from './stripe/stripe-webhooks.service.js';
import { SubscriptionAccessService } from './subscription-access.service.js';
import { SubscriptionsAdminService } from './subscriptions-admin.service.js';
import { SubscriptionsService } from './subscriptions.service.js';
import { TrialSettingsService } from './trial-settings.service.js';

/**
 * Subscriptions, the free trial, the payment provider (Stripe, or the built-in sandbox when
 * STRIPE_SECRET_KEY is unset), promo codes and the trial jobs. Other modules use
 * SubscriptionAccessService (exported) or the @RequiresAccess() decorator.
 */
/** The tables billing owns. */
export const BILLING_ENTITIES = [Subscription, PaymentEvent, PromoCode, SandboxSession];

@Module({
  imports: [AuthModule, MailModule, AppConfigModule],
  controllers: [BillingController, StripeWebhooksController, SandboxController, AdminPromoCodesController],
  providers: [
    TrialSettingsService,
    SubscriptionsService,
    SubscriptionAccessService,
    BillingService,
    PromoCodesService,
    PromoCodesAdminService,
    SubscriptionsAdminService,
    StripeWebhooksService,
    BillingJobs,
    BillingUserData,
    SandboxSessions,
    SandboxRenewals,
    SandboxHostedPages,
    SandboxPaymentProvider,
    {
      provide: PaymentProvider,
      inject: [APP_CONFIG, SandboxPaymentProvider],
      useFactory: async (config: AppConfig, sandbox: SandboxPaymentProvider): Promise<PaymentProvider> =>
        config.payments === 'stripe' ? StripePaymentProvider.create(config) : sandbox,
    },
    { provide: APP_GUARD, useClass: SubscriptionGuard },
  ],
  exports: [SubscriptionAccessService, SubscriptionsAdminService],
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
