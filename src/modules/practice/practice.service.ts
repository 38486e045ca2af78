import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { addCalendarDays, DAY_MS, utcDate } from '../../common/dates.js';
import { ValidationFailedException, type FieldError } from '../../common/errors/app.exception.js';
import { CardsService } from '../cards/index.js';
import { isPlausibleLocalDate, parseDateTime, sessionMinutes } from './domain/practice-math.js';
import type { AttemptResultDto, SessionEndedDto } from './dto/practice.dto.js';
import type { EndSessionDto, RecordAttemptDto } from './dto/record-attempt.dto.js';
import { PracticeAttemptWriter } from './practice-attempt-writer.js';
import { attemptResultOf } from './practice.mapper.js';
import { PracticeException } from './practice.exception.js';

/**
 * How many days before the server's UTC date an attempt's local date may be: taps made offline are
 * queued by the client and sent later with the day they were made on, for up to a week.
 */
export const ATTEMPT_MAX_DAYS_BACK = 7;

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

  /** The local dates an attempt may count for (see requireAttemptDate), worked out once per UTC day. */
  private attemptDates: { day: number; latest: string; dates: ReadonlySet<string> } | undefined;

  /**
   * Counts one Success or Miss: progress, the day's session, the global rollups and any
   * achievement earned commit together (see PracticeAttemptWriter). An attemptId already recorded
   * counts nothing and answers the current totals.
   */
  async recordAttempt(userId: string, country: string, dto: RecordAttemptDto): Promise<AttemptResultDto> {
    const card = this.cards.requireCardReference(dto.cardId, 'cardId');
    const now = this.clock.now();
    this.requireAttemptDate(dto.localDate, now);
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

  /**
   * Stores the elapsed minutes on the day's session (404 when nothing was practised that day). The
   * date must be within one day of the server's (not a week back as for attempts): the minutes are
   * measured up to now, so ending a session days later would store a wrong duration.
   */
  async endSession(userId: string, dto: EndSessionDto): Promise<SessionEndedDto> {
    const now = this.clock.now();
    this.requireSessionDate(dto.localDate, now);
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

  /**
   * An attempt's local date: a real date from ATTEMPT_MAX_DAYS_BACK days before the server's UTC
   * date (a tap queued offline keeps its day) to one day after it (every time zone is within that),
   * so a practice day can never be invented in the future or far back. The allowed dates are worked
   * out once per UTC day: every practice attempt asks.
   */
  private requireAttemptDate(localDate: string, now: Date): void {
    const day = Math.floor(now.getTime() / DAY_MS);
    if (this.attemptDates?.day !== day) {
      const today = utcDate(now);
      const dates = Array.from({ length: ATTEMPT_MAX_DAYS_BACK + 2 }, (_, i) =>
        addCalendarDays(today, i - ATTEMPT_MAX_DAYS_BACK),
      );
      this.attemptDates = { day, latest: addCalendarDays(today, 1), dates: new Set(dates) };
    }
    const allowed = this.attemptDates;
    if (allowed.dates.has(localDate)) return;
    // YYYY-MM-DD (checked by the DTO) sorts like the dates it names
    const reason = !isRealDate(localDate)
      ? 'must be a real date'
      : localDate > allowed.latest
        ? "must not be more than one day after today's date"
        : `must not be more than ${ATTEMPT_MAX_DAYS_BACK} days before today's date`;
    throw invalidLocalDate({ field: 'localDate', message: reason });
  }

  /** A session's local date: a real date within one day of the server's UTC date. */
  private requireSessionDate(localDate: string, now: Date): void {
    if (!isPlausibleLocalDate(localDate, now)) {
      throw invalidLocalDate({
        field: 'localDate',
        message: "must be a real date within one day of today's date",
      });
    }
  }
}

/** Whether a YYYY-MM-DD date exists (2026-02-30 does not). */
function isRealDate(date: string): boolean {
  const instant = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(instant.getTime()) && utcDate(instant) === date;
}

function invalidLocalDate(error: FieldError): PracticeException {
  return new PracticeException('INVALID_LOCAL_DATE', [error]);
}
