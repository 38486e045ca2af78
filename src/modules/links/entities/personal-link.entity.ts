import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/** A link a player keeps for themself on Links & Media (table `links`), owned by `user_id`. */
@Entity({ tableName: 'links' })
@Index({ properties: ['user', 'createdAt'] })
export class PersonalLink extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  /** An http(s) URL. */
  @Property({ type: 'text' })
  url!: string;

  @Property({ type: 'text' })
  description!: string;

  /** Comma-separated tags, '' for none. */
  @Property({ type: 'text', default: '' })
  tags: string & Opt = '';
}
