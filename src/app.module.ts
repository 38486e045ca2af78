import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Module, type DynamicModule } from '@nestjs/common';
import { ScheduleModule } from '@nestjs/schedule';
import type { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { ormConfig } from './database/orm.config.js';
import { ENTITIES, ROUTINES } from './entities.js';
import { CommonModule } from './common/common.module.js';
import { AiModule } from './modules/ai/ai.module.js';
import { AccountsModule } from './modules/accounts/accounts.module.js';
import { AuditModule } from './modules/audit/audit.module.js';
import { AuthModule } from './modules/auth/auth.module.js';
import { BillingModule } from './modules/billing/billing.module.js';
import { CardsModule } from './modules/cards/cards.module.js';
import { ContentModule } from './modules/content/content.module.js';
import { HealthModule } from './modules/health/health.module.js';
import { NotesModule } from './modules/notes/notes.module.js';
import { PracticeModule } from './modules/practice/practice.module.js';
import { PushModule } from './modules/push/push.module.js';
import { SiteModule } from './modules/site/site.module.js';
import { TeamsModule } from './modules/teams/teams.module.js';
import { StatsModule } from './modules/stats/stats.module.js';

export interface AppModuleOptions {
  config: AppConfig;
  /** The database to use: DATABASE_URL, or the embedded cluster's URL. */
  databaseUrl: string;
  /** Run @nestjs/schedule jobs (off for tooling such as the OpenAPI generator). */
  schedule?: boolean;
  /** Run the push delivery queue (pg-boss; off for tooling such as the OpenAPI generator). */
  pushDelivery?: boolean;
}

@Module({})
export class AppModule {
  static forRoot({
    config,
    databaseUrl,
    schedule = true,
    pushDelivery = true,
  }: AppModuleOptions): DynamicModule {
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
        AuthModule,
        AuditModule,
        BillingModule,
        CardsModule,
        ContentModule,
        HealthModule,
        SiteModule,
        PracticeModule,
        StatsModule,
        NotesModule,
        AiModule,
        TeamsModule,
        AccountsModule,
        PushModule.forRoot({ deliver: pushDelivery }),
      ],
    };
  }
}
