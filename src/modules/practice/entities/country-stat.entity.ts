import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Rollup of kickshot_progress per country (the country stored on each progress row), kept like
 * kickshot_stats. `user_count` is the number of distinct users with a progress row there.
 */
@Entity({ tableName: 'country_stats' })
export class CountryStat {
  @PrimaryKey({ type: 'text' })
  country!: string;

  @Property({ type: 'bigint' })
  totalAttempts: bigint & Opt = 0n;

  @Property({ type: 'bigint' })
  totalSuccesses: bigint & Opt = 0n;

  @Property({ type: 'integer' })
  userCount: number & Opt = 0;
}
