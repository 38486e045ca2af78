import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 19: the personal tools' tables. `links` (a player's own links, module content) and `notes`
 * (private notes, module notes), both owned by `user_id` and listed newest first per owner.
 */
export class Migration20261202120000_personal_tools extends Migration {
  override name = 'Migration20261202120000_personal_tools';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "links" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "url" text not null, "description" text not null, "tags" text not null default '', primary key ("id"));`,
    );
    this.addSql(`create index "links_user_id_created_at_index" on "links" ("user_id", "created_at");`);

    this.addSql(
      `create table "notes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "title" text not null, "content" text not null, "tags" text not null default '', primary key ("id"));`,
    );
    this.addSql(`create index "notes_user_id_created_at_index" on "notes" ("user_id", "created_at");`);

    this.addSql(
      `alter table "links" add constraint "links_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "notes" add constraint "notes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "links" cascade;`);
    this.addSql(`drop table if exists "notes" cascade;`);
  }
}
