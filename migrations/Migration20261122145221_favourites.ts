import { Migration } from '@mikro-orm/migrations';

export class Migration20261122145221_favourites extends Migration {
  override name = 'Migration20261122145221_favourites';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "favourites" ("id" uuid not null, "user_id" uuid not null, "card_id" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "favourites_user_id_index" on "favourites" ("user_id");`);
    this.addSql(
      `alter table "favourites" add constraint "favourites_user_id_card_id_unique" unique ("user_id", "card_id");`,
    );

    this.addSql(
      `alter table "favourites" add constraint "favourites_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "favourites" cascade;`);
  }
}
