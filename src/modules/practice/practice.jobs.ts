import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { runExclusive } from '../../common/jobs/exclusive-job.js';
import { PracticeAttemptIdsService } from './attempt-ids.service.js';

/** Housekeeping: attempt ids older than a few days are forgotten, daily. */
@Injectable()
export class PracticeJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly attemptIds: PracticeAttemptIdsService,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_4AM)
  async purge(): Promise<void> {
    await runExclusive(this.em, 'practice.purge', async () => {
      await this.attemptIds.forgetExpired();
    });
  }
}
