import { randomBytes } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../../common/clock.js';
import { addDays } from '../../../common/dates.js';
import { hashToken, tokenMatchesHash } from '../../../common/secret-tokens.js';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { SandboxSession, type SandboxSessionKind } from '../entities/sandbox-session.entity.js';
import type { Subscription } from '../entities/subscription.entity.js';
import type { ProviderSubscription } from '../payment-provider.js';

/** Where the sandbox's hosted pages are served (outside /api/v1). */
export const SANDBOX_PATH = '/billing/sandbox';
const TTL_DAYS: Record<SandboxSessionKind, number> = { checkout: 1, portal: 1 / 24 };

/** The sandbox's customer of a user (Stripe's `cus_…`). */
export function sandboxCustomerId(userId: string): string {
  return `cus_sandbox_${userId.replace(/-/g, '').slice(0, 24)}`;
}

/** A sandbox subscription as the provider reports it: the subscriptions row is its ledger. */
export function sandboxStateOf(row: Subscription): ProviderSubscription {
  return {
    provider: 'sandbox',
    subscriptionId: row.providerSubscriptionId!,
    customerId: row.providerCustomerId,
    status: row.status,
    currentPeriodEnd: row.currentPeriodEnd,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    userId: row.user,
  };
}

/**
 * The sandbox's checkout and portal sessions. Each has a random id and a secret token that its
 * page's link carries and the table keeps only hashed: the holder of the link alone can open the
 * page and press its buttons, until the session expires (a day for a checkout, an hour for the portal).
 */
@Injectable()
export class SandboxSessions {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** A new session for the user, and the link to its page. */
  async start(
    kind: SandboxSessionKind,
    userId: string,
    returnUrl: string | null = null,
  ): Promise<{ id: string; url: string }> {
    const now = this.clock.now();
    const id = `${kind === 'checkout' ? 'cs' : 'bps'}_sandbox_${randomBytes(12).toString('hex')}`;
    const token = randomBytes(24).toString('base64url');
    await this.em.insert(
      this.em.create(
        SandboxSession,
        {
          id,
          kind,
          user: userId,
          tokenHash: hashToken(token),
          status: 'open',
          returnUrl,
          createdAt: now,
          expiresAt: addDays(now, TTL_DAYS[kind]),
        },
        { persist: false },
      ),
    );
    return { id, url: `${this.config.publicUrl}${SANDBOX_PATH}/${kind}/${id}?token=${token}` };
  }

  /** The session, as it is now, when the token is its own and it has not expired while open. */
  async open(
    id: string,
    token: string | undefined,
    kind: SandboxSessionKind,
  ): Promise<SandboxSession | null> {
    if (!token) return null;
    const session = await this.em.fork().findOne(SandboxSession, { id, kind });
    if (!session || !tokenMatchesHash(token, session.tokenHash)) return null;
    if (session.status === 'open' && session.expiresAt <= this.clock.now()) return null;
    return session;
  }

  /** A checkout session by its id alone (the provider's read of it: no token). */
  findCheckout(id: string): Promise<SandboxSession | null> {
    return this.em.findOne(SandboxSession, { id, kind: 'checkout' });
  }

  /**
   * Completes an open checkout that has not expired, in the caller's transaction, recording the
   * subscription it created. False when another click completed or canceled it first, or it expired.
   */
  async complete(tx: EntityManager, id: string, subscriptionId: string): Promise<boolean> {
    const now = this.clock.now();
    const claimed = await tx.nativeUpdate(
      SandboxSession,
      { id, status: 'open', expiresAt: { $gt: now } },
      { status: 'complete', completedAt: now, subscriptionId },
    );
    return claimed > 0;
  }

  /** Cancels a checkout that is still open (a completed one stays complete). */
  async cancel(id: string): Promise<void> {
    await this.em.nativeUpdate(
      SandboxSession,
      { id, status: 'open' },
      { status: 'canceled', completedAt: this.clock.now() },
    );
  }

  /** The session as it is in the database now (after a concurrent click moved it). */
  reread(id: string): Promise<SandboxSession | null> {
    return this.em.fork().findOne(SandboxSession, { id });
  }
}
