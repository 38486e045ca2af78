import { randomUUID } from 'node:crypto';
import type { Opt } from '@mikro-orm/core';
import { Entity, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { User } from '../../auth/entities/user.entity.js';

/**
 * Deleting progress rows (account or data deletion, by cascade or not) takes their counts out of
 * the global rollups (kickshot_stats, country_stats, country_stat_users) and the player's
 * practice_totals, so they stay equal to a GROUP BY over kickshot_progress.
 *
 * The current version of the trigger's function (version 2), created by the practice_batches
 * migration, which keeps its own copy of the text: editing this changes no landed migration. A
 * change is a new migration with its own text, and this constant updated to match.
 */
export const KICKSHOT_PROGRESS_FORGET_FN = `create or replace function "kickshot_progress_kickshot_progress_forget_fn"() returns trigger language plpgsql as $$
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

/** The trigger and its function, declared here so the schema check knows them. */
const KICKSHOT_PROGRESS_FORGET = `${KICKSHOT_PROGRESS_FORGET_FN};;
create trigger "kickshot_progress_forget" after delete on "kickshot_progress" referencing old table as gone for each statement execute function "kickshot_progress_kickshot_progress_forget_fn"();`;

/**
 * A user's practice of one card: one row per user and card (`kickshot_id` is the card id, e.g.
 * `black-2S`). Written only by record_practice_batch; `country` is the country of the request
 * that created the row and never changes, so the country rollups always equal a GROUP BY over this
 * table.
 */
@Entity({
  tableName: 'kickshot_progress',
  triggers: [
    {
      name: 'kickshot_progress_forget',
      timing: 'after',
      events: ['delete'],
      forEach: 'statement',
      expression: KICKSHOT_PROGRESS_FORGET,
    },
  ],
})
@Unique({ properties: ['user', 'kickshotId'] })
export class KickshotProgress {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => User, { mapToPk: true, deleteRule: 'cascade' })
  user!: string;

  @Property({ type: 'text' })
  kickshotId!: string;

  @Property({ type: 'text' })
  deckColor!: string;

  @Property({ type: 'integer' })
  attempts: number & Opt = 0;

  @Property({ type: 'integer' })
  successes: number & Opt = 0;

  @Property({ type: 'timestamptz' })
  lastPracticed!: Date;

  @Property({ type: 'timestamptz' })
  firstPracticed!: Date;

  @Property({ type: 'text' })
  country: string & Opt = 'Unknown';
}
