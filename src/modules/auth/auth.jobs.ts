import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../../common/clock.js';
import { runExclusive, scheduledSlot } from '../../common/jobs/exclusive-job.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { TokensService } from './tokens.service.js';

/** Housekeeping: expired refresh tokens and old rate-limit windows go away daily. */
@Injectable()
export class AuthJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
  ) {}

  /** The daily schedule: the purge, once a day however many replicas' schedules fire. */
  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  async daily(): Promise<void> {
    await this.purge(scheduledSlot(this.clock.now()));
  }

  /** Runs the purge (at once when called without the schedule's slot). */
  async purge(slot?: Date): Promise<void> {
    await runExclusive(
      this.em,
      'auth.purge',
      async () => {
        await this.tokens.purgeExpired();
        await this.limiter.purge();
      },
      { slot },
    );
  }
}
