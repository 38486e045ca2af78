import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

export type EmailTokenPurpose = 'reset' | 'confirm';

/** A single-use e-mailed link token (password reset or e-mail confirmation), stored hashed. */
@Entity({ tableName: 'email_tokens' })
export class EmailToken {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Index()
  user!: string;

  @Property({ type: 'text' })
  purpose!: EmailTokenPurpose;

  @Property({ type: 'text' })
  @Unique()
  tokenHash!: string;

  @Property({ type: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
