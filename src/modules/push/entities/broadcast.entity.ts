import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/** A web broadcast goes to `web` subscriptions, an app broadcast to `app` ones. */
export const BROADCAST_KINDS = ['web', 'app'] as const;
export type BroadcastKind = (typeof BROADCAST_KINDS)[number];

/** Every user (their inbox: those who had an account when it was sent) or the selected ones. */
export const BROADCAST_AUDIENCES = ['all', 'selected'] as const;
export type BroadcastAudience = (typeof BROADCAST_AUDIENCES)[number];

/** `sending` until every delivery has its final state. */
export const BROADCAST_STATUSES = ['sending', 'done'] as const;
export type BroadcastStatus = (typeof BROADCAST_STATUSES)[number];

/**
 * A message an admin sent: what it says, to whom, and its delivery
 * counts, kept up to date by the delivery jobs as each push is settled.
 */
@Entity({ tableName: 'broadcasts' })
@Index({ properties: ['createdAt'] })
@Index({ properties: ['audience', 'createdAt'] })
export class Broadcast extends BaseEntity {
  @Property({ type: 'text' })
  kind!: BroadcastKind;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text' })
  message!: string;

  /** A path of the app ('/' by default) or an http(s) URL, opened when the notification is clicked. */
  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text' })
  audience!: BroadcastAudience;

  /** The users addressed when it was sent (their inboxes show it). */
  @Property({ type: 'integer' })
  recipients!: number;

  /** The push subscriptions it was sent to (one delivery each). */
  @Property({ type: 'integer' })
  subscriptions!: number;

  /** Pushes the push services accepted. */
  @Property({ type: 'integer', default: 0 })
  successful: number & Opt = 0;

  /** Pushes refused for good (including subscriptions found expired, which are removed). */
  @Property({ type: 'integer', default: 0 })
  failed: number & Opt = 0;

  @Property({ type: 'text', default: 'sending' })
  status: BroadcastStatus & Opt = 'sending';

  @Property({ type: 'timestamptz', nullable: true })
  completedAt: Date | null = null;

  /** The admin who sent it (null once their account is gone; the e-mail stays). */
  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null' })
  createdBy: string | null = null;

  @Property({ type: 'text' })
  createdByEmail!: string;
}
