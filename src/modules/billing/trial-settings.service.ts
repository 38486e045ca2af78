import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { AppConfigEntry } from './entities/app-config-entry.entity.js';

export const TRIAL_PERIOD_KEY = 'trial_period';
export const DEFAULT_TRIAL_DAYS = 365;
const MAX_TRIAL_DAYS = 3650;

/**
 * Reads the trial length from app_config `trial_period` (`{"days": 365}`, seeded by the billing
 * migration and edited on the admin configuration screen). A missing or unusable value falls
 * back to 365 days.
 */
@Injectable()
export class TrialSettingsService {
  constructor(private readonly em: EntityManager) {}

  async trialDays(em: EntityManager = this.em): Promise<number> {
    const entry = await em.findOne(AppConfigEntry, { key: TRIAL_PERIOD_KEY });
    return parseTrialDays(entry?.value);
  }
}

/** `{"days": 30}`, `30` or `"30"` → 30; anything else (or out of 1–3650) → the default. */
export function parseTrialDays(value: unknown): number {
  const raw = typeof value === 'object' && value !== null ? (value as { days?: unknown }).days : value;
  const days = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_TRIAL_DAYS
    ? days
    : DEFAULT_TRIAL_DAYS;
}
