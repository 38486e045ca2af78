import { Entity, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';

@Entity({ tableName: 'users' })
export class User extends BaseEntity {
  /** Trimmed and lowercased: unique regardless of case. */
  @Property({ type: 'text' })
  @Unique()
  email!: string;

  @Property({ type: 'text', hidden: true })
  passwordHash!: string;

  @Property({ type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null = null;

  @Property({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null = null;

  @Property({ type: 'text', nullable: true })
  phone: string | null = null;
}
