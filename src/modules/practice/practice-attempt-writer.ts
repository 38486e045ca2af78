import { Worker } from 'node:worker_threads';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { DeckColor } from '../cards/domain/index.js';
import { newlyEarned, type EarnedAchievement, type PracticeFacts } from './domain/achievements.js';
import type { BatchAttempt, FromWriter, Queued, ToWriter, WriterOptions } from './attempt-writer.worker.js';
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

/**
 * A row of record_practice_batch() for attempt `i` of the batch: for a counted attempt, its rows'
 * values after the whole batch and whether the batch created them; for one not counted, its rows'
 * values as they are.
 */
export interface BatchRow {
  i: number;
  counted: boolean;
  card_attempts: number;
  card_successes: number;
  card_created: boolean;
  day_attempts: number;
  day_successes: number;
  day_created: boolean;
  total_attempts: number | null;
  total_successes: number | null;
  black_cards: number | null;
  red_cards: number | null;
  earned: string[] | null;
  nearby_dates: string[] | null;
}

/** What an attempt changed and what its player had right after it. */
export interface AttemptOutcome {
  counted: boolean;
  card: { attempts: number; successes: number };
  today: { attempts: number; successes: number };
  /** Only for a counted attempt: the achievement rules' view of the player right after it. */
  facts?: PracticeFacts;
  /** The player's achievements before the batch. */
  earned: string[];
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

interface Pending {
  input: AttemptInput;
  resolve: (result: RecordedAttempt) => void;
  reject: (error: unknown) => void;
}

/** The writer thread's module: compiled JavaScript in dist/, the TypeScript source under jest. */
const WORKER_URL = new URL(
  `./attempt-writer.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`,
  import.meta.url,
);

/**
 * Writes attempts in batches (group commit), on a thread of its own (attempt-writer.worker.ts)
 * with its own PostgreSQL connection. An attempt that arrives while no batch is being written is
 * written at once, alone; attempts that arrive while one is being written wait for it and then go
 * together, in one call to record_practice_batch(): one statement, so one atomic transaction, one
 * round trip, one commit and one update of each hot rollup row per batch instead of per attempt,
 * while a lone tap is never delayed. The thread starts the next batch as soon as the previous one
 * commits; on the main thread, it would first wait for the HTTP work queued meanwhile, which took
 * as long as the statement itself under load.
 *
 * Every attempt is counted exactly once, and its answer carries the totals right after it. When a
 * batch fails, each of its attempts is written again on its own, so one bad attempt (say, of a
 * player deleted meanwhile) fails only its own request.
 *
 * Achievements earned by the batch are inserted here by a second statement, while the next batch
 * is already being written. A later batch that evaluates the same achievement before that insert
 * commits inserts it again, which the unique constraint turns into nothing: each achievement is
 * stored and announced once. Every rule is a condition on the player's totals (evaluated again
 * after each attempt), so if that insert ever fails the attempts still stand and the achievement
 * is granted by the player's next qualifying attempt.
 */
@Injectable()
export class PracticeAttemptWriter implements OnModuleDestroy {
  private readonly logger = new Logger(PracticeAttemptWriter.name);
  private readonly pending = new Map<number, Pending>();
  /** Batches written and being answered (their achievements granted). */
  private readonly answering = new Set<Promise<void>>();
  private nextId = 0;
  /** Attempts not yet sent to the thread: sent together once the event loop's current phase ends. */
  private outbox: Queued[] = [];
  private worker: Worker | undefined;

  constructor(private readonly em: EntityManager) {}

  record(input: AttemptInput): Promise<RecordedAttempt> {
    return new Promise((resolve, reject) => {
      const id = this.nextId++;
      this.pending.set(id, { input, resolve, reject });
      const attempt: BatchAttempt = {
        user_id: input.userId,
        kickshot_id: input.cardId,
        deck_color: input.deck,
        success: input.success,
        day: input.localDate,
        at: input.at.toISOString(),
        country: input.country,
        attempt_id: input.attemptId,
      };
      if (this.outbox.push({ id, attempt }) === 1) setImmediate(() => this.send());
    });
  }

  /** One message for the attempts of many requests: a message costs more than its content. */
  private send(): void {
    const attempts = this.outbox;
    if (attempts.length === 0) return; // answered meanwhile, when a thread died
    this.outbox = [];
    this.thread().postMessage({ type: 'attempts', attempts } satisfies ToWriter);
  }

  /** Lets the thread write what it was sent, then stops it; waits for the answers too. */
  async onModuleDestroy(): Promise<void> {
    this.send();
    const worker = this.worker;
    if (worker) {
      const exited = new Promise((resolve) => worker.once('exit', resolve));
      worker.postMessage({ type: 'close' } satisfies ToWriter);
      await exited;
    }
    await Promise.all(this.answering);
  }

  /** The writer thread, started on the first attempt (and again if it ever died). */
  private thread(): Worker {
    if (this.worker) return this.worker;
    const options: WriterOptions = {
      databaseUrl: this.em.config.get('clientUrl') ?? '',
      maxBatch: MAX_BATCH,
    };
    const worker = new Worker(WORKER_URL, { workerData: options });
    worker.unref(); // never what keeps the process alive: the HTTP server is
    worker.on('message', (message: FromWriter) => this.received(message));
    worker.on('error', (error: Error) =>
      this.logger.error({ err: error }, 'The attempt writer thread failed'),
    );
    worker.on('exit', () => {
      if (this.worker === worker) this.worker = undefined;
      // the attempts it had not written, and those not yet sent, are answered with an error (never
      // written, or written and then counted once when retried with their attemptId); the next
      // attempt starts a new thread
      const lost = [...this.pending.values()];
      this.pending.clear();
      this.outbox = [];
      lost.forEach((pending) =>
        pending.reject(new Error('The attempt writer stopped before writing the attempt')),
      );
    });
    return (this.worker = worker);
  }

