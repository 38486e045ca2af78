import { Entity, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/** A player on the captain's teams; one row may be on several teams. */
@Entity({ tableName: 'players' })
export class Player extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade', index: true })
  user!: string;

  @Property({ type: 'text' })
  name!: string;
}
