import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { Player } from './player.entity.js';
import { Team } from './team.entity.js';

/** A player's place on a team: their skill level and record there. */
@Entity({ tableName: 'team_players' })
@Unique({ properties: ['team', 'player'] })
export class TeamPlayer {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => Team, { mapToPk: true, deleteRule: 'cascade' })
  team!: string;

  @ManyToOne(() => Player, { mapToPk: true, deleteRule: 'cascade', index: true })
  player!: string;

  /** The APA skill level: 2–7 in 8-ball, 1–9 in 9-ball. */
  @Property({ type: 'integer' })
  handicap!: number;

  @Property({ type: 'integer', default: 0 })
  wins: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  losses: number & Opt = 0;

  @Property({ type: 'text', default: '' })
  notes: string & Opt = '';

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
