import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { APP_VERSION_KEY, parseTrialDays, TRIAL_PERIOD_KEY } from './app-config-rules.js';
import { AppConfigEntry } from './entities/app-config-entry.entity.js';

/**
 * What app-config answers other modules: the trial length (billing, the site, the coach), the app
 * version (the site) and any configuration value. Each read takes an optional EntityManager so a
 * caller's transaction sees its own writes.
 */
@Injectable()
export class AppConfigService {
  constructor(private readonly em: EntityManager) {}

  /** The value stored under `key` in app_config (undefined when there is none). */
  async configValue(key: string, em: EntityManager = this.em): Promise<unknown> {
    const entry = await em.findOne(AppConfigEntry, { key });
    return entry?.value;
  }

  /** The free trial's length in days: app_config `trial_period`, else 365. */
  async trialPeriodDays(em: EntityManager = this.em): Promise<number> {
    return parseTrialDays(await this.configValue(TRIAL_PERIOD_KEY, em));
  }

  /** app_config `app_version` when it is a non-empty string, else null. */
  async appVersion(em: EntityManager = this.em): Promise<string | null> {
    const value = await this.configValue(APP_VERSION_KEY, em);
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
}
