import { Migration } from '@mikro-orm/migrations';

/**
 * Module auth: one-time MFA recovery codes (`mfa_recovery_codes`), ten per player with a verified
 * authenticator, each stored as a hash bound to its user and marked when used. The user's rows go
 * with the account.
 */
export class Migration20261203120000_mfa_recovery_codes extends Migration {
  override name = 'Migration20261203120000_mfa_recovery_codes';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "mfa_recovery_codes" ("id" uuid not null, "user_id" uuid not null, "code_hash" text not null, "used_at" timestamptz null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_code_hash_unique" unique ("user_id", "code_hash");`,
    );

    this.addSql(
      `alter table "mfa_recovery_codes" add constraint "mfa_recovery_codes_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists "mfa_recovery_codes" cascade;`);
  }
}
