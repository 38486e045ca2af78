import { fileURLToPath } from 'node:url';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';
import { Piscina } from 'piscina';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import type { LineupOptions, LineupTeam } from './domain/index.js';
import type { OptimiserResult, OptimiserTask } from './domain/optimiser.worker.js';

/**
 * The worker's module, next to this one: compiled JavaScript in dist/ (the server, `npm start`,
 * `npm run dev`), the TypeScript source under jest (the worker makes Node load the domain's sources).
 */
const WORKER_FILE = fileURLToPath(
  new URL(`./domain/optimiser.worker${import.meta.url.endsWith('.ts') ? '.ts' : '.js'}`, import.meta.url),
);

/**
 * How long after its deadline a search still waiting for a thread is taken off the queue. A running
 * search stops itself at the deadline (it looks at the clock every thousand states or so); this grace
 * keeps the abort, which would end the thread, for searches that never started.
 */
const QUEUE_GRACE_MS = 250;

/**
 * The Lineup Advisor's optimiser on worker threads (piscina), one per core by default
 * (LINEUP_WORKERS), so a search of up to a few seconds never holds up the event loop. Searches beyond
 * the thread count wait in the pool's queue; the deadline counts from the request, so a search that
 * waited long gets only what is left of the time budget, and one still waiting past it is cut short
 * without a thread. The threads start with the first search and
 * stop when the module is destroyed (app.close(), the server's shutdown).
 */
@Injectable()
export class OptimiserPool implements OnModuleDestroy {
  private pool: Piscina<OptimiserTask, OptimiserResult> | undefined;
  private destroyed = false;

  constructor(@InjectConfig() private readonly config: AppConfig) {}

  /** The threads the pool runs searches on at most. */
  get threads(): number {
    return this.config.lineupWorkers;
  }

  /** Threads running now (none before the first search or after shutdown). */
  get running(): number {
    return this.pool?.threads.length ?? 0;
  }

  /**
   * Runs optimiseLineup(ours, theirs, options) on a worker thread with a deadline `budgetMs` from
   * now (LINEUP_TIME_BUDGET_MS by default). The teams must have passed assertLineupInput.
   */
  async optimise(
    ours: LineupTeam,
    theirs: LineupTeam,
    options: Omit<LineupOptions, 'deadline'>,
    budgetMs = this.config.lineupTimeBudgetMs,
  ): Promise<OptimiserResult> {
    if (this.destroyed) throw new Error('The lineup optimiser pool is shut down');
    const task = { ours, theirs, options: { ...options, deadline: Date.now() + budgetMs } };
    try {
      return await this.workers().run(task, { signal: AbortSignal.timeout(budgetMs + QUEUE_GRACE_MS) });
    } catch (error) {
      // a search the deadline took off the queue (the pool's own shutdown aborts with this name too)
      if (error instanceof Error && error.name === 'AbortError' && !this.destroyed)
        return { cutShort: true, statesVisited: 0 };
      throw error;
    }
  }

  async onModuleDestroy(): Promise<void> {
    this.destroyed = true;
    const pool = this.pool;
    this.pool = undefined;
    await pool?.destroy();
  }

  private workers(): Piscina<OptimiserTask, OptimiserResult> {
    this.pool ??= new Piscina<OptimiserTask, OptimiserResult>({
      filename: WORKER_FILE,
      minThreads: 0,
      maxThreads: this.threads,
      // an idle thread is kept for a while: starting one costs tens of milliseconds
      idleTimeout: 10 * 60_000,
    });
    return this.pool;
  }
}