  private received(message: FromWriter): void {
    if (message.type === 'failed') {
      const pending = this.take(message.id);
      pending?.reject(Object.assign(new Error(message.error.message), message.error));
      return;
    }
    const batch = message.ids.map((id) => this.take(id)).filter((pending) => pending !== undefined);
    if (batch.length !== message.ids.length) {
      // cannot happen: the thread answers every attempt once
      batch.forEach((pending) => pending.reject(new Error('The attempt writer answered an unknown attempt')));
      return;
    }
    const inputs = batch.map((pending) => pending.input);
    const answered = this.answer(batch, outcomesOf(message.rows as BatchRow[], inputs), inputs)
      .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
      .finally(() => this.answering.delete(answered));
    this.answering.add(answered);
  }

  private take(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    return pending;
  }

  /** Grants what the batch earned, then answers each attempt with its totals. */
  private async answer(batch: Pending[], outcomes: AttemptOutcome[], inputs: AttemptInput[]): Promise<void> {
    const granted = await this.grantEarned(outcomes, inputs);
    batch.forEach((pending, i) => {
      const { counted, card, today } = outcomes[i];
      pending.resolve({ counted, card, today, newAchievements: granted.get(i) ?? [] });
    });
  }

  /**
   * Evaluates the achievement rules after each counted attempt, in arrival order (a player's
   * earlier attempt in the batch may have earned one), and inserts what was earned. Answers the
   * inserted achievements by attempt; a failed insert is logged and answers none (see above).
   */
  private async grantEarned(
    outcomes: AttemptOutcome[],
    inputs: AttemptInput[],
  ): Promise<Map<number, NewAchievementDto[]>> {
    const earnedByUser = new Map<string, Set<string>>();
    const grants: Grant[] = [];
    outcomes.forEach((outcome, i) => {
      if (!outcome.facts) return;
      const input = inputs[i];
      let earned = earnedByUser.get(input.userId);
      if (!earned) earnedByUser.set(input.userId, (earned = new Set(outcome.earned)));
      for (const achievement of newlyEarned(outcome.facts, earned)) {
        earned.add(achievement.definition.name);
        grants.push({ i, userId: input.userId, at: input.at, earned: achievement });
      }
    });
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

/**
 * Each attempt's outcome, in input order, from the batch's rows: a counted attempt's totals right
 * after it are its rows' values after the batch less the batch's later counted attempts on them.
 */
export function outcomesOf(rows: readonly BatchRow[], inputs: readonly AttemptInput[]): AttemptOutcome[] {
  const byIndex: BatchRow[] = [];
  for (const row of rows) byIndex[row.i] = row;
  // what the batch's later counted attempts added, by card, day and player
  const later = new Map<string, Tally>();
  const outcomes: AttemptOutcome[] = [];
  for (let i = inputs.length - 1; i >= 0; i--) {
    const row = byIndex[i];
    const input = inputs[i];
    const card = { attempts: row.card_attempts, successes: row.card_successes };
    const today = { attempts: row.day_attempts, successes: row.day_successes };
    if (!row.counted) {
      outcomes[i] = { counted: false, card, today, earned: [] };
      continue;
    }
    const onCard = tally(later, `card/${input.userId}/${input.cardId}`);
    const onDay = tally(later, `day/${input.userId}/${input.localDate}`);
    const ofPlayer = tally(later, `player/${input.userId}`);
    card.attempts -= onCard.attempts;
    card.successes -= onCard.successes;
    today.attempts -= onDay.attempts;
    today.successes -= onDay.successes;
    // a row the batch created was created by its first attempt in the batch
    const firstOnCard = row.card_created && card.attempts === 1;
    const firstOfDay = row.day_created && today.attempts === 1;
    outcomes[i] = {
      counted: true,
      card,
      today,
      facts: {
        totalAttempts: (row.total_attempts ?? 0) - ofPlayer.attempts,
        totalSuccesses: (row.total_successes ?? 0) - ofPlayer.successes,
        cardsPractised: {
          black: (row.black_cards ?? 0) - ofPlayer.black,
          red: (row.red_cards ?? 0) - ofPlayer.red,
        },
        card: { cardId: input.cardId, ...card },
        // the streak can only grow on a player's first attempt of a day
        practiceDates: firstOfDay ? [...(row.nearby_dates ?? []), input.localDate] : [input.localDate],
      },
      earned: row.earned ?? [],
    };
    const success = input.success ? 1 : 0;
    for (const added of [onCard, onDay, ofPlayer]) {
      added.attempts += 1;
      added.successes += success;
    }
    // practice_totals counts the cards of the two active decks
    if (firstOnCard && input.deck !== 'blue') ofPlayer[input.deck] += 1;
  }
  return outcomes;
}

/** What later attempts added to a card's, a day's or a player's totals (cards: players only). */
interface Tally {
  attempts: number;
  successes: number;
  black: number;
  red: number;
}

function tally(tallies: Map<string, Tally>, key: string): Tally {
  let value = tallies.get(key);
  if (!value) tallies.set(key, (value = { attempts: 0, successes: 0, black: 0, red: 0 }));
  return value;
}
