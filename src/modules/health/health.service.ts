import { MikroORM } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { ReadinessDto } from './health.dto.js';

/** A load balancer's probe must not hang with the database: it is told "not ready" after this. */
export const READINESS_TIMEOUT_MS = 2_000;

@Injectable()
export class HealthService {
  constructor(private readonly orm: MikroORM) {}

  /** Whether the database answers and every migration is applied, decided within READINESS_TIMEOUT_MS. */
  async readiness(): Promise<ReadinessDto> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<ReadinessDto>((resolve) => {
      timer = setTimeout(
        () => resolve(down(`the database did not answer within ${READINESS_TIMEOUT_MS / 1000} s`)),
        READINESS_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([this.check(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private async check(): Promise<ReadinessDto> {
    let pending: number;
    try {
      await this.orm.em.getConnection().execute('select 1');
      pending = (await this.orm.migrator.getPending()).length;
    } catch (error) {
      return down(`database unreachable (${(error as Error).message})`);
    }
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

function down(detail: string): ReadinessDto {
  return { status: 'not_ready', database: 'down', pendingMigrations: -1, detail };
}
