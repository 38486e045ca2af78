/**
 * The attempt writer's thread (see PracticeAttemptWriter): it owns one PostgreSQL connection and
 * writes the attempts it is sent in batches, one record_practice_batch() statement at a time, each
 * batch made of every attempt that arrived while the previous one was written. Its event loop does
 * nothing else, so a batch starts as soon as the previous one commits, however busy the main thread
 * is with HTTP requests. It posts each batch's rows back; the main thread answers the requests.
 *
 * Loaded by Node directly (from dist/, or from the TypeScript source under jest): it imports only
 * Node and pg, and uses only type syntax that Node can strip.
 */
import { parentPort, workerData } from 'node:worker_threads';
import pg from 'pg';

/** What the main thread sends. */
export type ToWriter =
  /** Attempts to write, in arrival order. */
  | { type: 'attempts'; attempts: Queued[] }
  /** Write what is queued, close the connection and exit. */
  | { type: 'close' };

/** What the writer sends back. */
export type FromWriter =
  /**
   * A batch was written: its rows of record_practice_batch(), one per attempt (`i` indexes `ids`),
   * as the JSON array PostgreSQL wrote.
   */
  | { type: 'batch'; ids: number[]; rows: string }
  /** An attempt could not be written (its batch failed, or it failed again written alone). */
  | { type: 'failed'; id: number; error: WriterError };

/** An attempt as record_practice_batch() reads it (its index `i` in the batch is added here: batchJson). */
export interface BatchAttempt {
  user_id: string;
  kickshot_id: string;
  deck_color: string;
  success: boolean;
  day: string;
  at: string;
  country: string;
  attempt_id: string | null;
}

/** A PostgreSQL error's message and fields (an Error's own properties do not cross threads). */
export interface WriterError {
  message: string;
  code?: string;
  detail?: string;
  constraint?: string;
}

export interface WriterOptions {
  databaseUrl: string;
  /** node-postgres options of the server's pool (its connect, statement and read timeouts). */
  pgOptions: Record<string, unknown>;
  /** At most this many attempts share one transaction. */
  maxBatch: number;
}

/** PostgreSQL's deadlock_detected and serialization_failure: the transaction can simply be retried. */
const RETRYABLE = new Set(['40P01', '40001']);

/**
 * Errors one attempt of a batch can cause (bad data, a constraint such as a player deleted
 * meanwhile, an error raised by the function): the batch is then written again one attempt at a
 * time. Any other error (the database unreachable or too slow) fails the whole batch at once.
 */
const ONE_BAD_ATTEMPT = /^(22|23|P0)/;

/**
 * The batch's rows as one JSON text, which PostgreSQL writes and the main thread parses: nothing in
 * between takes the rows apart. Parsing each field here and copying the rows' objects (the player's
 * achievements among them) to the main thread cost more CPU than the answer itself. A named
 * statement: parsed and planned once per connection.
 */
const STATEMENT = {
  name: 'record_practice_batch',
  text: `select coalesce(json_agg(r), '[]')::text as rows from record_practice_batch($1::jsonb) r`,
};

export interface Queued {
  /** The main thread's id of the attempt. */
  id: number;
  /** The attempt (a BatchAttempt) as JSON: a string costs less to send between threads than an object. */
  attempt: string;
}

/** The batch as record_practice_batch() reads it: each attempt with its index `i` in the batch. */
function batchJson(batch: readonly Queued[]): string {
  return `[${batch.map((queued, i) => `{"i":${i},${queued.attempt.slice(1)}`).join(',')}]`;
}

if (parentPort) {
  const port = parentPort;
  const { databaseUrl, maxBatch, pgOptions } = workerData as WriterOptions;
  // one connection, opened again by the pool after it breaks
  const pool = new pg.Pool({ ...pgOptions, connectionString: databaseUrl, max: 1 });
  pool.on('error', () => undefined); // an idle connection that broke is simply replaced
  const queue: Queued[] = [];
  let writing = false;
  let closing = false;

  const writeBatch = async (batch: Queued[], retries = 1): Promise<void> => {
    try {
      const { rows } = await pool.query<{ rows: string }>({ ...STATEMENT, values: [batchJson(batch)] });
      const json = rows[0]?.rows ?? '[]';
      port.postMessage({
        type: 'batch',
        ids: batch.map((queued) => queued.id),
        rows: json,
      } satisfies FromWriter);
    } catch (error) {
      const { message, code, detail, constraint } = error as pg.DatabaseError;
      if (retries > 0 && RETRYABLE.has(code ?? '')) return writeBatch(batch, retries - 1);
      if (batch.length === 1 || !ONE_BAD_ATTEMPT.test(code ?? '')) {
        for (const queued of batch) {
          const failed: FromWriter = {
            type: 'failed',
            id: queued.id,
            error: { message, code, detail, constraint },
          };
          port.postMessage(failed);
        }
        return;
      }
      // one bad attempt (say, of a player deleted meanwhile) fails only its own request
      for (const queued of batch) await writeBatch([queued]);
    }
  };

  const close = async (): Promise<void> => {
    await pool.end();
    port.close();
  };

  const drain = async (): Promise<void> => {
    writing = true;
    try {
      while (queue.length > 0) await writeBatch(queue.splice(0, maxBatch));
    } finally {
      writing = false;
    }
    if (closing) await close();
  };

  port.on('message', (message: ToWriter) => {
    if (message.type === 'attempts') {
      queue.push(...message.attempts);
      if (!writing) void drain();
    } else {
      closing = true;
      if (!writing) void close();
    }
  });
}
