import { Entity, ManyToOne, PrimaryKey } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * Which users have progress rows in which country: the insert that adds a user here for the first
 * time is the one that increments country_stats.user_count, so that count stays exact even when
 * a user's first attempts in a country race each other.
 */
@Entity({ tableName: 'country_stat_users' })
export class CountryStatUser {
  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade', primary: true })
  user!: string;

  @PrimaryKey({ type: 'text' })
  country!: string;
}
