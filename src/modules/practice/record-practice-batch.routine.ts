import { Routine } from '@mikro-orm/core';

/**
 * record_practice_batch(p_attempts jsonb): records a batch of attempts (a JSON array, in arrival
 * order; see PracticeAttemptWriter) in one statement: the attempt ids (idempotency), each (player,
 * card) progress row, each (player, day) session, each player's practice_totals and the global
 * rollups, each upserted once per batch with the batch's sums (the rollups and totals take their
 * sums from the progress rows' old and new values). Rows are upserted in key order, so concurrent
 * batches lock them in the same order. PL/pgSQL caches the statement's plan per connection.
 *
 * One row per attempt. A counted attempt gets the values of its rows after the whole batch and
 * whether the batch created them; PracticeAttemptWriter works out the totals right after each
 * attempt from those, which is cheaper in JavaScript than with window functions here. An attempt
 * not counted (its id already recorded) gets its rows' values as they are. `earned` is the player's
 * achievements before the batch; `nearby_dates` the player's practice days within six days of a
 * session the batch created.
 *
 * The current version, created by the practice_batch_v2 migration, which keeps its own copy of
 * the text: migrations own their SQL, so editing this changes no landed migration. A change is a
 * new migration with its own text (create or replace), and this constant updated to match.
 */
export const RECORD_PRACTICE_BATCH = `create function "record_practice_batch"("p_attempts" jsonb)
returns table (
  "i" int, "counted" boolean,
  "card_attempts" int, "card_successes" int, "card_created" boolean,
  "day_attempts" int, "day_successes" int, "day_created" boolean,
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
    returning new.user_id, new.kickshot_id, new.deck_color, new.country, new.attempts, new.successes,
              new.attempts - coalesce(old.attempts, 0) as n, new.successes - coalesce(old.successes, 0) as s,
              old.id is null as created
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
    returning new.user_id, new.session_date, new.total_attempts, new.total_successes, old.id is null as created
  ), totals as (
    insert into practice_totals as t (user_id, attempts, successes, black_cards, red_cards)
    select p.user_id, sum(p.n), sum(p.s),
           count(*) filter (where p.created and p.deck_color = 'black'),
           count(*) filter (where p.created and p.deck_color = 'red')
      from progress p group by p.user_id order by p.user_id
    on conflict (user_id) do update set
      attempts = t.attempts + excluded.attempts,
      successes = t.successes + excluded.successes,
      black_cards = t.black_cards + excluded.black_cards,
      red_cards = t.red_cards + excluded.red_cards
    returning t.user_id, t.attempts, t.successes, t.black_cards, t.red_cards
  ), card_stats as (
    insert into kickshot_stats as k (kickshot_id, deck_color, total_attempts, total_successes, user_count)
    select p.kickshot_id, min(p.deck_color), sum(p.n), sum(p.s), count(*) filter (where p.created)
      from progress p group by p.kickshot_id order by p.kickshot_id
    on conflict (kickshot_id) do update set
      total_attempts = k.total_attempts + excluded.total_attempts,
      total_successes = k.total_successes + excluded.total_successes,
      user_count = k.user_count + excluded.user_count
    returning 1
  ), new_in_country as (
    -- a player counts in a country from their first progress row there (racing batches count once)
    insert into country_stat_users (user_id, country)
    select distinct p.user_id, p.country from progress p where p.created order by 1, 2
    on conflict do nothing
    returning country
  ), country_up as (
    insert into country_stats as cs (country, total_attempts, total_successes, user_count)
    select g.country, g.n, g.s, (select count(*) from new_in_country u where u.country = g.country)
      from (select p.country, sum(p.n) as n, sum(p.s) as s from progress p group by 1) g
     order by g.country
    on conflict (country) do update set
      total_attempts = cs.total_attempts + excluded.total_attempts,
      total_successes = cs.total_successes + excluded.total_successes,
      user_count = cs.user_count + excluded.user_count
    returning 1
  )
  select c.i, true, p.attempts, p.successes, p.created, s.total_attempts, s.total_successes, s.created,
         t.attempts, t.successes, t.black_cards, t.red_cards,
         (select coalesce(array_agg(e.achievement_name), '{}') from achievements e where e.user_id = c.user_id),
         case when s.created then
           (select coalesce(array_agg(to_char(d.session_date, 'YYYY-MM-DD')), '{}') from practice_sessions d
             where d.user_id = c.user_id and d.session_date between c.day - 6 and c.day + 6)
         end
    from c
    join progress p on p.user_id = c.user_id and p.kickshot_id = c.kickshot_id
    join session s on s.user_id = c.user_id and s.session_date = c.day
    join totals t on t.user_id = c.user_id
  union all
  -- attempts not counted (an id already recorded): their rows as they are
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

/** Declared so the schema check knows the function (its body is not compared). */
export const RecordPracticeBatch = new Routine({
  name: 'record_practice_batch',
  type: 'function',
  language: 'plpgsql',
  params: { p_attempts: { type: 'jsonb' } },
  // a set of rows, read by PracticeAttemptWriter with a plain select
  returns: {
    runtimeType: 'object',
    columnType:
      'TABLE(i integer, counted boolean, card_attempts integer, card_successes integer, card_created boolean, ' +
      'day_attempts integer, day_successes integer, day_created boolean, total_attempts integer, ' +
      'total_successes integer, black_cards integer, red_cards integer, earned text[], nearby_dates text[])',
  },
  expression: RECORD_PRACTICE_BATCH,
});
