import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * An achievement a user earned. The (user_id, achievement_name) unique constraint is what keeps
 * it single: grants are `insert … on conflict do nothing`, so racing attempts cannot duplicate it.
 */
@Entity({ tableName: 'achievements' })
@Unique({ properties: ['user', 'achievementName'] })
@Index({ properties: ['user', 'earnedAt'] })
export class Achievement {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  @Property({ type: 'text' })
  achievementType!: string;

  @Property({ type: 'text' })
  achievementName!: string;

  @Property({ type: 'text' })
  description!: string;

  @Property({ type: 'jsonb' })
  metadata: Record<string, unknown> & Opt = {};

  @Property({ type: 'timestamptz' })
  earnedAt: Date & Opt = new Date();
}
