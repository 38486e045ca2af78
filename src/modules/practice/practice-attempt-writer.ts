import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import type { DeckColor } from '../cards/domain/index.js';
import { newlyEarned, type EarnedAchievement, type PracticeFacts } from './domain/achievements.js';
import type { NewAchievementDto } from './dto/practice.dto.js';

/** One Success or Miss to record, already validated. */
export interface AttemptInput {
  userId: string;
  cardId: string;
  deck: DeckColor;
  success: boolean;
  localDate: string;
  at: Date;
  /** The request's country; a card's progress row keeps the country of its first attempt. */
  country: string;
  attemptId: string | null;
}

export interface RecordedAttempt {
  /** False when the attemptId was already recorded: nothing changed and the totals are as they are. */
  counted: boolean;
  card: { attempts: number; successes: number };
  today: { attempts: number; successes: number };
  newAchievements: NewAchievementDto[];
}

/** A row of record_practice_attempts(): the totals right after attempt `i` of the batch. */
interface AttemptRow {
  i: number;
  counted: boolean;
  card_attempts: number;
  card_successes: number;
  first_on_card: boolean;
  day_attempts: number;
  day_successes: number;
  first_of_day: boolean;
  total_attempts: number | null;
  total_successes: number | null;
  black_cards: number | null;
  red_cards: number | null;
  earned: string[] | null;
  nearby_dates: string[] | null;
}

interface Grant {
  i: number;
  userId: string;
  at: Date;
  earned: EarnedAchievement;
}

const GRANT_SQL = `
insert into achievements as e (id, user_id, achievement_type, achievement_name, description, metadata, earned_at)
select gen_random_uuid(), t.user_id, t.type, t.name, t.description, t.metadata, t.earned_at
  from jsonb_to_recordset(?::jsonb)
       as t(user_id uuid, type text, name text, description text, metadata jsonb, earned_at timestamptz)
 order by t.user_id, t.name
on conflict (user_id, achievement_name) do nothing
returning e.user_id, e.achievement_name as name, e.description, e.achievement_type as type, e.earned_at`;

/** At most this many attempts share one transaction. */
export const MAX_BATCH = 256;

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction can simply be retried. */
const RETRYABLE = new Set(['40P01', '40001']);

interface Pending {
  input: AttemptInput;
  resolve: (result: RecordedAttempt) => void;
  reject: (error: unknown) => void;
}

/**
 * Writes attempts in batches (group commit). An attempt that arrives while no batch is being
 * written is written at once, alone; attempts that arrive while one is being written wait for it
 * and then go together, in one call to record_practice_attempts(): one statement, so one atomic
 * transaction, one round trip, one commit and one update of each hot rollup row per batch instead
 * of per attempt, while a lone tap is never delayed.
 *
 * Every attempt is counted exactly once, and its answer carries the totals right after it. When a
 * batch fails, each of its attempts is written again on its own, so one bad attempt (say, of a
 * player deleted meanwhile) fails only its own request.
 *
 * Achievements earned by the batch are inserted by a second statement, while the next batch is
 * already being written. A later batch that evaluates the same achievement before that insert
 * commits inserts it again, which the unique constraint turns into nothing: each achievement is
 * stored and announced once. Every rule is a condition on the player's totals (evaluated again
 * after each attempt), so if that insert ever fails the attempts still stand and the achievement
 * is granted by the player's next qualifying attempt.
 */
@Injectable()
export class PracticeAttemptWriter {
  private readonly logger = new Logger(PracticeAttemptWriter.name);
  private readonly queue: Pending[] = [];
  private writing = false;

  constructor(private readonly em: EntityManager) {}

