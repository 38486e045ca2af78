import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { Subscription } from './entities/subscription.entity.js';
import { accessStatus, hasAccess, type AccessStatus } from './subscription-status.js';

/**
 * Who may use the premium content. Exported by the billing module: other modules (cards through
 * @RequiresAccess(), practice…) ask here, never the subscriptions table.
 */
@Injectable()
export class SubscriptionAccessService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async status(userId: string): Promise<AccessStatus> {
    const row = await this.em
      .fork()
      .findOne(Subscription, { user: userId }, { fields: ['status', 'trialEnd'] });
    return accessStatus(row, this.clock.now());
  }

  async hasAccess(userId: string): Promise<boolean> {
    return hasAccess(await this.status(userId));
  }
}
