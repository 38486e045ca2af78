import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runExclusive } from '../../common/jobs/exclusive-job.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { TokensService } from './tokens.service.js';

const PURGE_LOCK = 7_274_250_101;

/** Housekeeping: expired refresh tokens and old rate-limit windows go away daily. */
@Injectable()
export class AuthJobs {
  private readonly logger = new Logger('AuthJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly tokens: TokensService,
    private readonly limiter: RateLimiter,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_3AM)
  async purge(): Promise<void> {
    try {
      await runExclusive(this.em, PURGE_LOCK, async () => {
        await this.tokens.purgeExpired();
        await this.limiter.purge();
      });
    } catch (error) {
      this.logger.error({ err: error }, 'Auth housekeeping failed');
    }
  }
}
