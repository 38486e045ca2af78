import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import { Clock } from '../../../common/clock.js';
import { BillingException } from '../billing.exception.js';
import { PaymentProvider, type ProviderSubscription } from '../payment-provider.js';
import { SubscriptionsService } from '../subscriptions.service.js';
import { StripePaymentProvider, toProviderSubscription } from './stripe-payment.provider.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored';

/**
 * Stripe webhooks: verified on the raw body, recorded in payment_events in the same transaction
 * as their handling (a replay or a concurrent redelivery changes nothing; a failed handling is
 * rolled back and Stripe's retry processes it again), and applied through
 * SubscriptionsService.applyProviderState with the event's time, so older events never win.
 */
@Injectable()
export class StripeWebhooksService {
  private readonly logger = new Logger('StripeWebhooks');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly provider: PaymentProvider,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async handle(rawBody: Buffer | undefined, signature: string | undefined): Promise<WebhookOutcome> {
    const stripe = this.stripeProvider();
    if (!rawBody || !signature) throw new BillingException('INVALID_SIGNATURE');
    let event: Stripe.Event;
    try {
      event = stripe.constructEvent(rawBody, signature);
    } catch {
      throw new BillingException('INVALID_SIGNATURE');
    }
    return this.em.transactional(async (tx) => {
      const inserted = await tx
        .getConnection()
        .execute<{ id: string }[]>(
          'insert into payment_events (id, type, received_at) values (?, ?, ?) on conflict (id) do nothing returning id',
          [event.id, event.type, this.clock.now()],
          'all',
          tx.getTransactionContext(),
        );
      if (inserted.length === 0) {
        this.logger.log({ eventId: event.id, type: event.type }, 'Stripe event already processed');
        return 'duplicate';
      }
      const handled = await this.apply(stripe, event, tx);
      this.logger.log({ eventId: event.id, type: event.type, handled }, 'Stripe event received');
      return handled ? 'processed' : 'ignored';
    });
  }

  private stripeProvider(): StripePaymentProvider {
    if (!(this.provider instanceof StripePaymentProvider))
      throw new BillingException('STRIPE_NOT_CONFIGURED');
    return this.provider;
  }

  private async apply(
    stripe: StripePaymentProvider,
    event: Stripe.Event,
    tx: EntityManager,
  ): Promise<boolean> {
    const observedAt = new Date(event.created * 1000);
    if (event.type === 'checkout.session.completed') {
      const session = event.data.object;
      if (session.mode !== 'subscription' || !session.subscription) return false;
      if (session.payment_status === 'unpaid') return false;
      const subscriptionId =
        typeof session.subscription === 'string' ? session.subscription : session.subscription.id;
      const state = await stripe.retrieveSubscription(subscriptionId);
      return this.applyState(state, { observedAt, userId: session.client_reference_id }, tx);
    }
    if (
      event.type === 'customer.subscription.created' ||
      event.type === 'customer.subscription.updated' ||
      event.type === 'customer.subscription.deleted'
    ) {
      return this.applyState(toProviderSubscription(event.data.object), { observedAt }, tx);
    }
    if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
      const subscription = event.data.object.parent?.subscription_details?.subscription;
      if (!subscription) return false;
      const state = await stripe.retrieveSubscription(
        typeof subscription === 'string' ? subscription : subscription.id,
      );
      return this.applyState(state, { observedAt }, tx);
    }
    // Other event types are not subscribed to; acknowledged and left alone.
    return false;
  }

  private async applyState(
    state: ProviderSubscription | null,
    options: { observedAt: Date; userId?: string | null },
    tx: EntityManager,
  ): Promise<boolean> {
    if (!state) return false;
    const outcome = await this.subscriptions.applyProviderState(state, options, tx);
    return outcome.applied;
  }
}
