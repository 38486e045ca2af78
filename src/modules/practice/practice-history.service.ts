import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { addCalendarDays, utcDate } from '../../common/dates.js';
import { CardsService, type DeckColor } from '../cards/index.js';
import { VideosService } from '../videos/index.js';
import { successRate } from './domain/practice-math.js';
import { isWeakCard } from './domain/weak-cards.js';
import type {
  AchievementDto,
  DailyPracticeDto,
  PracticeSessionDto,
  PracticeVideoDto,
  ProgressEntryDto,
  SuggestionDto,
} from './dto/practice.dto.js';
import { Achievement } from './entities/achievement.entity.js';
import { KickshotProgress } from './entities/kickshot-progress.entity.js';
import { PracticeSession } from './entities/practice-session.entity.js';
import { achievementOf, dayTotalsOf } from './practice.mapper.js';

/** Weak cards suggested (isWeakCard: 5+ attempts, below 70%): at most this many. */
export const WEAK_SUGGESTIONS = 5;
/** Cards not yet practised suggested: at most this many. */
export const NEW_SUGGESTIONS = 3;

/** What a player reads back: progress, sessions, daily totals, suggestions, achievements, videos. */
@Injectable()
export class PracticeHistoryService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly cards: CardsService,
    private readonly practiceVideos: VideosService,
  ) {}

  /** The caller's progress rows, most attempts first. */
  async progress(userId: string): Promise<ProgressEntryDto[]> {
    const rows = await this.em.find(
      KickshotProgress,
      { user: userId },
      { orderBy: { attempts: 'desc', lastPracticed: 'desc', kickshotId: 'asc' } },
    );
    return rows.map((row) => ({
      kickshotId: row.kickshotId,
      deckColor: row.deckColor,
      attempts: row.attempts,
      successes: row.successes,
      successRate: successRate(row.successes, row.attempts),
      lastPracticed: row.lastPracticed.toISOString(),
      firstPracticed: row.firstPracticed.toISOString(),
    }));
  }

  /** The caller's sessions, newest day first. */
  async sessions(userId: string, limit: number): Promise<PracticeSessionDto[]> {
    const rows = await this.em.find(
      PracticeSession,
      { user: userId },
      { orderBy: { sessionDate: 'desc' }, limit },
    );
    return rows.map((row) => ({
      sessionDate: row.sessionDate,
      totalAttempts: row.totalAttempts,
      totalSuccesses: row.totalSuccesses,
      sessionDurationMinutes: row.sessionDurationMinutes,
    }));
  }

  /** One entry per day of the `days` days ending on `endDate` (default today, UTC), zeros included. */
  async daily(userId: string, days: number, endDate?: string): Promise<DailyPracticeDto[]> {
    const end = endDate ?? utcDate(this.clock.now());
    const start = addCalendarDays(end, -(days - 1));
    const rows = await this.em.find(
      PracticeSession,
      { user: userId, sessionDate: { $gte: start, $lte: end } },
      { fields: ['sessionDate', 'totalAttempts', 'totalSuccesses'] },
    );
    const byDate = new Map(rows.map((row) => [row.sessionDate, row]));
    return Array.from({ length: days }, (_, i) => {
      const date = addCalendarDays(start, i);
      const row = byDate.get(date);
      return dayTotalsOf(date, { attempts: row?.totalAttempts ?? 0, successes: row?.totalSuccesses ?? 0 });
    });
  }

  /**
   * Practice next: the weakest of the weak cards (5+ attempts and a success rate below 70%, the
   * coach's bar; lowest rate first, more attempts first on a tie), then the easiest cards not yet
   * practised in the decks the player uses (black when none).
   */
  async suggestions(userId: string): Promise<SuggestionDto[]> {
    const rows = await this.em.find(
      KickshotProgress,
      { user: userId },
      { fields: ['kickshotId', 'deckColor', 'attempts', 'successes'] },
    );
    const listed = new Set(this.cards.listCardRefs().map((card) => card.id));
    const weak = rows
      .filter((row) => listed.has(row.kickshotId))
      .map((row) => ({ row, rate: successRate(row.successes, row.attempts) }))
      .filter(({ row, rate }) => isWeakCard(row.attempts, rate))
      .sort(
        (a, b) =>
          a.rate - b.rate ||
          b.row.attempts - a.row.attempts ||
          a.row.kickshotId.localeCompare(b.row.kickshotId),
      )
      .slice(0, WEAK_SUGGESTIONS)
      .map(({ row, rate }): SuggestionDto => ({
        cardId: row.kickshotId,
        deckColor: row.deckColor,
        kind: 'low-success-rate',
        reason: `Success rate ${rate.toFixed(1)}% over ${row.attempts} attempts`,
        attempts: row.attempts,
        successRate: rate,
      }));
    const practised = new Set(rows.map((row) => row.kickshotId));
    const used = (['black', 'red'] as const).filter((deck) => rows.some((row) => row.deckColor === deck));
    const decks: DeckColor[] = used.length > 0 ? used : ['black'];
    const fresh = this.cards
      .listCardRefs(decks)
      .filter((card) => !practised.has(card.id))
      // easiest first: the 2 to the king, then the ace; then the list's deck and suit order
      .sort((a, b) => a.difficulty - b.difficulty)
      .slice(0, NEW_SUGGESTIONS)
      .map((card): SuggestionDto => ({
        cardId: card.id,
        deckColor: card.deck,
        kind: 'not-practised',
        reason: 'Not practiced yet',
        attempts: 0,
        successRate: 0,
      }));
    return [...weak, ...fresh];
  }

  /** The caller's achievements, newest first. */
  async achievements(userId: string): Promise<AchievementDto[]> {
    const rows = await this.em.find(
      Achievement,
      { user: userId },
      { orderBy: { earnedAt: 'desc', achievementName: 'asc' } },
    );
    return rows.map(achievementOf);
  }

  /** The practice videos of a card (by deck and identifier), oldest first. */
  async videos(deckColor: string, cardIdentifier: string): Promise<PracticeVideoDto[]> {
    const rows = await this.practiceVideos.videosFor(deckColor, cardIdentifier);
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      description: row.description,
      duration: row.duration,
      url: row.url,
      createdAt: row.createdAt.toISOString(),
    }));
  }
}
