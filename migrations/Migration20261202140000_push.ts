import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 22, module push: Web Push subscriptions (`push_subscriptions`, one endpoint one player),
 * the generated VAPID key pair (`push_keys`, one row), admin broadcasts with their counts
 * (`broadcasts`), inbox recipients and read marks (`broadcast_recipients`) and one delivery per
 * broadcast and subscription (`push_deliveries`, worked by the pg-boss jobs). pg-boss creates and
 * migrates its own schema (`pgboss`) when the server starts; no migration holds it.
 */
export class Migration20261202140000_push extends Migration {
  override name = 'Migration20261202140000_push';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "push_keys" ("id" int not null, "public_key" text not null, "private_key" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "push_subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "endpoint" text not null, "p256dh" text not null, "auth" text not null, "channel" text not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_endpoint_unique" unique ("endpoint");`,
    );
    this.addSql(
      `create index "push_subscriptions_channel_id_index" on "push_subscriptions" ("channel", "id");`,
    );
    this.addSql(
      `create index "push_subscriptions_user_id_created_at_index" on "push_subscriptions" ("user_id", "created_at");`,
    );

    this.addSql(
      `create table "broadcasts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "kind" text not null, "title" text not null, "message" text not null, "url" text not null, "audience" text not null, "recipients" int not null, "subscriptions" int not null, "successful" int not null default 0, "failed" int not null default 0, "status" text not null default 'sending', "completed_at" timestamptz null, "created_by_id" uuid null, "created_by_email" text not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "broadcasts_audience_created_at_index" on "broadcasts" ("audience", "created_at");`,
    );
    this.addSql(`create index "broadcasts_created_at_index" on "broadcasts" ("created_at");`);

    this.addSql(
      `create table "push_deliveries" ("id" uuid not null, "broadcast_id" uuid not null, "subscription_id" uuid not null, "batch" int not null, "status" text not null default 'pending', "attempts" int not null default 0, "last_error" text null, "created_at" timestamptz not null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "push_deliveries_pending_index" on "push_deliveries" ("broadcast_id", "attempts") where "status" = 'pending';`,
    );
    this.addSql(
      `create index "push_deliveries_broadcast_id_batch_index" on "push_deliveries" ("broadcast_id", "batch");`,
    );
    this.addSql(
      `alter table "push_deliveries" add constraint "push_deliveries_broadcast_id_subscription_id_unique" unique ("broadcast_id", "subscription_id");`,
    );

    this.addSql(
      `create table "broadcast_recipients" ("broadcast_id" uuid not null, "user_id" uuid not null, "read_at" timestamptz null, primary key ("broadcast_id", "user_id"));`,
    );
    this.addSql(
      `create index "broadcast_recipients_user_id_broadcast_id_index" on "broadcast_recipients" ("user_id", "broadcast_id");`,
    );

    this.addSql(
      `alter table "push_subscriptions" add constraint "push_subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "broadcasts" add constraint "broadcasts_created_by_id_foreign" foreign key ("created_by_id") references "users" ("id") on delete set null;`,
    );

    this.addSql(
      `alter table "push_deliveries" add constraint "push_deliveries_broadcast_id_foreign" foreign key ("broadcast_id") references "broadcasts" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "broadcast_recipients" add constraint "broadcast_recipients_broadcast_id_foreign" foreign key ("broadcast_id") references "broadcasts" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "broadcast_recipients" add constraint "broadcast_recipients_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "push_deliveries" drop constraint "push_deliveries_broadcast_id_foreign";`);
    this.addSql(
      `alter table "broadcast_recipients" drop constraint "broadcast_recipients_broadcast_id_foreign";`,
    );

    this.addSql(`drop table if exists "push_keys" cascade;`);
    this.addSql(`drop table if exists "push_subscriptions" cascade;`);
    this.addSql(`drop table if exists "broadcasts" cascade;`);
    this.addSql(`drop table if exists "push_deliveries" cascade;`);
    this.addSql(`drop table if exists "broadcast_recipients" cascade;`);
  }
}
