import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { VideosModule } from '../videos/videos.module.js';
import { AchievementsController } from './achievements.controller.js';
import { PracticeAttemptIdsService } from './attempt-ids.service.js';
import { Achievement } from './entities/achievement.entity.js';
import { CountryStat } from './entities/country-stat.entity.js';
import { CountryStatUser } from './entities/country-stat-user.entity.js';
import { KickshotProgress } from './entities/kickshot-progress.entity.js';
import { KickshotStat } from './entities/kickshot-stat.entity.js';
import { PracticeAttemptId } from './entities/practice-attempt-id.entity.js';
import { PracticeSession } from './entities/practice-session.entity.js';
import { PracticeTotals } from './entities/practice-totals.entity.js';
import { RecordPracticeBatch } from './record-practice-batch.routine.js';
import { PracticeAttemptWriter } from './practice-attempt-writer.js';
import { PracticeHistoryService } from './practice-history.service.js';
import { PracticeVideosController } from './practice-videos.controller.js';
import { PracticeController } from './practice.controller.js';
import { PracticeJobs } from './practice.jobs.js';
import { PlayerPracticeService } from './player-practice.service.js';
import { PracticeRollupsService } from './practice-rollups.service.js';
import { PracticeService } from './practice.service.js';
import { PracticeUserData } from './practice-user-data.js';

/** The tables practice owns, the global rollups included. */
export const PRACTICE_ENTITIES = [
  KickshotProgress,
  PracticeSession,
  Achievement,
  PracticeAttemptId,
  PracticeTotals,
  KickshotStat,
  CountryStat,
  CountryStatUser,
];

/** The stored functions practice calls. */
export const PRACTICE_ROUTINES = [RecordPracticeBatch];

/**
 * Practice tracking: attempts, daily sessions, achievements, and the read side of practice
 * videos. It owns the global rollups (kickshot_stats, country_stats, country_stat_users): each
 * attempt updates them in its own statement (record_practice_batch), and the stats module reads
 * them through PracticeRollupsService.
 */
@Module({
  imports: [CardsModule, VideosModule],
  controllers: [PracticeController, AchievementsController, PracticeVideosController],
  providers: [
    PlayerPracticeService,
    PracticeService,
    PracticeAttemptWriter,
    PracticeHistoryService,
    PracticeRollupsService,
    PracticeAttemptIdsService,
    PracticeJobs,
    PracticeUserData,
  ],
  exports: [PracticeRollupsService, PlayerPracticeService],
})
export class PracticeModule {}
