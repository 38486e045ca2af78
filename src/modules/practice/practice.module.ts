import { Module } from '@nestjs/common';
import { CardsModule } from '../cards/cards.module.js';
import { StatsModule } from '../stats/stats.module.js';
import { AchievementsController } from './achievements.controller.js';
import { PracticeHistoryService } from './practice-history.service.js';
import { PracticeVideosController } from './practice-videos.controller.js';
import { PracticeController } from './practice.controller.js';
import { PracticeJobs } from './practice.jobs.js';
import { PracticeService } from './practice.service.js';

/**
 * Practice tracking: attempts, daily sessions, achievements, and the read side of practice
 * videos. Each attempt also updates the global rollups through the stats module.
 */
@Module({
  imports: [CardsModule, StatsModule],
  controllers: [PracticeController, AchievementsController, PracticeVideosController],
  providers: [PracticeService, PracticeHistoryService, PracticeJobs],
})
export class PracticeModule {}
