import { Migration } from '@mikro-orm/migrations';

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

// This migration's SQL, frozen with it (the application's current versions live in src/).

/** Version 2 of the delete trigger's function: it also takes deleted progress out of practice_totals. */
const KICKSHOT_PROGRESS_FORGET_FN_V2 = `create or replace function "kickshot_progress_kickshot_progress_forget_fn"() returns trigger language plpgsql as $$
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
  update "practice_totals" t
     set "attempts" = t."attempts" - d.attempts,
         "successes" = t."successes" - d.successes,
         "black_cards" = t."black_cards" - d.black,
         "red_cards" = t."red_cards" - d.red
    from (select "user_id", sum("attempts") as attempts, sum("successes") as successes,
                 count(*) filter (where "deck_color" = 'black') as black,
                 count(*) filter (where "deck_color" = 'red') as red
            from gone group by "user_id") d
   where t."user_id" = d."user_id";
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
end $$`;

/**
 * record_practice_attempts(p_attempts jsonb), version 1: a batch of attempts in one statement, the
 * totals after each attempt worked out with window functions (replaced by record_practice_batch).
 */
export const RECORD_PRACTICE_ATTEMPTS_V1 = `create function "record_practice_attempts"("p_attempts" jsonb)
returns table (
  "i" int, "counted" boolean,
  "card_attempts" int, "card_successes" int, "first_on_card" boolean,
  "day_attempts" int, "day_successes" int, "first_of_day" boolean,
  "total_attempts" int, "total_successes" int, "black_cards" int, "red_cards" int,
  "earned" text[], "nearby_dates" text[]
) language plpgsql as $$
#variable_conflict use_column
begin
  return query
  with a as (
    select x.i, x.user_id, x.kickshot_id, x.deck_color, x.success::int as success, x.day, x.at, x.country, x.attempt_id
      from jsonb_to_recordset(p_attempts) as x(i int, user_id uuid, kickshot_id text, deck_color text,
                                               success boolean, day date, at timestamptz, country text, attempt_id uuid)
  ), new_ids as (
    insert into practice_attempt_ids (user_id, id, created_at)
    select distinct on (a.user_id, a.attempt_id) a.user_id, a.attempt_id, a.at from a
     where a.attempt_id is not null order by a.user_id, a.attempt_id, a.i
    on conflict (user_id, id) do nothing
    returning user_id, id
  ), c as (
    -- the attempts that count: those without an id, and a player's first use of an id not seen before
    select a.* from a
     where a.attempt_id is null
        or ((a.user_id, a.attempt_id) in (select n.user_id, n.id from new_ids n)
            and a.i = (select min(b.i) from a b where b.user_id = a.user_id and b.attempt_id = a.attempt_id))
  ), progress as (
    insert into kickshot_progress as p
      (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced, country)
    select gen_random_uuid(), g.user_id, g.kickshot_id, g.deck_color, g.n, g.s, g.last_at, g.first_at, g.country
      from (select c.user_id, c.kickshot_id, min(c.deck_color) as deck_color, count(*)::int as n, sum(c.success)::int as s,
                   min(c.at) as first_at, max(c.at) as last_at, (array_agg(c.country order by c.i))[1] as country
              from c group by c.user_id, c.kickshot_id) g
     order by g.user_id, g.kickshot_id
    on conflict (user_id, kickshot_id) do update set
      attempts = p.attempts + excluded.attempts,
      successes = p.successes + excluded.successes,
      last_practiced = greatest(p.last_practiced, excluded.last_practiced)
    returning p.user_id, p.kickshot_id, p.deck_color, p.attempts, p.successes, p.country, (p.xmax = 0) as created
  ), session as (
    insert into practice_sessions as s
      (id, user_id, session_date, total_attempts, total_successes, country, created_at)
    select gen_random_uuid(), g.user_id, g.day, g.n, g.s, g.country, g.first_at
      from (select c.user_id, c.day, count(*)::int as n, sum(c.success)::int as s, min(c.at) as first_at,
                   (array_agg(c.country order by c.i))[1] as country
              from c group by c.user_id, c.day) g
     order by g.user_id, g.day
    on conflict (user_id, session_date) do update set
      total_attempts = s.total_attempts + excluded.total_attempts,
      total_successes = s.total_successes + excluded.total_successes
    returning s.user_id, s.session_date, s.total_attempts, s.total_successes, (s.xmax = 0) as created
  ), cp as (
    -- each counted attempt with its progress row: first_on_card for the first attempt of a new row
    select c.*, p.country as row_country, p.deck_color as row_deck,
           p.created and row_number() over (partition by c.user_id, c.kickshot_id order by c.i) = 1 as first_on_card
      from c join progress p on p.user_id = c.user_id and p.kickshot_id = c.kickshot_id
  ), totals as (
    insert into practice_totals as t (user_id, attempts, successes, black_cards, red_cards)
    select cp.user_id, count(*), sum(cp.success),
           count(*) filter (where cp.first_on_card and cp.row_deck = 'black'),
           count(*) filter (where cp.first_on_card and cp.row_deck = 'red')
      from cp group by cp.user_id order by cp.user_id
    on conflict (user_id) do update set
      attempts = t.attempts + excluded.attempts,
      successes = t.successes + excluded.successes,
      black_cards = t.black_cards + excluded.black_cards,
      red_cards = t.red_cards + excluded.red_cards
    returning t.user_id, t.attempts, t.successes, t.black_cards, t.red_cards
  ), card_stats as (
    insert into kickshot_stats as k (kickshot_id, deck_color, total_attempts, total_successes, user_count)
    select cp.kickshot_id, min(cp.row_deck), count(*), sum(cp.success), count(*) filter (where cp.first_on_card)
      from cp group by cp.kickshot_id order by cp.kickshot_id
    on conflict (kickshot_id) do update set
      total_attempts = k.total_attempts + excluded.total_attempts,
      total_successes = k.total_successes + excluded.total_successes,
      user_count = k.user_count + excluded.user_count
    returning 1
  ), new_in_country as (
    -- a player counts in a country from their first progress row there (racing batches count once)
    insert into country_stat_users (user_id, country)
    select distinct cp.user_id, cp.row_country from cp where cp.first_on_card order by 1, 2
    on conflict do nothing
    returning country
  ), country_up as (
    insert into country_stats as cs (country, total_attempts, total_successes, user_count)
    select g.country, g.n, g.s, (select count(*) from new_in_country u where u.country = g.country)
      from (select cp.row_country as country, count(*) as n, sum(cp.success) as s from cp group by 1) g
     order by g.country
    on conflict (country) do update set
      total_attempts = cs.total_attempts + excluded.total_attempts,
      total_successes = cs.total_successes + excluded.total_successes,
      user_count = cs.user_count + excluded.user_count
    returning 1
  ), per_attempt as (
    -- totals right after each attempt: the final values less the batch's later attempts
    select cp.i, cp.user_id, cp.day, cp.first_on_card,
           p.attempts - (count(*) over later_on_card - 1)::int as card_attempts,
           p.successes - (sum(cp.success) over later_on_card - cp.success)::int as card_successes,
           s.total_attempts - (count(*) over later_on_day - 1)::int as day_attempts,
           s.total_successes - (sum(cp.success) over later_on_day - cp.success)::int as day_successes,
           s.created and row_number() over (partition by cp.user_id, cp.day order by cp.i) = 1 as first_of_day,
           t.attempts - (count(*) over later_of_user - 1)::int as total_attempts,
           t.successes - (sum(cp.success) over later_of_user - cp.success)::int as total_successes,
           t.black_cards - (count(*) filter (where cp.first_on_card and cp.row_deck = 'black') over later_of_user
                            - (cp.first_on_card and cp.row_deck = 'black')::int)::int as black_cards,
           t.red_cards - (count(*) filter (where cp.first_on_card and cp.row_deck = 'red') over later_of_user
                          - (cp.first_on_card and cp.row_deck = 'red')::int)::int as red_cards
      from cp
      join progress p on p.user_id = cp.user_id and p.kickshot_id = cp.kickshot_id
      join session s on s.user_id = cp.user_id and s.session_date = cp.day
      join totals t on t.user_id = cp.user_id
    window later_on_card as (partition by cp.user_id, cp.kickshot_id order by cp.i rows between current row and unbounded following),
           later_on_day as (partition by cp.user_id, cp.day order by cp.i rows between current row and unbounded following),
           later_of_user as (partition by cp.user_id order by cp.i rows between current row and unbounded following)
  )
  select r.i, true, r.card_attempts, r.card_successes, r.first_on_card,
         r.day_attempts, r.day_successes, r.first_of_day,
         r.total_attempts, r.total_successes, r.black_cards, r.red_cards,
         (select coalesce(array_agg(e.achievement_name), '{}') from achievements e where e.user_id = r.user_id),
         case when r.first_of_day then
           (select coalesce(array_agg(to_char(d.session_date, 'YYYY-MM-DD')), '{}') from practice_sessions d
             where d.user_id = r.user_id and d.session_date between r.day - 6 and r.day + 6)
         end
    from per_attempt r
  union all
  -- attempts not counted (an id already recorded): the totals as they are
  select a.i, false,
         coalesce(p.attempts, op.attempts, 0), coalesce(p.successes, op.successes, 0), false,
         coalesce(s.total_attempts, os.total_attempts, 0), coalesce(s.total_successes, os.total_successes, 0), false,
         null, null, null, null, null, null
    from a
    left join progress p on p.user_id = a.user_id and p.kickshot_id = a.kickshot_id
    left join kickshot_progress op on op.user_id = a.user_id and op.kickshot_id = a.kickshot_id
    left join session s on s.user_id = a.user_id and s.session_date = a.day
    left join practice_sessions os on os.user_id = a.user_id and os.session_date = a.day
   where a.i not in (select c.i from c);
end $$;`;
