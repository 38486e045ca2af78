import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock.js';
import { findListedCard, parseCardId, type Card } from '../cards/domain/index.js';
import { StatsRollupsService } from '../stats/stats-rollups.service.js';
import { newlyEarned, type PracticeFacts } from './domain/achievements.js';
import { isPlausibleLocalDate, sessionMinutes, successRate } from './domain/practice-math.js';
import type {
  AttemptResultDto,
  DayTotalsDto,
  NewAchievementDto,
  SessionEndedDto,
} from './dto/practice.dto.js';
import type { EndSessionDto, RecordAttemptDto } from './dto/record-attempt.dto.js';
import { PracticeException } from './practice.exception.js';

interface AttemptRow {
  counted: boolean;
  attempts: number | null;
  successes: number | null;
  country: string | null;
  first_on_card: boolean | null;
  day_attempts: number | null;
  day_successes: number | null;
  first_of_day: boolean | null;
  other_attempts: number;
  other_successes: number;
  other_deck_cards: number | null;
  earned: string[];
  nearby_dates: string[] | null;
}

/**
 * One statement records an attempt: the attempt id (idempotency), the card's progress row and the
 * day's session row (each a single `insert … on conflict do update … returning`, so concurrent
 * taps never lose a count), and, from the same snapshot, the few facts the achievement rules need.
 * Facts the attempt cannot change are not read (the streak only on a new day, the deck only on a
 * new card).
 */
const RECORD_ATTEMPT_SQL = `
with args as (
  select ?::uuid as user_id, ?::text as kickshot_id, ?::text as deck_color, ?::int as success,
         ?::date as day, ?::timestamptz as at, ?::text as country, ?::uuid as attempt_id
), attempt as (
  insert into practice_attempt_ids (id, user_id, created_at)
  select attempt_id, user_id, at from args where attempt_id is not null
  on conflict (id) do nothing
  returning id
), go as (
  select (select attempt_id is null from args) or exists (select 1 from attempt) as counted
), progress as (
  insert into kickshot_progress as p
    (id, user_id, kickshot_id, deck_color, attempts, successes, last_practiced, first_practiced, country)
  select gen_random_uuid(), user_id, kickshot_id, deck_color, 1, success, at, at, country
    from args where (select counted from go)
  on conflict (user_id, kickshot_id) do update set
    attempts = p.attempts + 1,
    successes = p.successes + excluded.successes,
    last_practiced = excluded.last_practiced
  returning p.attempts, p.successes, p.country, (p.xmax = 0) as first_on_card
), session as (
  insert into practice_sessions as s
    (id, user_id, session_date, total_attempts, total_successes, country, created_at)
  select gen_random_uuid(), user_id, day, 1, success, country, at
    from args where (select counted from go)
  on conflict (user_id, session_date) do update set
    total_attempts = s.total_attempts + 1,
    total_successes = s.total_successes + excluded.total_successes
  returning s.total_attempts, s.total_successes, (s.xmax = 0) as first_of_day
)
select g.counted, p.attempts, p.successes, p.country, p.first_on_card,
       s.total_attempts as day_attempts, s.total_successes as day_successes, s.first_of_day,
       (select coalesce(sum(o.attempts), 0)::int from kickshot_progress o
         where o.user_id = a.user_id and o.kickshot_id <> a.kickshot_id) as other_attempts,
       (select coalesce(sum(o.successes), 0)::int from kickshot_progress o
         where o.user_id = a.user_id and o.kickshot_id <> a.kickshot_id) as other_successes,
       case when p.first_on_card then
         (select count(*)::int from kickshot_progress o
           where o.user_id = a.user_id and o.deck_color = a.deck_color and o.kickshot_id <> a.kickshot_id)
       end as other_deck_cards,
       (select coalesce(array_agg(e.achievement_name), '{}') from achievements e
         where e.user_id = a.user_id) as earned,
       case when s.first_of_day then
         (select coalesce(array_agg(to_char(d.session_date, 'YYYY-MM-DD')), '{}') from practice_sessions d
           where d.user_id = a.user_id and d.session_date between a.day - 6 and a.day + 6)
       end as nearby_dates
  from args a cross join go g left join progress p on true left join session s on true`;

const GRANT_SQL = `
insert into achievements as e (id, user_id, achievement_type, achievement_name, description, metadata, earned_at)
select gen_random_uuid(), ?::uuid, t.type, t.name, t.description, t.metadata, ?::timestamptz
  from jsonb_to_recordset(?::jsonb) as t(type text, name text, description text, metadata jsonb)
on conflict (user_id, achievement_name) do nothing
returning e.achievement_name as name, e.description, e.achievement_type as type, e.earned_at`;

