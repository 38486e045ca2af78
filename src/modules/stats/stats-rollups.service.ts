import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

export interface AttemptDelta {
  userId: string;
  kickshotId: string;
  deckColor: string;
  /** The country stored on the user's progress row for this card. */
  country: string;
  success: boolean;
  /** The attempt created the user's progress row for this card (their first on it). */
  firstOnCard: boolean;
}

/**
 * Keeps the global rollups (kickshot_stats, country_stats) equal to a GROUP BY over
 * kickshot_progress. The practice module calls recordAttempt() inside the transaction of each
 * attempt, so the rollups commit (or roll back) with the progress row; a database trigger takes
 * deleted progress rows back out.
 */
@Injectable()
export class StatsRollupsService {
  /**
   * One statement: +1 attempt (and success) on the card's and the country's rows; +1 user on the
   * card when this is the user's first attempt on it, and on the country when the user has no
   * progress row there yet (country_stat_users decides, so racing first attempts count once).
   * Row locks are taken card → country, the same order in every transaction.
   */
  async recordAttempt(em: EntityManager, delta: AttemptDelta): Promise<void> {
    await em.getConnection().execute(
      `with args as (
         select ?::text as kickshot_id, ?::text as deck_color, ?::text as country, ?::uuid as user_id,
                ?::int as success, ?::boolean as first_on_card
       ), card as (
         insert into kickshot_stats as k (kickshot_id, deck_color, total_attempts, total_successes, user_count)
         select kickshot_id, deck_color, 1, success, first_on_card::int from args
         on conflict (kickshot_id) do update set
           total_attempts = k.total_attempts + 1,
           total_successes = k.total_successes + excluded.total_successes,
           user_count = k.user_count + excluded.user_count
         returning 1
       ), new_in_country as (
         insert into country_stat_users (user_id, country)
         select user_id, country from args where first_on_card
         on conflict do nothing
         returning 1
       ), country as (
         insert into country_stats as c (country, total_attempts, total_successes, user_count)
         select country, 1, success, (select count(*) from new_in_country) from args
         on conflict (country) do update set
           total_attempts = c.total_attempts + 1,
           total_successes = c.total_successes + excluded.total_successes,
           user_count = c.user_count + excluded.user_count
         returning 1
       )
       select (select count(*) from card) as card, (select count(*) from country) as country`,
      [
        delta.kickshotId,
        delta.deckColor,
        delta.country,
        delta.userId,
        delta.success ? 1 : 0,
        delta.firstOnCard,
      ],
      'all',
      em.getTransactionContext(),
    );
  }
}
