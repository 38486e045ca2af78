import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { successRate } from './domain/practice-math.js';

/** Attempts, successes and their rate: one line of the global rollups. */
export interface RollupTotals {
  attempts: number;
  successes: number;
  /** Percent with one decimal (successRate). */
  successRate: number;
}

export interface KickshotRollup extends RollupTotals {
  kickshotId: string;
  deckColor: string;
  /** Players who practised the card. */
  userCount: number;
}

export interface CountryRollup extends RollupTotals {
  country: string;
  /** Players who practised from the country. */
  userCount: number;
}

export interface GlobalRollups {
  totals: { attempts: number; successes: number; kickshotsPractised: number };
  topKickshots: KickshotRollup[];
  topCountries: CountryRollup[];
}

interface RollupsRow {
  totals: { attempts: string; successes: string; kickshots: string };
  kickshots: { kickshot_id: string; deck_color: string; a: string; s: string; u: number }[];
  countries: { country: string; a: string; s: string; u: number }[];
}

/**
 * The global rollups of practice (kickshot_stats, country_stats, country_stat_users), which this
 * module owns and writes: every attempt updates them in its own statement (record_practice_batch)
 * and a trigger takes deleted progress back out. Read from the rollups only — at most 104 card rows
 * and one row per country — so the cost is the same at 10 progress rows as at 10 million.
 */
@Injectable()
export class PracticeRollupsService {
  constructor(private readonly em: EntityManager) {}

  async global(top: { kickshots: number; countries: number }): Promise<GlobalRollups> {
    // a select without `from`: always exactly one row
    const [row] = await this.em.getConnection().execute<[RollupsRow]>(
      `select
         (select json_build_object('attempts', coalesce(sum(total_attempts), 0)::text,
                                   'successes', coalesce(sum(total_successes), 0)::text,
                                   'kickshots', count(*) filter (where total_attempts > 0)::text)
            from kickshot_stats) as totals,
         (select coalesce(json_agg(k), '[]') from (
            select kickshot_id, deck_color, total_attempts::text as a, total_successes::text as s, user_count as u
              from kickshot_stats where total_attempts > 0
             order by total_attempts desc, kickshot_id limit ?) k) as kickshots,
         (select coalesce(json_agg(c), '[]') from (
            select country, total_attempts::text as a, total_successes::text as s, user_count as u
              from country_stats where total_attempts > 0
             order by total_attempts desc, country limit ?) c) as countries`,
      [top.kickshots, top.countries],
    );
    const rates = (s: string, a: string): RollupTotals => ({
      attempts: Number(a),
      successes: Number(s),
      successRate: successRate(Number(s), Number(a)),
    });
    return {
      totals: {
        attempts: Number(row.totals.attempts),
        successes: Number(row.totals.successes),
        kickshotsPractised: Number(row.totals.kickshots),
      },
      topKickshots: row.kickshots.map((k) => ({
        kickshotId: k.kickshot_id,
        deckColor: k.deck_color,
        userCount: k.u,
        ...rates(k.s, k.a),
      })),
      topCountries: row.countries.map((c) => ({ country: c.country, userCount: c.u, ...rates(c.s, c.a) })),
    };
  }
}
