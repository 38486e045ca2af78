import { Entity, Index, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';

@Entity({ tableName: 'users' })
/** The admin user list: its e-mail search (trigram, on lower(email); pg_trgm) and its newest-first order. */
@Index({
  name: 'users_email_trgm_index',
  expression: 'create index "users_email_trgm_index" on "users" using gin (lower("email") gin_trgm_ops)',
})
@Index({ name: 'users_created_at_index', properties: ['createdAt'] })
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