/**
 * Practice tracking: attempts, the day's session and achievements. Every query is scoped to the
 * given user.
 */
@Injectable()
export class PracticeService {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    private readonly rollups: StatsRollupsService,
  ) {}

  /**
   * Counts one Success or Miss, in one transaction: progress, the day's session, the global
   * rollups and any achievement earned. An attemptId already recorded counts nothing and answers
   * the current totals.
   */
  async recordAttempt(userId: string, country: string, dto: RecordAttemptDto): Promise<AttemptResultDto> {
    const card = this.requireCard(dto.cardId);
    const now = this.clock.now();
    this.requireLocalDate(dto.localDate, now);
    return this.em.fork().transactional(async (tx) => {
      const [row] = await tx
        .getConnection()
        .execute<AttemptRow[]>(
          RECORD_ATTEMPT_SQL,
          [
            userId,
            card.id,
            card.deck,
            dto.success ? 1 : 0,
            dto.localDate,
            now,
            country,
            dto.attemptId ?? null,
          ],
          'all',
          tx.getTransactionContext(),
        );
      if (!row?.counted || row.attempts === null || row.day_attempts === null) {
        return this.currentTotals(tx, userId, card.id, dto.localDate);
      }
      const facts: PracticeFacts = {
        totalAttempts: row.other_attempts + row.attempts,
        totalSuccesses: row.other_successes + (row.successes ?? 0),
        cardsPractised: { black: 0, red: 0 },
        card: { cardId: card.id, attempts: row.attempts, successes: row.successes ?? 0 },
        practiceDates: [...(row.nearby_dates ?? []), dto.localDate],
      };
      if (row.first_on_card && (card.deck === 'black' || card.deck === 'red'))
        facts.cardsPractised[card.deck] = (row.other_deck_cards ?? 0) + 1;
      const newAchievements = await this.grant(tx, userId, facts, new Set(row.earned), now);
      await this.rollups.recordAttempt(tx, {
        userId,
        kickshotId: card.id,
        deckColor: card.deck,
        country: row.country ?? country,
        success: dto.success,
        firstOnCard: row.first_on_card === true,
      });
      return {
        counted: true,
        card: cardTotals(card.id, row.attempts, row.successes ?? 0),
        today: dayTotals(dto.localDate, row.day_attempts, row.day_successes ?? 0),
        newAchievements,
      };
    });
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

  /** Inserts the newly earned achievements; a race that already inserted one is skipped. */
  private async grant(
    tx: EntityManager,
    userId: string,
    facts: PracticeFacts,
    alreadyEarned: ReadonlySet<string>,
    now: Date,
  ): Promise<NewAchievementDto[]> {
    const earned = newlyEarned(facts, alreadyEarned);
    if (earned.length === 0) return [];
    const rows = await tx
      .getConnection()
      .execute<{ name: string; description: string; type: string; earned_at: Date }[]>(
        GRANT_SQL,
        [
          userId,
          now,
          JSON.stringify(
            earned.map(({ definition, metadata }) => ({
              type: definition.type,
              name: definition.name,
              description: definition.description,
              metadata,
            })),
          ),
        ],
        'all',
        tx.getTransactionContext(),
      );
    const order = earned.map((e) => e.definition.name);
    return rows
      .sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
      .map((r) => ({
        name: r.name,
        description: r.description,
        type: r.type,
        earnedAt: new Date(r.earned_at).toISOString(),
      }));
  }

  /** The answer to a retried attempt: the totals as they are, nothing counted. */
  private async currentTotals(
    tx: EntityManager,
    userId: string,
    cardId: string,
    localDate: string,
  ): Promise<AttemptResultDto> {
    const [row] = await tx.getConnection().execute<
      {
        attempts: number | null;
        successes: number | null;
        day_attempts: number | null;
        day_successes: number | null;
      }[]
    >(
      `select p.attempts, p.successes, s.total_attempts as day_attempts, s.total_successes as day_successes
         from (select 1) one
         left join kickshot_progress p on p.user_id = ? and p.kickshot_id = ?
         left join practice_sessions s on s.user_id = ? and s.session_date = ?::date`,
      [userId, cardId, userId, localDate],
      'all',
      tx.getTransactionContext(),
    );
    return {
      counted: false,
      card: cardTotals(cardId, row?.attempts ?? 0, row?.successes ?? 0),
      today: dayTotals(localDate, row?.day_attempts ?? 0, row?.day_successes ?? 0),
      newAchievements: [],
    };
  }
}

function cardTotals(cardId: string, attempts: number, successes: number) {
  return { cardId, attempts, successes, successRate: successRate(successes, attempts) };
}

function dayTotals(date: string, attempts: number, successes: number): DayTotalsDto {
  return { date, attempts, successes, successRate: successRate(successes, attempts) };
}
