import { Migration } from '@mikro-orm/migrations';

export class Migration20261122151713_billing extends Migration {
  override name = 'Migration20261122151713_billing';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "app_config" ("id" uuid not null, "key" text not null, "value" jsonb not null, "description" text null, "updated_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`alter table "app_config" add constraint "app_config_key_unique" unique ("key");`);

    this.addSql(
      `create table "payment_events" ("id" text not null, "type" text not null, "received_at" timestamptz not null, primary key ("id"));`,
    );

    this.addSql(
      `create table "subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "status" text not null, "trial_start" timestamptz null, "trial_end" timestamptz null, "current_period_end" timestamptz null, "subscription_type" text not null default 'trial', "cancel_at_period_end" boolean not null default false, "provider" text null, "provider_customer_id" text null, "provider_subscription_id" text null, "provider_updated_at" timestamptz null, "reminder_7d_sent_at" timestamptz null, "reminder_1d_sent_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_unique" unique ("user_id");`,
    );
    this.addSql(`create index "subscriptions_trial_end_index" on "subscriptions" ("trial_end");`);
    this.addSql(
      `create index "subscriptions_provider_customer_id_index" on "subscriptions" ("provider_customer_id");`,
    );
    this.addSql(
      `create index "subscriptions_provider_subscription_id_index" on "subscriptions" ("provider_subscription_id");`,
    );

    this.addSql(
      `create table "sandbox_sessions" ("id" text not null, "kind" text not null, "user_id" uuid not null, "token_hash" text not null, "status" text not null, "subscription_id" text null, "return_url" text null, "created_at" timestamptz not null, "expires_at" timestamptz not null, "completed_at" timestamptz null, primary key ("id"));`,
    );
    this.addSql(`create index "sandbox_sessions_user_id_index" on "sandbox_sessions" ("user_id");`);
    this.addSql(`create index "sandbox_sessions_expires_at_index" on "sandbox_sessions" ("expires_at");`);

    this.addSql(
      `create table "promo_codes" ("id" uuid not null, "code" text not null, "user_email" text not null, "extension_months" int not null, "used" boolean not null default false, "used_at" timestamptz null, "created_at" timestamptz not null, "created_by" uuid null, primary key ("id"));`,
    );
    this.addSql(`alter table "promo_codes" add constraint "promo_codes_code_unique" unique ("code");`);

    this.addSql(
      `alter table "subscriptions" add constraint "subscriptions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "sandbox_sessions" add constraint "sandbox_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "promo_codes" add constraint "promo_codes_created_by_foreign" foreign key ("created_by") references "users" ("id") on delete set null;`,
    );
    this.addSql(
      `alter table "promo_codes" add constraint "promo_codes_extension_months_check" check (extension_months >= 1 and extension_months <= 12);`,
    );

    // The trial length the billing module reads (the admin configuration screen edits it).
    this.addSql(
      `insert into "app_config" ("id", "key", "value", "description", "updated_at") values (gen_random_uuid(), 'trial_period', '{"days": 365}', 'Length of the free trial given at sign-up, in days', now()) on conflict ("key") do nothing;`,
    );
    // Users who signed up before billing existed get the trial they would have had.
    this.addSql(
      `insert into "subscriptions" ("id", "created_at", "updated_at", "user_id", "status", "trial_start", "trial_end", "subscription_type", "cancel_at_period_end") select gen_random_uuid(), now(), now(), "id", 'trialing', "created_at", "created_at" + interval '365 days', 'trial', false from "users" on conflict ("user_id") do nothing;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "app_config" cascade;`);
    this.addSql(`drop table if exists "payment_events" cascade;`);
    this.addSql(`drop table if exists "subscriptions" cascade;`);
    this.addSql(`drop table if exists "sandbox_sessions" cascade;`);
    this.addSql(`drop table if exists "promo_codes" cascade;`);
  }
}
