import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  pagedRows,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { Achievement } from './entities/achievement.entity.js';
import { CountryStatUser } from './entities/country-stat-user.entity.js';
import { KickshotProgress } from './entities/kickshot-progress.entity.js';
import { PracticeAttemptId } from './entities/practice-attempt-id.entity.js';
import { PracticeSession } from './entities/practice-session.entity.js';
import { PracticeTotals } from './entities/practice-totals.entity.js';

/**
 * A player's practice is app data: both deletions remove it. Deleting the progress rows first lets
 * their trigger take their counts out of the global rollups, the country counts and the player's
 * totals, so Global Statistics stay equal to a GROUP BY over the progress that remains.
 */
@Injectable()
@OwnsUserData()
export class PracticeUserData implements UserDataOwner {
  readonly userTables = [
    { table: 'kickshot_progress', kind: 'data' },
    { table: 'practice_sessions', kind: 'data' },
    { table: 'achievements', kind: 'data' },
    { table: 'practice_totals', kind: 'data' },
    { table: 'country_stat_users', kind: 'data' },
    { table: 'practice_attempt_ids', kind: 'data' },
  ] as const;

  async erase(userId: string, _scope: ErasureScope, em: EntityManager): Promise<void> {
    await em.nativeDelete(KickshotProgress, { user: userId });
    await em.nativeDelete(PracticeSession, { user: userId });
    await em.nativeDelete(Achievement, { user: userId });
    await em.nativeDelete(PracticeTotals, { user: userId });
    await em.nativeDelete(CountryStatUser, { user: userId });
    await em.nativeDelete(PracticeAttemptId, { userId });
  }

  async exportSections(userId: string, em: EntityManager): Promise<ExportSection[]> {
    const [progress, achievements] = await Promise.all([
      em.find(KickshotProgress, { user: userId }, { orderBy: { kickshotId: 'asc' } }),
      em.find(Achievement, { user: userId }, { orderBy: { earnedAt: 'asc' } }),
    ]);
    return [
      {
        name: 'practiceProgress',
        value: progress.map((row) => ({
          cardId: row.kickshotId,
          deckColor: row.deckColor,
          attempts: row.attempts,
          successes: row.successes,
          firstPracticed: row.firstPracticed,
          lastPracticed: row.lastPracticed,
          country: row.country,
        })),
      },
      {
        name: 'practiceSessions',
        value: pagedRows(
          (offset, limit) =>
            em.find(
              PracticeSession,
              { user: userId },
              { orderBy: { sessionDate: 'asc', id: 'asc' }, offset, limit, disableIdentityMap: true },
            ),
          (row) => ({
            date: row.sessionDate,
            attempts: row.totalAttempts,
            successes: row.totalSuccesses,
            durationMinutes: row.sessionDurationMinutes,
            country: row.country,
          }),
        ),
      },
      {
        name: 'achievements',
        value: achievements.map((row) => ({
          type: row.achievementType,
          name: row.achievementName,
          description: row.description,
          metadata: row.metadata,
          earnedAt: row.earnedAt,
        })),
      },
    ];
  }
}
