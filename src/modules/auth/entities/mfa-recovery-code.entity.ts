import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from './user.entity.js';

/**
 * A one-time recovery code, which signs in (or steps up to aal2) once in place of an
 * authenticator code. Stored hashed (hashRecoveryCode); used codes keep their row, marked used.
 */
@Entity({ tableName: 'mfa_recovery_codes' })
@Unique({ properties: ['user', 'codeHash'] })
export class MfaRecoveryCode {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  @Property({ type: 'text', hidden: true })
  codeHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