  record(input: AttemptInput): Promise<RecordedAttempt> {
    return new Promise((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      if (!this.writing) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.writing = true;
    try {
      while (this.queue.length > 0) {
        const batch = this.queue.splice(0, MAX_BATCH);
        // writeBatch answers every attempt itself; this only guards against the unexpected
        await this.writeBatch(batch).catch((error: unknown) => batch.forEach((p) => p.reject(error)));
      }
    } finally {
      this.writing = false;
    }
  }

  private async writeBatch(batch: Pending[], retries = 1): Promise<void> {
    const inputs = batch.map((pending) => pending.input);
    let rows: AttemptRow[];
    try {
      rows = await this.recordRows(inputs);
    } catch (error) {
      if (retries > 0 && RETRYABLE.has((error as { code?: string }).code ?? '')) {
        return this.writeBatch(batch, retries - 1);
      }
      if (batch.length === 1) return batch[0].reject(error);
      for (const pending of batch) await this.writeBatch([pending]);
      return;
    }
    // answered while the next batch is written: only the statement itself needs to wait its turn
    void this.answer(batch, rows, inputs).catch((error: unknown) => batch.forEach((p) => p.reject(error)));
  }

  /** Grants what the batch earned, then answers each attempt with its totals. */
  private async answer(batch: Pending[], rows: AttemptRow[], inputs: AttemptInput[]): Promise<void> {
    const granted = await this.grantEarned(rows, inputs);
    batch.forEach((pending, i) => {
      const row = rows[i];
      pending.resolve({
        counted: row.counted,
        card: { attempts: row.card_attempts, successes: row.card_successes },
        today: { attempts: row.day_attempts, successes: row.day_successes },
        newAchievements: granted.get(i) ?? [],
      });
    });
  }

  /** The batch's rows of record_practice_attempts(), in input order. */
  private async recordRows(inputs: AttemptInput[]): Promise<AttemptRow[]> {
    const rows = await this.em
      .getConnection()
      .execute<AttemptRow[]>('select * from record_practice_attempts(?::jsonb)', [
        JSON.stringify(
          inputs.map((input, i) => ({
            i,
            user_id: input.userId,
            kickshot_id: input.cardId,
            deck_color: input.deck,
            success: input.success,
            day: input.localDate,
            at: input.at.toISOString(),
            country: input.country,
            attempt_id: input.attemptId,
          })),
        ),
      ]);
    return rows.sort((a, b) => a.i - b.i);
  }

  /**
   * Evaluates the achievement rules after each counted attempt, in arrival order (a player's
   * earlier attempt in the batch may have earned one), and inserts what was earned. Answers the
   * inserted achievements by attempt; a failed insert is logged and answers none (see above).
   */
  private async grantEarned(
    rows: AttemptRow[],
    inputs: AttemptInput[],
  ): Promise<Map<number, NewAchievementDto[]>> {
    const earnedByUser = new Map<string, Set<string>>();
    const grants: Grant[] = [];
    for (const row of rows) {
      if (!row.counted) continue;
      const input = inputs[row.i];
      let earned = earnedByUser.get(input.userId);
      if (!earned) earnedByUser.set(input.userId, (earned = new Set(row.earned ?? [])));
      for (const achievement of newlyEarned(factsOf(row, input), earned)) {
        earned.add(achievement.definition.name);
        grants.push({ i: row.i, userId: input.userId, at: input.at, earned: achievement });
      }
    }
    if (grants.length === 0) return new Map();
    try {
      return await this.grant(grants);
    } catch (error) {
      this.logger.error({ err: error }, 'Could not insert earned achievements; the next attempts grant them');
      return new Map();
    }
  }

  /** Inserts earned achievements (one that a racing request already inserted is skipped). */
  private async grant(grants: Grant[]): Promise<Map<number, NewAchievementDto[]>> {
    const inserted = await this.em
      .getConnection()
      .execute<{ user_id: string; name: string; description: string; type: string; earned_at: Date }[]>(
        GRANT_SQL,
        [
          JSON.stringify(
            grants.map(({ userId, at, earned }) => ({
              user_id: userId,
              type: earned.definition.type,
              name: earned.definition.name,
              description: earned.definition.description,
              metadata: earned.metadata,
              earned_at: at.toISOString(),
            })),
          ),
        ],
      );
    const byKey = new Map(inserted.map((row) => [`${row.user_id}/${row.name}`, row]));
    const answers = new Map<number, NewAchievementDto[]>();
    for (const grant of grants) {
      const row = byKey.get(`${grant.userId}/${grant.earned.definition.name}`);
      if (!row) continue;
      const list = answers.get(grant.i) ?? [];
      list.push({
        name: row.name,
        description: row.description,
        type: row.type,
        earnedAt: new Date(row.earned_at).toISOString(),
      });
      answers.set(grant.i, list);
    }
    return answers;
  }
}

/** The achievement rules' view of a counted attempt. */
function factsOf(row: AttemptRow, input: AttemptInput): PracticeFacts {
  return {
    totalAttempts: row.total_attempts ?? 0,
    totalSuccesses: row.total_successes ?? 0,
    cardsPractised: { black: row.black_cards ?? 0, red: row.red_cards ?? 0 },
    card: { cardId: input.cardId, attempts: row.card_attempts, successes: row.card_successes },
    // the streak can only grow on a player's first attempt of a day
    practiceDates: row.first_of_day ? [...(row.nearby_dates ?? []), input.localDate] : [input.localDate],
  };
}
