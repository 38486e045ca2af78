import { Worker } from 'node:worker_threads';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { CardsService } from '../cards/index.js';
import { achievementsEarned, grant } from './achievement-grants.js';
import { outcomesOf, type AttemptInput, type AttemptOutcome, type BatchRow } from './attempt-outcomes.js';
import type { BatchAttempt, FromWriter, Queued, ToWriter, WriterOptions } from './attempt-writer.worker.js';

/** At most this many attempts share one transaction. */
export const MAX_BATCH = 256;

interface Pending {
  input: AttemptInput;
  resolve: (outcome: AttemptOutcome) => void;
  reject: (error: unknown) => void;
}

/**
 * The writer thread's heap: its garbage (a batch's JSON and rows) is small and dies young, so a
 * young generation of 4 MB is plenty; left to the main thread's flags it grew to tens of megabytes
 * that the thread then kept.
 */
const WRITER_LIMITS = { maxYoungGenerationSizeMb: 4 };

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
 * Each attempt's totals right after it are worked out from its batch's rows (outcomesOf), and the
 * achievements the batch earned are inserted by a second statement (achievement-grants.ts), while
 * the next batch is already being written; if that insert fails, the attempts still stand.
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

  constructor(
    private readonly em: EntityManager,
    private readonly cards: CardsService,
  ) {}

  record(input: AttemptInput): Promise<AttemptOutcome> {
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
      if (this.outbox.push({ id, attempt: JSON.stringify(attempt) }) === 1) setImmediate(() => this.send());
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
      pgOptions: { ...this.em.config.get('driverOptions') },
      maxBatch: MAX_BATCH,
    };
    const worker = new Worker(WORKER_URL, { workerData: options, resourceLimits: WRITER_LIMITS });
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
    const answered = this.answer(batch, message.rows, inputs)
      .catch((error: unknown) => batch.forEach((pending) => pending.reject(error)))
      .finally(() => this.answering.delete(answered));
    this.answering.add(answered);
  }

  private take(id: number): Pending | undefined {
    const pending = this.pending.get(id);
    this.pending.delete(id);
    return pending;
  }

  /**
   * Works out each attempt's outcome, grants what the batch earned, then answers each attempt. A
   * failed insert is logged and grants nothing: the attempts stand (see grant). Anything else that
   * fails (rows that do not match the batch) answers every attempt of the batch with the error.
   */
  private async answer(batch: Pending[], rowsJson: string, inputs: AttemptInput[]): Promise<void> {
    const outcomes = outcomesOf(JSON.parse(rowsJson) as BatchRow[], inputs);
    const grants = achievementsEarned(outcomes, inputs, this.cards.deckSizes());
    if (grants.length > 0) {
      try {
        await grant(this.em, grants);
      } catch (error) {
        this.logger.error(
          { err: error },
          'Could not insert earned achievements; the next attempts grant them',
        );
      }
    }
    batch.forEach((pending, i) => {
      const outcome = outcomes[i];
      // cannot happen: outcomesOf answers one outcome per input, in the batch's order
      if (outcome) pending.resolve(outcome);
      else pending.reject(new Error('The attempt writer found no outcome for the attempt'));
    });
  }
}
