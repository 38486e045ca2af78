import { Migration } from '@mikro-orm/migrations';

/**
 * The Lineup Advisor's match night: `lineup_nights`, one row a player (`user_id` unique) holding the
 * night they follow match by match as one JSON document, gone with the player.
 */
export class Migration20261205090000_lineup_nights extends Migration {
  override name = 'Migration20261205090000_lineup_nights';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "lineup_nights" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "record" jsonb not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "lineup_nights" add constraint "lineup_nights_user_id_unique" unique ("user_id");`,
    );
    this.addSql(
      `alter table "lineup_nights" add constraint "lineup_nights_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "lineup_nights" cascade;`);
  }
}
