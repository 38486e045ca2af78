import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfigService } from '../app-config/index.js';

/**
 * The trial length, as the app-config module answers it from app_config `trial_period` (`{"days":
 * 365}`, seeded by the billing migration and edited on the admin configuration screen). A missing or
 * unusable value falls back to 365 days.
 */
@Injectable()
export class TrialSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly appConfig: AppConfigService,
  ) {}

  trialDays(em: EntityManager = this.em): Promise<number> {
    return this.appConfig.trialPeriodDays(em);
  }
}
