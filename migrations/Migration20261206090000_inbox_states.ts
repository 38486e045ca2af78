import { Migration } from '@mikro-orm/migrations';

/**
 * Where a player's inbox starts once they have emptied it: `inbox_states`, one row a player at most
 * (`user_id` unique) with `cleared_at`, gone with the player.
 */
export class Migration20261206090000_inbox_states extends Migration {
  override name = 'Migration20261206090000_inbox_states';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "inbox_states" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "cleared_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "inbox_states" add constraint "inbox_states_user_id_unique" unique ("user_id");`,
    );
    this.addSql(
      `alter table "inbox_states" add constraint "inbox_states_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "inbox_states" cascade;`);
  }
}
