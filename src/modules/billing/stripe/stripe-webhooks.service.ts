import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import { BillingException } from '../billing.exception.js';
import { callProvider, PaymentProvider, type ProviderSubscription } from '../payment-provider.js';
import { SubscriptionsService } from '../subscriptions.service.js';
import { readStripeEvent, type StripeEventInput } from './stripe-objects.js';
import { StripePaymentProvider } from './stripe-payment.provider.js';

export type WebhookOutcome = 'processed' | 'duplicate' | 'ignored' | 'malformed';

/**
 * Stripe webhooks: verified on the raw body, read through readStripeEvent (a signed event of an
 * unexpected shape is logged and acknowledged as `malformed`, not recorded, never a crash),
 * recorded in payment_events in the same transaction as their handling (a replay or a concurrent
 * redelivery changes nothing; a failed handling is rolled back and Stripe's retry processes it
 * again), and applied through SubscriptionsService.applyProviderState with the event's time, so
 * older events never win.
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
    let verified: unknown;
    try {
      verified = stripe.constructEvent(rawBody, signature);
    } catch {
      throw new BillingException('INVALID_SIGNATURE');
    }
    const reading = readStripeEvent(verified);
    if (!reading.ok) {
      this.logger.warn(
        { eventId: reading.id, type: reading.type, problem: reading.problem },
        'Malformed Stripe event acknowledged and ignored',
      );
      return 'malformed';
    }
    const { event } = reading;
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
    event: StripeEventInput,
    tx: EntityManager,
  ): Promise<boolean> {
    const observedAt = event.createdAt;
    switch (event.kind) {
      case 'checkout_completed': {
        const { session } = event;
        if (session.mode !== 'subscription' || !session.subscriptionId) return false;
        if (session.paymentStatus === 'unpaid') return false;
        const state = await this.retrieve(stripe, session.subscriptionId);
        return this.applyState(state, { observedAt, userId: session.userId }, tx);
      }
      case 'subscription_changed':
        return this.applyState(event.subscription, { observedAt }, tx);
      case 'invoice':
        if (!event.subscriptionId) return false;
        return this.applyState(await this.retrieve(stripe, event.subscriptionId), { observedAt }, tx);
      case 'other':
        // Other event types are not subscribed to; acknowledged and left alone.
        return false;
    }
  }

  /** The subscription as Stripe has it now; Stripe failing answers 502 and Stripe retries. */
  private retrieve(
    stripe: StripePaymentProvider,
    subscriptionId: string,
  ): Promise<ProviderSubscription | null> {
    return callProvider(stripe, this.logger, () => stripe.retrieveSubscription(subscriptionId));
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
