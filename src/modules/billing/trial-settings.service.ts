import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ContentService } from '../content/index.js';

/**
 * The trial length, as the content module answers it from app_config `trial_period` (`{"days":
 * 365}`, seeded by the billing migration and edited on the admin configuration screen). A missing or
 * unusable value falls back to 365 days.
 */
@Injectable()
export class TrialSettingsService {
  constructor(
    private readonly em: EntityManager,
    private readonly content: ContentService,
  ) {}

  trialDays(em: EntityManager = this.em): Promise<number> {
    return this.content.trialPeriodDays(em);
  }
}
