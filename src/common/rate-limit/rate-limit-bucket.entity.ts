import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/** A fixed-window counter per key, shared by every replica. */
@Entity({ tableName: 'rate_limits' })
export class RateLimitBucket {
  @PrimaryKey({ type: 'text' })
  key!: string;

  @Property({ type: 'integer' })
  count!: number;

  @Property({ type: 'timestamptz' })
  windowStart!: Date;
}
