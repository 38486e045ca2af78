import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Cron, CronExpression } from '@nestjs/schedule';
import { Clock } from '../../common/clock.js';
import { runExclusive, scheduledSlot } from '../../common/jobs/exclusive-job.js';
import { PracticeAttemptIdsService } from './attempt-ids.service.js';

/** Housekeeping: attempt ids older than a few days are forgotten, daily. */
@Injectable()
export class PracticeJobs {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly attemptIds: PracticeAttemptIdsService,
  ) {}

  /** The daily schedule: the purge, once a day however many replicas' schedules fire. */
  @Cron(CronExpression.EVERY_DAY_AT_4AM)
  async daily(): Promise<void> {
    await this.purge(scheduledSlot(this.clock.now()));
  }

  /** Runs the purge (at once when called without the schedule's slot). */
  async purge(slot?: Date): Promise<void> {
    await runExclusive(
      this.em,
      'practice.purge',
      async () => {
        await this.attemptIds.forgetExpired();
      },
      { slot },
    );
  }
}
