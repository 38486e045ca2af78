import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ormConfig } from './database/orm.config.js';
import { ENTITIES, ROUTINES } from './entities.js';
import { CommonModule } from './common/common.module.js';
import type { JobsMode } from './common/jobs/job-queue.js';
import { JobsModule } from './common/jobs/jobs.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { AppConfigModule } from './modules/app-config/app-config.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { CardsModule } from './modules/cards/cards.module.js';
import { LinksModule } from './modules/links/links.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { NotesModule } from './modules/notes/notes.module.js';
import { PracticeModule } from './modules/practice/practice.module.js';
import { PushModule } from './modules/push/push.module.js';
import { SiteModule } from './modules/site/site.module.js';
import { LineupModule } from './modules/lineup/lineup.module.js';
import { StatsModule } from './modules/stats/stats.module.js';
import { VideosModule } from './modules/videos/videos.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  /** The database to use: DATABASE_URL, or the embedded cluster's URL. */
  databaseUrl: string;
  /** Run @nestjs/schedule jobs (off for tooling such as the OpenAPI generator). */
  schedule?: boolean;
  /**
   * The job queue (pg-boss: e-mail, push deliveries): `work` (the default) runs it, `enqueue` only
   * adds jobs for the processes that work it, `off` leaves it out (tooling without a database, such
   * as the OpenAPI generator; queuing a job there fails).
   */
  jobs?: JobsMode;
}

@Module({})
export class AppModule {
  static forRoot({ config, databaseUrl, schedule = true, jobs = 'work' }: AppModuleOptions): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot(config),
        MikroOrmModule.forRoot({
          ...ormConfig({
            clientUrl: databaseUrl,
            entities: ENTITIES,
            routines: ROUTINES,
            poolMax: config.databasePoolMax,
            timeouts: config.databaseTimeouts,
          }),
          registerRequestContext: false, // createApp's lazyRequestContext hook instead
        }),
        ...(schedule ? [ScheduleModule.forRoot()] : []),
        CommonModule,
        JobsModule.forRoot(jobs),
        AuthModule,
        AuditModule,
        BillingModule,
        CardsModule,
        VideosModule,
        LinksModule,
        AppConfigModule,
        HealthModule,
        SiteModule,
        PracticeModule,
        StatsModule,
        NotesModule,
        AiModule,
        LineupModule,
        AccountsModule,
        PushModule,
      ],
    };
  }
}
