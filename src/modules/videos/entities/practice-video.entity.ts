import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * A practice video linked to a card by deck colour and card identifier (`AS`, `KH`, `10C`). The
 * admins write them (videos' admin API); players read them per card, oldest first (practice asks
 * VideosService).
 */
@Entity({ tableName: 'practice_videos' })
@Index({ properties: ['deckColor', 'cardIdentifier'] })
export class PracticeVideo {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'text' })
  deckColor!: string;

  @Property({ type: 'text' })
  cardIdentifier!: string;

  @Property({ type: 'text' })
  title!: string;

  @Property({ type: 'text', nullable: true })
  description: string | null = null;

  /** Free text such as `5:30`. */
  @Property({ type: 'text', nullable: true })
  duration: string | null = null;

  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
