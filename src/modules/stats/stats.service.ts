import { createHash } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { successRate } from '../practice/domain/practice-math.js';
import type { GlobalStatsDto } from './dto/global-stats.dto.js';

export const TOP_KICKSHOTS = 10;
export const TOP_COUNTRIES = 15;

interface StatsRow {
  totals: { attempts: string; successes: string; kickshots: string };
  kickshots: { kickshot_id: string; deck_color: string; a: string; s: string; u: number }[];
  countries: { country: string; a: string; s: string; u: number }[];
}

export interface GlobalStatsAnswer {
  body: GlobalStatsDto;
  /** Strong ETag of the body. */
  etag: string;
}

/**
 * Global statistics, read from the rollups only (at most 104 kickshot rows and one row per
 * country): the same cost at 10 progress rows as at 10 million. Nothing about a single player.
 */
@Injectable()
export class StatsService {
  constructor(private readonly em: EntityManager) {}

  async global(): Promise<GlobalStatsAnswer> {
    const [row] = await this.em.getConnection().execute<StatsRow[]>(
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
      [TOP_KICKSHOTS, TOP_COUNTRIES],
    );
    const body: GlobalStatsDto = {
      totals: {
        attempts: Number(row.totals.attempts),
        successes: Number(row.totals.successes),
        kickshotsPractised: Number(row.totals.kickshots),
      },
      topKickshots: row.kickshots.map((k) => ({
        kickshotId: k.kickshot_id,
        deckColor: k.deck_color,
        attempts: Number(k.a),
        successes: Number(k.s),
        userCount: k.u,
        successRate: successRate(Number(k.s), Number(k.a)),
      })),
      countries: row.countries.map((c) => ({
        country: c.country,
        userCount: c.u,
        attempts: Number(c.a),
        successes: Number(c.s),
        successRate: successRate(Number(c.s), Number(c.a)),
      })),
    };
    const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
    return { body, etag };
  }
}
