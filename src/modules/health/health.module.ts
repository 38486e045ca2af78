import { Module } from '@nestjs/common';
import { HealthController, ReadinessController } from './health.controller.js';
import { HealthService } from './health.service.js';

@Module({
  controllers: [HealthController, ReadinessController],
  providers: [HealthService],
})
export class HealthModule {}
