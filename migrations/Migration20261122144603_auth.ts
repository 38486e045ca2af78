import { Migration } from '@mikro-orm/migrations';

export class Migration20261122144603_auth extends Migration {
  override name = 'Migration20261122144603_auth';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" text not null, "count" int not null, "window_start" timestamptz not null, primary key ("key"));`,
    );

    this.addSql(
      `create table "signing_keys" ("kid" text not null, "private_jwk" jsonb not null, "public_jwk" jsonb not null, "created_at" timestamptz not null, primary key ("kid"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" text not null, "password_hash" text not null, "email_confirmed_at" timestamptz null, "last_sign_in_at" timestamptz null, "phone" text null, primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "refresh_tokens" ("id" uuid not null, "user_id" uuid not null, "family_id" uuid not null, "token_hash" text not null, "aal" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "revoked_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "refresh_tokens_user_id_index" on "refresh_tokens" ("user_id");`);
    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_token_hash_unique" unique ("token_hash");`,
    );
    this.addSql(`create index "refresh_tokens_family_id_index" on "refresh_tokens" ("family_id");`);

    this.addSql(
      `create table "mfa_factors" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "factor_type" text not null default 'totp', "friendly_name" text not null, "secret" text not null, "status" text not null default 'unverified', "last_used_step" bigint null, primary key ("id"));`,
    );
    this.addSql(`create index "mfa_factors_user_id_index" on "mfa_factors" ("user_id");`);

    this.addSql(
      `create table "mfa_challenges" ("id" uuid not null, "factor_id" uuid not null, "expires_at" timestamptz not null, "verified_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "mfa_challenges_factor_id_index" on "mfa_challenges" ("factor_id");`);

    this.addSql(
      `create table "email_tokens" ("id" uuid not null, "user_id" uuid not null, "purpose" text not null, "token_hash" text not null, "expires_at" timestamptz not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "email_tokens_user_id_index" on "email_tokens" ("user_id");`);
    this.addSql(
      `alter table "email_tokens" add constraint "email_tokens_token_hash_unique" unique ("token_hash");`,
    );

    this.addSql(
      `create table "user_roles" ("id" uuid not null, "user_id" uuid not null, "role" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "user_roles" add constraint "user_roles_user_id_role_unique" unique ("user_id", "role");`,
    );

    this.addSql(
      `alter table "refresh_tokens" add constraint "refresh_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "mfa_factors" add constraint "mfa_factors_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "mfa_challenges" add constraint "mfa_challenges_factor_id_foreign" foreign key ("factor_id") references "mfa_factors" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "email_tokens" add constraint "email_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "user_roles" add constraint "user_roles_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "refresh_tokens" drop constraint "refresh_tokens_user_id_foreign";`);
    this.addSql(`alter table "mfa_factors" drop constraint "mfa_factors_user_id_foreign";`);
    this.addSql(`alter table "email_tokens" drop constraint "email_tokens_user_id_foreign";`);
    this.addSql(`alter table "user_roles" drop constraint "user_roles_user_id_foreign";`);
    this.addSql(`alter table "mfa_challenges" drop constraint "mfa_challenges_factor_id_foreign";`);

    this.addSql(`drop table if exists "rate_limits" cascade;`);
    this.addSql(`drop table if exists "signing_keys" cascade;`);
    this.addSql(`drop table if exists "users" cascade;`);
    this.addSql(`drop table if exists "refresh_tokens" cascade;`);
    this.addSql(`drop table if exists "mfa_factors" cascade;`);
    this.addSql(`drop table if exists "mfa_challenges" cascade;`);
    this.addSql(`drop table if exists "email_tokens" cascade;`);
    this.addSql(`drop table if exists "user_roles" cascade;`);
  }
}
