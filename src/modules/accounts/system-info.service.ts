import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { UsersService, type AuthUser } from '../auth/index.js';
import { SubscriptionsAdminService } from '../billing/index.js';
import type { SystemDatabaseDto, SystemInfoDto } from './dto/system-info.dto.js';

function packageVersion(): string {
  for (const up of ['../../..', '../../../..']) {
    try {
      return (
        JSON.parse(readFileSync(join(import.meta.dirname, up, 'package.json'), 'utf8')) as { version: string }
      ).version;
    } catch {
      // sources and compiled files sit at different depths
    }
  }
  return '0.0.0';
}

const VERSION = packageVersion();

/** The admin dashboard's System Information: every fact measured when asked. */
@Injectable()
export class SystemInfoService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly subscriptions: SubscriptionsAdminService,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async info(caller: AuthUser): Promise<SystemInfoDto> {
    const database = await this.database();
    const [adminRoleActive, users, counts] = database.connected
      ? await Promise.all([this.users.isAdmin(caller.id), this.users.count(), this.subscriptions.counts()])
      : [false, 0, { total: 0, active: 0, trialing: 0 }];
    return {
      applicationName: this.config.appName,
      version: VERSION,
      adminRoleActive,
      database,
      // The global JwtAuthGuard: no route but @Public() ones answers without a verified token.
      authenticationEnabled: true,
      paymentProvider: this.subscriptions.providerName,
      mailTransport: this.config.mail.transport,
      users,
      subscriptions: counts.total,
      activeSubscriptions: counts.active,
      runningTrials: counts.trialing,
    };
  }

  private async database(): Promise<SystemDatabaseDto> {
    try {
      const connection = this.em.getConnection();
      const [[version], [migrations]] = await Promise.all([
        connection.execute<{ server_version: string }[]>('show server_version'),
        connection.execute<{ count: string }[]>('select count(*) as count from mikro_orm_migrations'),
      ]);
      return {
        connected: true,
        postgresVersion: version?.server_version ?? null,
        migrationsApplied: Number(migrations?.count ?? 0),
      };
    } catch {
      return { connected: false, postgresVersion: null, migrationsApplied: 0 };
    }
  }
}
