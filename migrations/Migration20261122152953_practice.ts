import { Migration } from '@mikro-orm/migrations';

export class Migration20261122152953_practice extends Migration {
  override name = 'Migration20261122152953_practice';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "country_stats" ("country" text not null, "total_attempts" bigint not null default '0', "total_successes" bigint not null default '0', "user_count" int not null default 0, primary key ("country"));`,
    );

    this.addSql(
      `create table "kickshot_stats" ("kickshot_id" text not null, "deck_color" text not null, "total_attempts" bigint not null default '0', "total_successes" bigint not null default '0', "user_count" int not null default 0, primary key ("kickshot_id"));`,
    );

    this.addSql(
      `create table "practice_videos" ("id" uuid not null, "deck_color" text not null, "card_identifier" text not null, "title" text not null, "description" text null, "duration" text null, "url" text not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "practice_videos_deck_color_card_identifier_index" on "practice_videos" ("deck_color", "card_identifier");`,
    );

    this.addSql(
      `create table "practice_sessions" ("id" uuid not null, "user_id" uuid not null, "session_date" date not null, "total_attempts" int not null default 0, "total_successes" int not null default 0, "session_duration_minutes" int null, "country" text not null default 'Unknown', "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `alter table "practice_sessions" add constraint "practice_sessions_user_id_session_date_unique" unique ("user_id", "session_date");`,
    );

    this.addSql(
      `create table "practice_attempt_ids" ("id" uuid not null, "user_id" uuid not null, "created_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(`create index "practice_attempt_ids_user_id_index" on "practice_attempt_ids" ("user_id");`);
    this.addSql(
      `create index "practice_attempt_ids_created_at_index" on "practice_attempt_ids" ("created_at");`,
    );

    this.addSql(
      `create table "kickshot_progress" ("id" uuid not null, "user_id" uuid not null, "kickshot_id" text not null, "deck_color" text not null, "attempts" int not null default 0, "successes" int not null default 0, "last_practiced" timestamptz not null, "first_practiced" timestamptz not null, "country" text not null default 'Unknown', primary key ("id"));`,
    );
    this.addSql(
      `alter table "kickshot_progress" add constraint "kickshot_progress_user_id_kickshot_id_unique" unique ("user_id", "kickshot_id");`,
    );

    this.addSql(
      `create table "country_stat_users" ("user_id" uuid not null, "country" text not null, primary key ("user_id", "country"));`,
    );

    this.addSql(
      `create table "achievements" ("id" uuid not null, "user_id" uuid not null, "achievement_type" text not null, "achievement_name" text not null, "description" text not null, "metadata" jsonb not null, "earned_at" timestamptz not null, primary key ("id"));`,
    );
    this.addSql(
      `create index "achievements_user_id_earned_at_index" on "achievements" ("user_id", "earned_at");`,
    );
    this.addSql(
      `alter table "achievements" add constraint "achievements_user_id_achievement_name_unique" unique ("user_id", "achievement_name");`,
    );

    this.addSql(
      `alter table "practice_sessions" add constraint "practice_sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "practice_attempt_ids" add constraint "practice_attempt_ids_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "kickshot_progress" add constraint "kickshot_progress_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "country_stat_users" add constraint "country_stat_users_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    this.addSql(
      `alter table "achievements" add constraint "achievements_user_id_foreign" foreign key ("user_id") references "users" ("id") on delete cascade;`,
    );

    // Deleting progress rows (account or data deletion, by cascade or not) takes their counts out
    // of the rollups, so kickshot_stats and country_stats stay equal to a GROUP BY over
    // kickshot_progress. Writes go through PracticeService, which updates the rollups itself.
    this
      .addSql(`create function "kickshot_progress_kickshot_progress_forget_fn"() returns trigger language plpgsql as $$
begin
  update "kickshot_stats" k
     set "total_attempts" = k."total_attempts" - d.attempts,
         "total_successes" = k."total_successes" - d.successes,
         "user_count" = k."user_count" - d.users
    from (select "kickshot_id", sum("attempts") as attempts, sum("successes") as successes, count(*) as users
            from gone group by "kickshot_id") d
   where k."kickshot_id" = d."kickshot_id";
  update "country_stats" c
     set "total_attempts" = c."total_attempts" - d.attempts,
         "total_successes" = c."total_successes" - d.successes
    from (select "country", sum("attempts") as attempts, sum("successes") as successes
            from gone group by "country") d
   where c."country" = d."country";
  -- a user leaves a country's count when their last progress row there is gone
  with pairs as (
    select distinct g."user_id", g."country" from gone g
     where not exists (select 1 from "kickshot_progress" p where p."user_id" = g."user_id" and p."country" = g."country")
  ), counted as (
    update "country_stats" c set "user_count" = c."user_count" - d.users
      from (select "country", count(*) as users from pairs group by "country") d
     where c."country" = d."country"
  )
  delete from "country_stat_users" u using pairs
   where u."user_id" = pairs."user_id" and u."country" = pairs."country";
  return null;
end $$;`);
    this.addSql(
      `create trigger "kickshot_progress_forget" after delete on "kickshot_progress" referencing old table as gone for each statement execute function "kickshot_progress_kickshot_progress_forget_fn"();`,
    );
  }

  override down(): void | Promise<void> {
    this.addSql(`drop trigger if exists "kickshot_progress_forget" on "kickshot_progress";`);
    this.addSql(`drop function if exists "kickshot_progress_kickshot_progress_forget_fn"();`);
    this.addSql(`drop table if exists "country_stats" cascade;`);
    this.addSql(`drop table if exists "kickshot_stats" cascade;`);
    this.addSql(`drop table if exists "practice_videos" cascade;`);
    this.addSql(`drop table if exists "practice_sessions" cascade;`);
    this.addSql(`drop table if exists "practice_attempt_ids" cascade;`);
    this.addSql(`drop table if exists "kickshot_progress" cascade;`);
    this.addSql(`drop table if exists "country_stat_users" cascade;`);
    this.addSql(`drop table if exists "achievements" cascade;`);
  }
}
