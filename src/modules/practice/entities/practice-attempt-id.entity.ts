import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The client-generated id of an attempt already counted, per player: a retried tap with the same
 * id finds it here and is not counted again. Purged after a few days by PracticeJobs.
 *
 * No foreign key to users on purpose: checking one on every tap locks the player's users row and
 * costs about as much as the rest of the insert. The rows hold only a random id and a time, and
 * those of a deleted account go with the next purge.
 */
@Entity({ tableName: 'practice_attempt_ids' })
export class PracticeAttemptId {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'uuid' })
  id!: string;

  @Property({ type: 'timestamptz' })
  @Index()
  createdAt: Date & Opt = new Date();
}
