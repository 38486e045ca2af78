import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * The client-generated id of an attempt already counted: a retried tap with the same id finds it
 * here and is not counted again. Purged after a few days by PracticeJobs.
 */
@Entity({ tableName: 'practice_attempt_ids' })
export class PracticeAttemptId {
  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Index()
  user!: string;

  @Property({ type: 'timestamptz' })
  @Index()
  createdAt: Date & Opt = new Date();
}
