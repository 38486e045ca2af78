import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/**
 * Global and country statistics from the rollups kickshot_stats and country_stats, which every
 * attempt keeps in its own transaction (the practice module's record_practice_batch).
 */
@Module({
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
