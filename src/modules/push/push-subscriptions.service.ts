import { lookup } from 'node:dns/promises';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { lockOwnerRows } from '../../common/owned/owner-quota.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type {
  DeletePushSubscriptionDto,
  PushSubscriptionDto,
  SavePushSubscriptionDto,
} from './dto/push-subscription.dto.js';
import { checkedKeys, endpointFormProblem, endpointHostProblem } from './endpoint-rules.js';
import { PushSubscription } from './entities/push-subscription.entity.js';
import { PushException } from './push.exception.js';

/** How many devices one player may have notifications on. */
export const MAX_SUBSCRIPTIONS_PER_USER = 20;

function toDto(subscription: PushSubscription): PushSubscriptionDto {
  return {
    id: subscription.id,
    endpoint: subscription.endpoint,
    channel: subscription.channel,
    createdAt: subscription.createdAt.toISOString(),
  };
}

/** The caller's push subscriptions (devices): every query scoped to them. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly em: EntityManager,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** The caller's devices, newest first. */
  async list(userId: string): Promise<PushSubscriptionDto[]> {
    const rows = await this.em.find(
      PushSubscription,
      { user: userId },
      { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: MAX_SUBSCRIPTIONS_PER_USER },
    );
    return rows.map(toDto);
  }

  /**
   * Registers the subscription for the caller, or refreshes its keys and channel. An endpoint another
   * player had (the same browser, signed in as someone else now) moves to the caller as a new row,
   * so nothing still queued for the previous player reaches the new one.
   */
  async save(userId: string, input: SavePushSubscriptionDto): Promise<PushSubscriptionDto> {
    const keys = checkedKeys(input.keys);
    if (Array.isArray(keys)) throw new PushException('PUSH_KEYS_INVALID', keys);
    await this.checkEndpoint(input.endpoint);
    try {
      return await this.upsert(userId, input.endpoint, keys, input.channel);
    } catch (error) {
      // the same endpoint registered by two requests at once: the second finds the first's row
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
      return this.upsert(userId, input.endpoint, keys, input.channel);
    }
  }

  async remove(userId: string, input: DeletePushSubscriptionDto): Promise<void> {
    const deleted = await this.em.nativeDelete(PushSubscription, { endpoint: input.endpoint, user: userId });
    if (deleted === 0) throw new PushException('PUSH_SUBSCRIPTION_NOT_FOUND');
  }

  private async upsert(
    userId: string,
    endpoint: string,
    keys: { p256dh: string; auth: string },
    channel: PushSubscription['channel'],
  ): Promise<PushSubscriptionDto> {
    return this.em.transactional(async (em) => {
      await lockOwnerRows(em, 'push_subscriptions', userId);
      const existing = await em.findOne(
        PushSubscription,
        { endpoint },
        { lockMode: LockMode.PESSIMISTIC_WRITE },
      );
      if (existing?.user === userId) {
        em.assign(existing, { ...keys, channel });
        await em.flush();
        return toDto(existing);
      }
      if (existing) {
        em.remove(existing);
        await em.flush();
      }
      if ((await em.count(PushSubscription, { user: userId })) >= MAX_SUBSCRIPTIONS_PER_USER)
        throw new PushException('PUSH_SUBSCRIPTION_LIMIT');
      const subscription = em.create(PushSubscription, { user: userId, endpoint, ...keys, channel });
      em.persist(subscription);
      await em.flush();
      return toDto(subscription);
    });
  }

  /** Refuses an endpoint that is not https on a public host (see endpoint-rules.ts). */
  private async checkEndpoint(endpoint: string): Promise<void> {
    const allowPrivate = this.config.push.allowPrivateEndpoints;
    const problem =
      endpointFormProblem(endpoint, allowPrivate) ??
      (allowPrivate ? undefined : await endpointHostProblem(endpoint, (host) => lookup(host, { all: true })));
    if (problem) throw new PushException('PUSH_ENDPOINT_INVALID', [{ field: 'endpoint', message: problem }]);
  }
}
