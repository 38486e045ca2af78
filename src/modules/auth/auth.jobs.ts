import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runExclusive } from '../../common/jobs/exclusive-job.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { TokensService } from './tokens.service.js';

/** Housekeeping: expired refresh tokens and old rate-limit windows go away daily. */
@Injectable()
export class AuthJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  async purge(): Promise<void> {
    await runExclusive(this.em, 'auth.purge', async () => {
      await this.tokens.purgeExpired();
      await this.limiter.purge();
    });
  }
}
