import { Module } from '@nestjs/common';
import { PracticeModule } from '../practice/practice.module.js';
import { StatsController } from './stats.controller.js';
import { StatsService } from './stats.service.js';

/**
 * Global and country statistics: the Global Statistics page's answer (with its ETag), read from the
 * rollups the practice module owns and keeps (PracticeRollupsService).
 */
@Module({
  imports: [PracticeModule],
  controllers: [StatsController],
  providers: [StatsService],
})
export class StatsModule {}
