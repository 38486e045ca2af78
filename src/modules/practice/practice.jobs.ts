import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../../common/clock.js';
import { runExclusive } from '../../common/jobs/exclusive-job.js';
import { PracticeAttemptId } from './entities/practice-attempt-id.entity.js';

const PURGE_LOCK = 7_274_250_301;
/** How long a client may retry an attempt and still be recognised. */
export const ATTEMPT_ID_RETENTION_MS = 3 * 24 * 3600 * 1000;

/** Housekeeping: attempt ids older than a few days are forgotten, daily. */
@Injectable()
export class PracticeJobs {
  private readonly logger = new Logger('PracticeJobs');

  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  @Cron(CronExpression.EVERY_DAY_AT_4AM)
  async purge(): Promise<void> {
    try {
      await runExclusive(this.em, PURGE_LOCK, async (tx) => {
        await tx.nativeDelete(PracticeAttemptId, {
          createdAt: { $lt: new Date(this.clock.now().getTime() - ATTEMPT_ID_RETENTION_MS) },
        });
      });
    } catch (error) {
      this.logger.error({ err: error }, 'Practice housekeeping failed');
    }
  }
}
