import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 18: the admin panel's content and audit trail. `public_links` (featured links, owned by the
 * content module, which also takes over `practice_videos` and `app_config` unchanged) and
 * `audit_log` (every admin write, written in the write's transaction).
 */
export class Migration20261201120000_admin_content extends Migration {
  override name = 'Migration20261201120000_admin_content';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "public_links" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "url" text not null, "description" text null, "tags" text null, "category" text not null default 'general', primary key ("id"));`,
    );
    this.addSql(`create index "public_links_created_at_index" on "public_links" ("created_at");`);

    this.addSql(
      `create table "audit_log" ("id" uuid not null, "created_at" timestamptz not null, "admin_id" uuid null, "admin_email" text not null, "resource" text not null, "record_id" text not null, "action" text not null, "before" jsonb null, "after" jsonb null, primary key ("id"));`,
    );
    this.addSql(`create index "audit_log_created_at_index" on "audit_log" ("created_at");`);
    this.addSql(
      `alter table "audit_log" add constraint "audit_log_admin_id_foreign" foreign key ("admin_id") references "users" ("id") on delete set null;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "audit_log" cascade;`);
    this.addSql(`drop table if exists "public_links" cascade;`);
  }
}
