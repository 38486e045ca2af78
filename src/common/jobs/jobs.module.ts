import { Global, Module, type DynamicModule } from '@nestjs/common';
import { JOBS_MODE, JobQueue, type JobsMode } from './job-queue.js';

/** The job queue (pg-boss) every module may queue work on; `mode` says what this process does with it. */
@Global()
@Module({})
export class JobsModule {
  static forRoot(mode: JobsMode): DynamicModule {
    return {
      module: JobsModule,
      providers: [{ provide: JOBS_MODE, useValue: mode }, JobQueue],
      exports: [JobQueue],
    };
  }
}
