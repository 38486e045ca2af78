import { Entity, Index, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/** Where a subscription was made: the browser tab (`web`) or the installed app (`app`). */
export const PUSH_CHANNELS = ['web', 'app'] as const;
export type PushChannel = (typeof PUSH_CHANNELS)[number];

/**
 * A device a player receives Web Push on (the browser's PushSubscription): the push service's
 * endpoint and the keys the messages are encrypted with (RFC 8291). One endpoint belongs to one
 * player; an app broadcast reads every `app` row in id order, a web broadcast the `web` rows.
 */
@Entity({ tableName: 'push_subscriptions' })
@Index({ properties: ['user', 'createdAt'] })
@Index({ properties: ['channel', 'id'] })
export class PushSubscription extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  /** The push service URL (https, a public host), at most 2,048 characters. */
  @Property({ type: 'text' })
  @Unique()
  endpoint!: string;

  /** The browser's P-256 public key (65-byte uncompressed point), base64url. */
  @Property({ type: 'text' })
  p256dh!: string;

  /** The 16-byte authentication secret, base64url. */
  @Property({ type: 'text' })
  auth!: string;

  @Property({ type: 'text' })
  channel!: PushChannel;
}
