import { randomUUID } from 'node:crypto';
import type { EntityManager, Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/** One admin write: who, when, which record of which resource, and the changed fields before and after. */
@Entity({ tableName: 'audit_log' })
@Index({ properties: ['createdAt'] })
export class AuditEntry {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();

  /** The admin (null once their account is deleted). */
  @ManyToOne(() => User, { nullable: true, deleteRule: 'set null', fieldName: 'admin_id' })
  admin: User | null = null;

  /** Kept as written, so the entry still says who after the account is gone. */
  @Property({ type: 'text' })
  adminEmail!: string;

  /** The admin resource, e.g. `users`, `practice-videos`. */
  @Property({ type: 'text' })
  resource!: string;

  @Property({ type: 'text' })
  recordId!: string;

  /** `create`, `update` or `delete`. */
  @Property({ type: 'text' })
  action!: 'create' | 'update' | 'delete';

  /** The changed fields' values before (null for a create). */
  @Property({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null = null;

  /** The changed fields' values after (null for a delete). */
  @Property({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null = null;

  /** The admin as a reference to their user row (kept here: only entities may name auth's User). */
  static adminRef(em: EntityManager, userId: string): User {
    return em.getReference(User, userId);
  }
}
