import { Entity, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';

/**
 * The last scheduled run of each job claimed by a replica (runExclusive with a slot): the hour its
 * schedule fired for, so a run already made for that hour is not made again by another replica.
 */
@Entity({ tableName: 'scheduled_runs' })
export class ScheduledRun {
  @PrimaryKey({ type: 'text' })
  job!: string;

  @Property({ type: 'timestamptz' })
  slot!: Date;
}
