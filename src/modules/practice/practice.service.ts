import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { ValidationFailedException } from '../../common/errors/app.exception.js';
import { CardsService } from '../cards/index.js';
import { isPlausibleLocalDate, parseDateTime, sessionMinutes } from './domain/practice-math.js';
import type { AttemptResultDto, SessionEndedDto } from './dto/practice.dto.js';
import type { EndSessionDto, RecordAttemptDto } from './dto/record-attempt.dto.js';
import { PracticeAttemptWriter } from './practice-attempt-writer.js';
import { attemptResultOf } from './practice.mapper.js';
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
    private readonly cards: CardsService,
  ) {}

  /**
   * Counts one Success or Miss: progress, the day's session, the global rollups and any
   * achievement earned commit together (see PracticeAttemptWriter). An attemptId already recorded
   * counts nothing and answers the current totals.
   */
  async recordAttempt(userId: string, country: string, dto: RecordAttemptDto): Promise<AttemptResultDto> {
    const card = this.cards.requireCardReference(dto.cardId, 'cardId');
    const now = this.clock.now();
    this.requireLocalDate(dto.localDate, now);
    const outcome = await this.writer.record({
      userId,
      cardId: card.id,
      deck: card.deck,
      success: dto.success,
      localDate: dto.localDate,
      at: now,
      country,
      attemptId: dto.attemptId ?? null,
    });
    return attemptResultOf(card.id, dto.localDate, outcome);
  }

  /** Stores the elapsed minutes on the day's session (404 when nothing was practised that day). */
  async endSession(userId: string, dto: EndSessionDto): Promise<SessionEndedDto> {
    const now = this.clock.now();
    this.requireLocalDate(dto.localDate, now);
    const startedAt = parseDateTime(dto.startedAt);
    if (!startedAt) {
      // The DTO has checked it; kept so a bad value can never reach the database as NaN.
      throw new ValidationFailedException([{ field: 'startedAt', message: 'must be an RFC 3339 date-time' }]);
    }
    const minutes = sessionMinutes(startedAt, now);
    const updated = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        'update practice_sessions set session_duration_minutes = ? where user_id = ? and session_date = ?::date returning id',
        [minutes, userId, dto.localDate],
      );
    if (updated.length === 0) throw new PracticeException('PRACTICE_SESSION_NOT_FOUND');
    return { date: dto.localDate, durationMinutes: minutes };
  }

  private requireLocalDate(localDate: string, now: Date): void {
    if (!isPlausibleLocalDate(localDate, now)) {
      throw new PracticeException('INVALID_LOCAL_DATE', [
        { field: 'localDate', message: "must be a real date within one day of today's date" },
      ]);
    }
  }
}
