import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { fromKysely, PgBoss, type Db, type KyselyTransactionLike } from 'pg-boss';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';

/**
 * What this process does with the job queue:
 * - `work`: starts it and works every queue (the server);
 * - `enqueue`: starts it to add jobs only, which the processes that work the queue run (e.g. a
 *   start that must not send anything itself);
 * - `off`: no queue at all, nothing can be queued (tooling without a database: the OpenAPI
 *   generator, the admin CLI).
 */
export type JobsMode = 'work' | 'enqueue' | 'off';
export const JOBS_MODE = Symbol('JOBS_MODE');

/** pg-boss keeps its tables in this schema of the application's database (it creates and migrates it). */
export const PG_BOSS_SCHEMA = 'pgboss';
/** How often the queue's supervision runs (see onModuleInit). */
const SUPERVISE_SECONDS = 10;
/** On shutdown, running jobs get this long; pg-boss then fails them, and they run again later. */
const STOP_GRACE_MS = 5_000;

/** Thrown when a job is queued in a process that runs without the job queue (JobsMode `off`). */
export class JobQueueOffError extends Error {
  constructor(queue: string) {
    super(`The job queue is off in this process (jobs: 'off'): nothing can be queued on ${queue}`);
    this.name = 'JobQueueOffError';
  }
}

/**
 * The job queue every module queues background work on (push deliveries, e-mail): one pg-boss per
 * process on the application's PostgreSQL, in schema `pgboss` with a pool of its own of 4
 * connections, so jobs never take the API's connections. A module creates its queues and workers in
 * its onApplicationBootstrap (the queue is started by then) when `working`; every replica works them.
 *
 * Its module is global, so Nest starts it before the feature modules and stops it after their
 * onModuleDestroy: what they still queue while shutting down (e.g. mails being prepared) is stored.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('JobQueue');
  private started: PgBoss | undefined;

  constructor(
    private readonly orm: MikroORM,
    @InjectConfig() private readonly config: AppConfig,
    @Inject(JOBS_MODE) readonly mode: JobsMode,
  ) {}

  async onModuleInit(): Promise<void> {
    if (this.mode === 'off') return;
    const working = this.mode === 'work';
    const boss = new PgBoss({
      connectionString: this.orm.config.get('clientUrl'),
      schema: PG_BOSS_SCHEMA,
      max: 4,
      application_name: 'kickshots-jobs',
      connectionTimeoutMillis: this.config.databaseTimeouts.connectMs,
      // NOTIFY wakes this process's workers the moment a job is queued (here or on another replica).
      useListenNotify: working,
      // Maintenance and cron schedules run where the queues are worked. Supervision (one replica
      // per pass) fails the jobs of a replica that died, found by their missed heartbeats, so
      // another runs them: every 10 s rather than pg-boss's 60, so they wait seconds, not a minute.
      supervise: working,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      schedule: working,
    });
    boss.on('error', (error) => this.logger.error({ err: error }, 'Job queue error'));
    await boss.start();
    this.started = boss;
  }

  /**
   * Stops taking jobs and gives the running ones 5 s; pg-boss then fails what is still running (it
   * runs again, here or on another replica).
   */
  async onModuleDestroy(): Promise<void> {
    const boss = this.started;
    this.started = undefined;
    await boss?.stop({ graceful: true, timeout: STOP_GRACE_MS });
  }

  /** Whether this process works the queues (modules start their workers only then). */
  get working(): boolean {
    return this.mode === 'work' && this.started !== undefined;
  }

  /** The started pg-boss, to create queues and add jobs; throws JobQueueOffError without one. */
  boss(queue: string): PgBoss {
    if (!this.started) throw new JobQueueOffError(queue);
    return this.started;
  }

  /** pg-boss's connection for `em`'s transaction, so the jobs it adds commit (or roll back) with it. */
  static inTransaction(em: EntityManager): Db {
    const transaction = em.getTransactionContext<KyselyTransactionLike>();
    if (!transaction) throw new Error('Queuing jobs with an EntityManager needs its transaction');
    return fromKysely(transaction);
  }
}
