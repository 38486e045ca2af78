import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ReadinessDto } from './health.dto.js';

@Injectable()
export class HealthService {
  constructor(private readonly orm: MikroORM) {}

  async readiness(): Promise<ReadinessDto> {
    try {
      await this.orm.em.getConnection().execute('select 1');
    } catch (error) {
      return {
        status: 'not_ready',
        database: 'down',
        pendingMigrations: -1,
        detail: `database unreachable (${(error as Error).message})`,
      };
    }
    const pending = (await this.orm.migrator.getPending()).length;
    return pending === 0
      ? { status: 'ready', database: 'up', pendingMigrations: 0, detail: 'all good' }
      : {
          status: 'not_ready',
          database: 'up',
          pendingMigrations: pending,
          detail: `${pending} migration(s) pending`,
        };
  }
}
