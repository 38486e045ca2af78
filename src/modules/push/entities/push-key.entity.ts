import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The generated VAPID key pair (RFC 8292), when none is configured: one row (id 1), inserted by
 * whichever replica needs it first (`on conflict do nothing`, then read back), so every replica
 * and every restart signs with the same key and browsers' subscriptions stay valid.
 */
@Entity({ tableName: 'push_keys' })
export class PushKey {
  @PrimaryKey({ type: 'integer', autoincrement: false })
  id!: number;

  /** Uncompressed P-256 public key, base64url: the browsers' applicationServerKey. */
  @Property({ type: 'text' })
  publicKey!: string;

  /** The private scalar, base64url. */
  @Property({ type: 'text' })
  privateKey!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
