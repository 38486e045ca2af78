import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** An ES256 key pair for access tokens; `kid` is published in the JWKS. */
@Entity({ tableName: 'signing_keys' })
export class SigningKey {
  @PrimaryKey({ type: 'text' })
  kid!: string;

  @Property({ type: 'json', hidden: true })
  privateJwk!: Record<string, unknown>;

  @Property({ type: 'json' })
  publicJwk!: Record<string, unknown>;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
