import { Migration } from '@mikro-orm/migrations';
import { KICKSHOT_PROGRESS_FORGET_FN_V2 } from '../src/modules/practice/entities/kickshot-progress.entity.js';
import { RECORD_PRACTICE_ATTEMPTS_V1 } from '../src/modules/practice/record-practice-attempts.routine.js';

/**
 * Attempts are written in batches by one plan-cached function (record_practice_attempts), the
 * achievement rules read a player's totals from practice_totals instead of summing their progress,
 * and attempt ids are kept per player without a foreign key.
 */
export class Migration20261122170832_practice_batches extends Migration {
  override name = 'Migration20261122170832_practice_batches';

  override up(): void | Promise<void> {
    this.addSql(
      `create table "practice_totals" ("user_id" uuid not null, "attempts" int not null default 0, "successes" int not null default 0, "black_cards" int not null default 0, "red_cards" int not null default 0, primary key ("user_id"));`,
    );
    this.addSql(
      `alter table "practice_totals" add constraint "practice_totals_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    // Attempt ids are kept per player, without a foreign key (see PracticeAttemptId).
    this.addSql(`alter table "practice_attempt_ids" drop constraint "practice_attempt_ids_user_id_foreign";`);
    this.addSql(`drop index "practice_attempt_ids_user_id_index";`);
    this.addSql(`alter table "practice_attempt_ids" drop constraint "practice_attempt_ids_pkey";`);
    this.addSql(`alter table "practice_attempt_ids" add primary key ("user_id", "id");`);
    this
      .addSql(`insert into "practice_totals" ("user_id", "attempts", "successes", "black_cards", "red_cards")
      select "user_id", sum("attempts"), sum("successes"),
             count(*) filter (where "deck_color" = 'black'), count(*) filter (where "deck_color" = 'red')
        from "kickshot_progress" group by "user_id";`);

    // The delete trigger also takes deleted progress out of the player's totals.
    this.addSql(`${KICKSHOT_PROGRESS_FORGET_FN_V2};`);

    this.addSql(RECORD_PRACTICE_ATTEMPTS_V1);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop function if exists "record_practice_attempts"(jsonb);`);
    this
      .addSql(`create or replace function "kickshot_progress_kickshot_progress_forget_fn"() returns trigger language plpgsql as $$
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
    this.addSql(`drop table if exists "practice_totals" cascade;`);
    this.addSql(`alter table "practice_attempt_ids" drop constraint "practice_attempt_ids_pkey";`);
    this.addSql(`alter table "practice_attempt_ids" add primary key ("id");`);
    this.addSql(`create index "practice_attempt_ids_user_id_index" on "practice_attempt_ids" ("user_id");`);
    this.addSql(
      `alter table "practice_attempt_ids" add constraint "practice_attempt_ids_user_id_foreign" foreign key ("user_id") references "users" ("id") on update no action on delete cascade;`,
    );
  }
}
