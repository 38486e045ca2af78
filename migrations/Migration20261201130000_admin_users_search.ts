import { Migration } from '@mikro-orm/migrations';

/**
 * The admin user list: its e-mail search (`lower(email) like '%…%'`) served by a
 * trigram index, and its default order (newest first) by an index on created_at.
 */
export class Migration20261201130000_admin_users_search extends Migration {
  override up(): void {
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`create index "users_email_trgm_index" on "users" using gin (lower("email") gin_trgm_ops);`);
    this.addSql(`create index "users_created_at_index" on "users" ("created_at");`);
  }

  override down(): void {
    this.addSql(`drop index if exists "users_created_at_index";`);
    this.addSql(`drop index if exists "users_email_trgm_index";`);
  }
}
