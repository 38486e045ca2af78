import type { FieldError } from '../../common/errors/app.exception.js';

export const TRIAL_PERIOD_KEY = 'trial_period';
export const APP_VERSION_KEY = 'app_version';
export const DEFAULT_TRIAL_DAYS = 365;
export const MAX_TRIAL_DAYS = 3650;

/** `{"days": 30}`, `30` or `"30"` → 30; anything else (or out of 1–3650) → the default (365). */
export function parseTrialDays(value: unknown): number {
  const raw = typeof value === 'object' && value !== null ? (value as { days?: unknown }).days : value;
  const days = typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : raw;
  return typeof days === 'number' && Number.isInteger(days) && days >= 1 && days <= MAX_TRIAL_DAYS
    ? days
    : DEFAULT_TRIAL_DAYS;
}

/**
 * What the known keys must hold, so a typo on the configuration screen cannot break sign-up or the
 * About page: `trial_period` is `{"days": 1..3650}`, `app_version` a non-empty string. Other keys
 * take any JSON value. Answers the field errors (empty: valid).
 */
export function knownKeyErrors(key: string, value: unknown): FieldError[] {
  if (key === TRIAL_PERIOD_KEY) {
    const ok =
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length === 1 &&
      Number.isInteger((value as { days?: unknown }).days) &&
      (value as { days: number }).days >= 1 &&
      (value as { days: number }).days <= MAX_TRIAL_DAYS;
    return ok ? [] : [{ field: 'value', message: `trial_period must be {"days": 1..${MAX_TRIAL_DAYS}}` }];
  }
  if (key === APP_VERSION_KEY) {
    return typeof value === 'string' && value.trim() !== ''
      ? []
      : [{ field: 'value', message: 'app_version must be a non-empty string' }];
  }
  return [];
}

/** The default configuration entries (Quick Setup), with the product's one-year trial. */
export function defaultConfigEntries(
  supportEmail: string,
): { key: string; value: unknown; description: string }[] {
  return [
    {
      key: TRIAL_PERIOD_KEY,
      value: { days: DEFAULT_TRIAL_DAYS },
      description: 'Length of the free trial given at sign-up, in days',
    },
    { key: APP_VERSION_KEY, value: '1.0.0', description: 'The version shown on the About page' },
    { key: 'maintenance_mode', value: false, description: 'Whether the app is in maintenance mode' },
    {
      key: 'feature_flags',
      value: { new_ui: false, advanced_stats: true, beta_features: false },
      description: 'Feature flags',
    },
    {
      key: 'admin_notifications',
      value: { email: supportEmail },
      description: 'Where admin notifications are sent',
    },
  ];
}
