import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { APP_VERSION_KEY, parseTrialDays, TRIAL_PERIOD_KEY } from './app-config-rules.js';
import { AppConfigEntry } from './entities/app-config-entry.entity.js';
import { PracticeVideo } from './entities/practice-video.entity.js';

/** A practice video as other modules read it. */
export interface PracticeVideoView {
  id: string;
  title: string;
  description: string | null;
  duration: string | null;
  url: string;
  createdAt: Date;
}

/**
 * What content answers other modules: a card's practice videos (practice), the trial length
 * (billing), the app version (site) and any configuration value. Each read takes an optional
 * EntityManager so a caller's transaction sees its own writes.
 */
@Injectable()
export class ContentService {
  constructor(private readonly em: EntityManager) {}

  /** The practice videos of a card (by deck colour and identifier such as `AS`), oldest first. */
  async videosFor(
    deckColor: string,
    cardIdentifier: string,
    em: EntityManager = this.em,
  ): Promise<PracticeVideoView[]> {
    const rows = await em.find(
      PracticeVideo,
      { deckColor, cardIdentifier },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(({ id, title, description, duration, url, createdAt }) => ({
      id,
      title,
      description,
      duration,
      url,
      createdAt,
    }));
  }

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
