import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import {
  OwnsUserData,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { UsersService } from '../auth/index.js';
import { PromoCode } from './entities/promo-code.entity.js';
import { SandboxSession } from './entities/sandbox-session.entity.js';
import { Subscription } from './entities/subscription.entity.js';
import { callProvider, PaymentProvider } from './payment-provider.js';

/** What a redeemed promo code says in place of the e-mail of an account that was deleted. */
export const DELETED_ACCOUNT_EMAIL = '(deleted account)';

/**
 * The subscription is part of the account: Delete All Data keeps it; Delete Account cancels the
 * paid subscription at the provider first (a failure stops the deletion with 502), then removes the
 * row and the sandbox's checkout sessions. Promo codes are the admins' records: an unused code
 * issued to the address goes, a redeemed one stays (it moved a billing date) without the address.
 * payment_events hold only the provider's event ids and types, never who: they stay.
 */
@Injectable()
@OwnsUserData()
export class BillingUserData implements UserDataOwner {
  private readonly logger = new Logger('Billing');
  readonly userTables = [
    { table: 'subscriptions', kind: 'account' },
    { table: 'sandbox_sessions', kind: 'account' },
    { table: 'promo_codes', column: 'created_by', kind: 'authorship' },
  ] as const;

  constructor(
    private readonly provider: PaymentProvider,
    private readonly users: UsersService,
    private readonly em: EntityManager,
  ) {}

  async prepareErasure(userId: string, scope: ErasureScope): Promise<void> {
    if (scope === 'data') return;
    const row = await this.em.fork().findOne(Subscription, { user: userId });
    if (!row?.providerSubscriptionId) return;
    if (row.provider !== this.provider.name) {
      this.logger.warn(
        { userId, provider: row.provider, subscriptionId: row.providerSubscriptionId },
        'Account deleted with a subscription of another payment provider than the configured one: not cancelled here',
      );
      return;
    }
    const subscriptionId = row.providerSubscriptionId;
    await callProvider(this.provider, this.logger, () => this.provider.cancelNow(subscriptionId));
    this.logger.log({ userId, subscriptionId }, 'Subscription cancelled: the account is being deleted');
  }

  async erase(userId: string, scope: ErasureScope, em: EntityManager): Promise<void> {
    if (scope === 'data') return;
    const email = (await this.users.emailsOf([userId])).get(userId);
    if (email) {
      await em.nativeDelete(PromoCode, { userEmail: email, used: false });
      await em.nativeUpdate(
        PromoCode,
        { userEmail: email, used: true },
        { userEmail: DELETED_ACCOUNT_EMAIL },
      );
    }
    await em.nativeDelete(SandboxSession, { user: userId });
    await em.nativeDelete(Subscription, { user: userId });
  }

  async exportSections(userId: string, em: EntityManager): Promise<ExportSection[]> {
    const email = (await this.users.emailsOf([userId])).get(userId);
    const [subscription, promoCodes] = await Promise.all([
      em.findOne(Subscription, { user: userId }),
      email ? em.find(PromoCode, { userEmail: email }, { orderBy: { createdAt: 'asc' } }) : [],
    ]);
    return [
      {
        name: 'subscription',
        value: subscription && {
          status: subscription.status,
          subscriptionType: subscription.subscriptionType,
          trialStart: subscription.trialStart,
          trialEnd: subscription.trialEnd,
          currentPeriodEnd: subscription.currentPeriodEnd,
          cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
          provider: subscription.provider,
          providerCustomerId: subscription.providerCustomerId,
          providerSubscriptionId: subscription.providerSubscriptionId,
          createdAt: subscription.createdAt,
        },
      },
      {
        name: 'promoCodes',
        value: promoCodes.map((code) => ({
          code: code.code,
          extensionMonths: code.extensionMonths,
          used: code.used,
          usedAt: code.usedAt,
          createdAt: code.createdAt,
        })),
      },
    ];
  }
}
