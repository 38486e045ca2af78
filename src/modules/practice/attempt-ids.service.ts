import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { DAY_MS } from '../../common/dates.js';
import { PracticeAttemptId } from './entities/practice-attempt-id.entity.js';

/**
 * How long a client may retry an attempt and still be recognised: longer than the week a tap
 * queued offline may wait (a tap whose answer was lost, sent again days later, still counts once).
 */
export const ATTEMPT_ID_RETENTION_MS = 9 * DAY_MS;

/** The ids of the attempts already counted, by which a retried tap is recognised: kept a few days. */
@Injectable()
export class PracticeAttemptIdsService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /** Forgets the ids older than ATTEMPT_ID_RETENTION_MS; returns how many. */
  async forgetExpired(): Promise<number> {
    return this.em.fork().nativeDelete(PracticeAttemptId, {
      createdAt: { $lt: new Date(this.clock.now().getTime() - ATTEMPT_ID_RETENTION_MS) },
    });
  }
}
