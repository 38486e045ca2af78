import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/**
 * What the row says. `trialing` and `active` can grant access (see subscription-status.ts); the
 * others mirror the payment provider (`past_due`, `unpaid`, `incomplete`, `paused`, `canceled`) or
 * mark an ended trial (`inactive`).
 */
export type SubscriptionState =
  'trialing' | 'active' | 'past_due' | 'unpaid' | 'incomplete' | 'paused' | 'canceled' | 'inactive';

export type SubscriptionType = 'trial' | 'annual';
export type ProviderName = 'stripe' | 'sandbox';

/**
 * A user's subscription: one row per user, created with the free trial at sign-up and moved by the
 * payment provider afterwards (Stripe webhooks or the sandbox pages, through one domain method).
 */
@Entity({ tableName: 'subscriptions' })
export class Subscription extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Unique()
  user!: string;

  @Property({ type: 'text' })
  status!: SubscriptionState;

  @Property({ type: 'timestamptz', nullable: true })
  trialStart: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  @Index()
  trialEnd: Date | null = null;

  /** End of the paid period (the next renewal, or the end of access when cancelling at period end). */
  @Property({ type: 'timestamptz', nullable: true })
  currentPeriodEnd: Date | null = null;

  @Property({ type: 'text' })
  subscriptionType: SubscriptionType & Opt = 'trial';

  @Property({ type: 'boolean' })
  cancelAtPeriodEnd: boolean & Opt = false;

  @Property({ type: 'text', nullable: true })
  provider: ProviderName | null = null;

  @Property({ type: 'text', nullable: true })
  @Index()
  providerCustomerId: string | null = null;

  @Property({ type: 'text', nullable: true })
  @Index()
  providerSubscriptionId: string | null = null;

  /** The provider's own time of the state last applied: older updates are refused. */
  @Property({ type: 'timestamptz', nullable: true })
  providerUpdatedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'reminder_7d_sent_at' })
  reminder7dSentAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true, fieldName: 'reminder_1d_sent_at' })
  reminder1dSentAt: Date | null = null;
}
