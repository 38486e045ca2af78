import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';
import { ScheduledRun } from './jobs/scheduled-run.entity.js';
import { RateLimitBucket } from './rate-limit/rate-limit-bucket.entity.js';
import { RateLimiter } from './rate-limit/rate-limiter.service.js';

/** The tables of the cross-cutting services. */
export const COMMON_ENTITIES = [RateLimitBucket, ScheduledRun];

/** Cross-cutting services every module may inject. */
@Global()
@Module({
  providers: [Clock, RateLimiter],
  exports: [Clock, RateLimiter],
})
export class CommonModule {}
