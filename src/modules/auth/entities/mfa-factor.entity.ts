import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from './user.entity.js';

export type FactorStatus = 'unverified' | 'verified';

/** An authenticator-app (TOTP) factor. */
@Entity({ tableName: 'mfa_factors' })
export class MfaFactor extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Index()
  user!: string;

  @Property({ type: 'text' })
  factorType: 'totp' & Opt = 'totp';

  @Property({ type: 'text' })
  friendlyName!: string;

  /** Base32 TOTP secret. */
  @Property({ type: 'text', hidden: true })
  secret!: string;

  @Property({ type: 'text' })
  status: FactorStatus & Opt = 'unverified';

  /** The last accepted 30-second time step: each code is accepted once. */
  @Property({ type: 'bigint', nullable: true })
  lastUsedStep: number | null = null;
}
