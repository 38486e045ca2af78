import { Injectable } from '@nestjs/common';
import { entityTag } from '../../common/http/etag.js';
import { PracticeRollupsService } from '../practice/index.js';
import type { GlobalStatsDto } from './dto/global-stats.dto.js';

export const TOP_KICKSHOTS = 10;
export const TOP_COUNTRIES = 15;

export interface GlobalStatsAnswer {
  body: GlobalStatsDto;
  /** Strong ETag of the body. */
  etag: string;
}

/**
 * Global statistics from practice's rollups (PracticeRollupsService): the same cost at 10 progress
 * rows as at 10 million. Nothing about a single player.
 */
@Injectable()
export class StatsService {
  constructor(private readonly rollups: PracticeRollupsService) {}

  async global(): Promise<GlobalStatsAnswer> {
    const { totals, topKickshots, topCountries } = await this.rollups.global({
      kickshots: TOP_KICKSHOTS,
      countries: TOP_COUNTRIES,
    });
    const body: GlobalStatsDto = {
      totals,
      topKickshots: topKickshots.map((k) => ({
        kickshotId: k.kickshotId,
        deckColor: k.deckColor,
        attempts: k.attempts,
        successes: k.successes,
        userCount: k.userCount,
        successRate: k.successRate,
      })),
      countries: topCountries.map((c) => ({
        country: c.country,
        userCount: c.userCount,
        attempts: c.attempts,
        successes: c.successes,
        successRate: c.successRate,
      })),
    };
    return { body, etag: entityTag(JSON.stringify(body)) };
  }
}
