import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * A card a user saved. The card itself is static catalog data, so `cardId` is its id
 * (`black-2S`), not a foreign key. One row per user and card: the unique constraint is what
 * makes a second save a no-op, even when two requests race.
 */
@Entity({ tableName: 'favourites' })
@Unique({ properties: ['user', 'cardId'] })
export class Favourite {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Index()
  user!: string;

  @Property({ type: 'text' })
  cardId!: string;

  @Property({ type: 'timestamptz' })
  createdAt: Date & Opt = new Date();
}
