import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { KickshotProgress } from './entities/kickshot-progress.entity.js';

/** One card of a player's practice record, as other modules read it. */
export interface PlayerPracticeRecord {
  cardId: string;
  attempts: number;
  successes: number;
  lastPracticed: Date;
}

/** A player's practice record for other modules (the AI coach's advice), read-only and owner-scoped. */
@Injectable()
export class PlayerPracticeService {
  constructor(private readonly em: EntityManager) {}

  /** The player's progress rows, one per card practised, most attempts first. */
  async records(userId: string): Promise<PlayerPracticeRecord[]> {
    const rows = await this.em.find(
      KickshotProgress,
      { user: userId },
      {
        fields: ['kickshotId', 'attempts', 'successes', 'lastPracticed'],
        orderBy: { attempts: 'desc', kickshotId: 'asc' },
      },
    );
    return rows.map((row) => ({
      cardId: row.kickshotId,
      attempts: row.attempts,
      successes: row.successes,
      lastPracticed: row.lastPracticed,
    }));
  }
}
