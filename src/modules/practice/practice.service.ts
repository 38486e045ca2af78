import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { findListedCard, parseCardId, type Card } from '../cards/domain/index.js';
import { isPlausibleLocalDate, sessionMinutes, successRate } from './domain/practice-math.js';
import type { AttemptResultDto, DayTotalsDto, SessionEndedDto } from './dto/practice.dto.js';
import type { EndSessionDto, RecordAttemptDto } from './dto/record-attempt.dto.js';
import { PracticeAttemptWriter } from './practice-attempt-writer.js';
import { PracticeException } from './practice.exception.js';

/**
 * Practice tracking: attempts, the day's session and achievements. Every query is scoped to the
 * given user.
 */
@Injectable()
export class PracticeService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly writer: PracticeAttemptWriter,
  ) {}

  /**
   * Counts one Success or Miss: progress, the day's session, the global rollups and any
   * achievement earned commit together (see PracticeAttemptWriter). An attemptId already recorded
   * counts nothing and answers the current totals.
   */
  async recordAttempt(userId: string, country: string, dto: RecordAttemptDto): Promise<AttemptResultDto> {
    const card = this.requireCard(dto.cardId);
    const now = this.clock.now();
    this.requireLocalDate(dto.localDate, now);
    const recorded = await this.writer.record({
      userId,
      cardId: card.id,
      deck: card.deck,
      success: dto.success,
      localDate: dto.localDate,
      at: now,
      country,
      attemptId: dto.attemptId ?? null,
    });
    return {
      counted: recorded.counted,
      card: cardTotals(card.id, recorded.card.attempts, recorded.card.successes),
      today: dayTotals(dto.localDate, recorded.today.attempts, recorded.today.successes),
      newAchievements: recorded.newAchievements,
    };
  }

  /** Stores the elapsed minutes on the day's session (404 when nothing was practised that day). */
  async endSession(userId: string, dto: EndSessionDto): Promise<SessionEndedDto> {
    const now = this.clock.now();
    this.requireLocalDate(dto.localDate, now);
    const minutes = sessionMinutes(new Date(dto.startedAt), now);
    const updated = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'update practice_sessions set session_duration_minutes = ? where user_id = ? and session_date = ?::date returning id',
        [minutes, userId, dto.localDate],
      );
    if (updated.length === 0) throw new PracticeException('PRACTICE_SESSION_NOT_FOUND');
    return { date: dto.localDate, durationMinutes: minutes };
  }

  /** A listed card of the body's cardId: 400 INVALID_CARD_ID or CARD_NOT_FOUND otherwise. */
  private requireCard(cardId: string): Card {
    if (!parseCardId(cardId)) {
      throw new PracticeException('INVALID_CARD_ID', [
        { field: 'cardId', message: 'must be <deck>-<rank><suit>, e.g. black-2S' },
      ]);
    }
    const card = findListedCard(cardId);
    if (!card) {
      throw new PracticeException('CARD_NOT_FOUND', [
        { field: 'cardId', message: 'must be a card of the black or red deck' },
      ]);
    }
    return card;
  }

  private requireLocalDate(localDate: string, now: Date): void {
    if (!isPlausibleLocalDate(localDate, now)) {
      throw new PracticeException('INVALID_LOCAL_DATE', [
        { field: 'localDate', message: "must be a real date within one day of today's date" },
      ]);
    }
  }
}

function cardTotals(cardId: string, attempts: number, successes: number) {
  return { cardId, attempts, successes, successRate: successRate(successes, attempts) };
}

function dayTotals(date: string, attempts: number, successes: number): DayTotalsDto {
  return { date, attempts, successes, successRate: successRate(successes, attempts) };
}
