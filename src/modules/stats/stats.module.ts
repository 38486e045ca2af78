import { Module } from '@nestjs/common';
import { StatsController } from './stats.controller.js';
import { StatsRollupsService } from './stats-rollups.service.js';
import { StatsService } from './stats.service.js';

/**
 * Global and country statistics from the rollups kickshot_stats and country_stats. The practice
 * module keeps the rollups through StatsRollupsService (exported), in each attempt's transaction.
 */
@Module({
  controllers: [StatsController],
  providers: [StatsService, StatsRollupsService],
  exports: [StatsRollupsService],
})
export class StatsModule {}
