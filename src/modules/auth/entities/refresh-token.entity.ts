import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

export type Aal = 'aal1' | 'aal2';

/**
 * An opaque refresh token, stored as its SHA-256. Each use rotates it: the row is marked used and
 * a new row joins the same family (the session). Presenting a used token revokes the family.
 */
@Entity({ tableName: 'refresh_tokens' })
@Index({ properties: ['familyId'] })
export class RefreshToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Index()
  user!: string;

  /** The session id: shared by every token of one sign-in. */
  @Property({ type: 'uuid' })
  familyId!: string;

  @Property({ type: 'text' })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'text' })
  aal!: Aal;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
