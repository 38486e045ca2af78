import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { Broadcast } from './broadcast.entity.js';

/**
 * `pending` until settled: `sent` (the push service accepted it), `failed` (refused for good, or
 * still refused after the last retry) or `gone` (404/410: the subscription expired and is removed).
 */
export const DELIVERY_STATUSES = ['pending', 'sent', 'failed', 'gone'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/**
 * One push of one broadcast to one subscription: the delivery jobs (pg-boss, one per `batch`) send
 * only `pending` rows and settle each with a conditional update, so any replica may run a job, a
 * crash loses nothing, and a job run again never sends a settled delivery twice.
 *
 * `subscription_id` has no foreign key: a subscription removed mid-send (unsubscribed, expired, or
 * moved to another player) leaves its delivery to be settled as `gone` without a push.
 */
@Entity({ tableName: 'push_deliveries' })
@Unique({ properties: ['broadcast', 'subscriptionId'] })
@Index({ properties: ['broadcast', 'batch'] })
@Index({
  name: 'push_deliveries_pending_index',
  expression:
    'create index "push_deliveries_pending_index" on "push_deliveries" ("broadcast_id", "attempts") where "status" = \'pending\'',
})
export class PushDelivery {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Broadcast, { mapToPk: true, deleteRule: 'cascade' })
  broadcast!: string;

  @Property({ type: 'uuid' })
  subscriptionId!: string;

  /** Which delivery job sends it (the broadcast's subscriptions in id order, 100 a batch). */
  @Property({ type: 'integer' })
  batch!: number;

  @Property({ type: 'text', default: 'pending' })
  status: DeliveryStatus & Opt = 'pending';

  /** Pushes tried (a retried 429/5xx counts each time). */
  @Property({ type: 'integer', default: 0 })
  attempts: number & Opt = 0;

  /** The last refusal: the push service's status or the network error. */
  @Property({ type: 'text', nullable: true })
  lastError: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
