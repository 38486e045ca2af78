import { Entity, ManyToOne, Property, Unique } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../../database/base.entity.js';
import { User } from '../../auth/entities/user.entity.js';

/**
 * Where a player's inbox starts when they have emptied it (Delete All Data): broadcasts to all sent
 * before `clearedAt` are no longer theirs. One a player at most, gone with the account.
 */
@Entity({ tableName: 'inbox_states' })
export class InboxState extends BaseEntity {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  @Unique()
  user!: string;

  @Property({ type: 'timestamptz' })
  clearedAt!: Date;
}
