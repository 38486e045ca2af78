import { Migration } from '@mikro-orm/migrations';

/**
 * `scheduled_runs`: per scheduled job, the hour of its last run claimed by a replica, so replicas
 * whose schedules fire together run each job once per hour.
 */
export class Migration20261208091500_scheduled_runs extends Migration {
  override name = 'Migration20261208091500_scheduled_runs';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "scheduled_runs" ("job" text not null, "slot" timestamptz not null, primary key ("job"));`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "scheduled_runs" cascade;`);
  }
}
