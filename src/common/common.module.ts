import { Global, Module } from '@nestjs/common';
import { Clock } from './clock.js';
import { RateLimiter } from './rate-limit/rate-limiter.service.js';

/** Cross-cutting services every module may inject. */
@Global()
@Module({
  providers: [Clock, RateLimiter],
  exports: [Clock, RateLimiter],
})
export class CommonModule {}
