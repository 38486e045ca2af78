import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';
import type { LineupNightRecord } from '../dto/lineup-night.dto.js';

/**
 * The match night a captain is following, match by match: one a player, kept until they clear it,
 * so it resumes after a reload or on another device.
 */
@Entity({ tableName: 'lineup_nights' })
export class LineupNight extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Unique()
  user!: string;

  /** The night as the captain's screen sent it (checked, players' e-mails left out). */
  @Property({ type: 'jsonb' })
  record!: LineupNightRecord;
}
