import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
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
 * What videos answers other modules: a card's practice videos (practice). The read takes an
 * optional EntityManager so a caller's transaction sees its own writes.
 */
@Injectable()
export class VideosService {
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
}
