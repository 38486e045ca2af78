import type { Opt } from '@mikro-orm/core';
import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * Rollup of kickshot_progress per card, kept in the transaction of every attempt (and by a
 * trigger when progress rows are deleted): always equal to
 * `select kickshot_id, sum(attempts), sum(successes), count(*) from kickshot_progress group by 1`.
 */
@Entity({ tableName: 'kickshot_stats' })
export class KickshotStat {
  @PrimaryKey({ type: 'text' })
  kickshotId!: string;

  @Property({ type: 'text' })
  deckColor!: string;

  @Property({ type: 'bigint' })
  totalAttempts: bigint & Opt = 0n;

  @Property({ type: 'bigint' })
  totalSuccesses: bigint & Opt = 0n;

  /** Users with a progress row for this card. */
  @Property({ type: 'integer' })
  userCount: number & Opt = 0;
}
