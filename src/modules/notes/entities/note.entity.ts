import type { Opt } from '@mikro-orm/core';
import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/** A private note, owned by `user_id` and seen by nobody else. */
@Entity({ tableName: 'notes' })
@Index({ properties: ['user', 'createdAt'] })
export class Note extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  @Property({ type: 'text' })
  title!: string;

  /** Multi-line text, up to 20,000 characters. */
  @Property({ type: 'text' })
  content!: string;

  /** Comma-separated tags, '' for none. */
  @Property({ type: 'text', default: '' })
  tags: string & Opt = '';
}
