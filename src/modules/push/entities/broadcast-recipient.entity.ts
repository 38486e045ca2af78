import { Entity, Index, ManyToOne, Property } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';
import { Broadcast } from './broadcast.entity.js';

/**
 * A user's place in a broadcast's inbox entry. For a broadcast to `selected` users, a row per
 * recipient is written as it is sent (read_at null: unread). A broadcast to `all` writes none: each
 * user's row appears when they read it, so an app broadcast to 100,000 users costs one row.
 */
@Entity({ tableName: 'broadcast_recipients' })
@Index({ properties: ['user', 'broadcast'] })
export class BroadcastRecipient {
  @ManyToOne(() => Broadcast, { mapToPk: true, deleteRule: 'cascade', primary: true })
  broadcast!: string;

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade', primary: true })
  user!: string;

  @Property({ type: 'timestamptz', nullable: true })
  readAt: Date | null = null;
}
