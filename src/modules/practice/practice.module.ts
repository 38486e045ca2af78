import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { AchievementsController } from './achievements.controller.js';
import { PracticeAttemptWriter } from './practice-attempt-writer.js';
import { PracticeHistoryService } from './practice-history.service.js';
import { PracticeVideosController } from './practice-videos.controller.js';
import { PracticeController } from './practice.controller.js';
import { PracticeJobs } from './practice.jobs.js';
import { PracticeService } from './practice.service.js';

/**
 * Practice tracking: attempts, daily sessions, achievements, and the read side of practice
 * videos. Each attempt also updates the global rollups that the stats module reads, in the same
 * transaction (record_practice_batch).
 */
@Module({
  imports: [CardsModule],
  controllers: [PracticeController, AchievementsController, PracticeVideosController],
  providers: [PracticeService, PracticeAttemptWriter, PracticeHistoryService, PracticeJobs],
})
export class PracticeModule {}
