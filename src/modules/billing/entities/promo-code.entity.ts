import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Check, Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * A single-use code an admin issues to one e-mail address; redeeming it extends the trial (or the
 * paid period) by `extensionMonths`.
 */
@Entity({ tableName: 'promo_codes' })
@Check({
  name: 'promo_codes_extension_months_check',
  expression: 'extension_months >= 1 and extension_months <= 12',
})
export class PromoCode {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  /** Stored trimmed and uppercase. */
  @Property({ type: 'text' })
  @Unique()
  code!: string;

  /** Stored trimmed and lowercase. */
  @Property({ type: 'text' })
  userEmail!: string;

  @Property({ type: 'integer' })
  extensionMonths!: number;

  @Property({ type: 'boolean' })
  used: boolean & Opt = false;

  @Property({ type: 'timestamptz', nullable: true })
  usedAt: Date | null = null;

  @Property({ type: 'timestamptz' })
  createdAt!: Date;

  /** The admin who created it. */
  @ManyToOne(() => User, { mapToPk: true, nullable: true, deleteRule: 'set null', fieldName: 'created_by' })
  createdBy: string | null = null;
}
