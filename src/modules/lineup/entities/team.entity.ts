import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

import type { GameType } from '../domain/index.js';

/** A league team of the captain's (or an opponent team they keep). */
@Entity({ tableName: 'teams' })
@Index({ properties: ['user', 'isOpponent', 'createdAt'] })
export class Team extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'text' })
  gameType!: GameType;

  /** The team's skill-level cap for the five who play a night (the 23 rule). */
  @Property({ type: 'integer', default: 23 })
  maxHandicapSum: number & Opt = 23;

  /** Whether the team plays a senior rule (at most `maxSeniors` seniors among the five). */
  @Property({ type: 'boolean', default: true })
  seniorRule: boolean & Opt = true;

  /** The lowest skill level counted as senior; null: the game's standard (SL 6 in 8-ball, SL 7 in 9-ball). */
  @Property({ type: 'integer', nullable: true })
  seniorSkillLevel: (number & Opt) | null = null;

  /** How many seniors may play a night. */
  @Property({ type: 'integer', default: 2 })
  maxSeniors: number & Opt = 2;

  @Property({ type: 'boolean', default: false })
  isOpponent: boolean & Opt = false;
}
