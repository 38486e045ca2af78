import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import {
  Injectable,
  Logger,
  type BeforeApplicationShutdown,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import type { JobResult, PgBoss } from 'pg-boss';
import type { AppConfig } from '../../../config/app-config.js';
import { InjectConfig } from '../../../config/config.module.js';
import { JobQueue } from '../../../common/jobs/job-queue.js';
import { PushException } from '../push.exception.js';
import {
  DELIVERY_BATCH_SIZE,
  DELIVERY_RETRY_LIMIT,
  DeliveryWorker,
  type DeliveryJob,
} from './delivery-worker.js';
import { PushSender } from './push-sender.js';

const DELIVERY_QUEUE = 'push-delivery';
const CLEANUP_QUEUE = 'push-cleanup';
/** Settled deliveries are kept this long after their broadcast is done (its counts stay). */
const DELIVERY_RETENTION_DAYS = 30;
/** Delivery workers per replica, each running the jobs of one fetch together (20 pushes at a time each). */
const WORKERS = 2;
const JOBS_PER_FETCH = 2;
/** A job not finished by then is failed, and run again (on any replica). */
const JOB_EXPIRY_SECONDS = 300;
/**
 * The replica running a job refreshes it every half of this; a job not refreshed for this long (its
 * replica died) is failed by the queue's supervision and run again by another replica, instead of
 * waiting out JOB_EXPIRY_SECONDS.
 */
export const JOB_HEARTBEAT_SECONDS = 10;

/**
 * The delivery queue, on the application's job queue (JobQueue: pg-boss with a pool of its own, so
 * sending never takes the API's connections). Broadcasts enqueue their jobs in their own
 * transaction (enqueue), so a broadcast is never stored without its jobs; every replica works the
 * queue; a daily job forgets old deliveries.
 */
@Injectable()
export class PushQueue implements OnApplicationBootstrap, OnModuleDestroy, BeforeApplicationShutdown {
  private readonly logger = new Logger('PushQueue');
  private boss: PgBoss | undefined;
  /** Set once the queue is started and this replica works it. */
  private started = false;

  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: JobQueue,
    private readonly worker: DeliveryWorker,
    private readonly sender: PushSender,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.jobs.working) return;
    if (this.config.push.allowPrivateEndpoints && this.config.nodeEnv === 'production')
      this.logger.warn(
        'PUSH_ALLOW_PRIVATE_ENDPOINTS is on: players can make this server post to private addresses',
      );
    const boss = this.jobs.boss(DELIVERY_QUEUE);
    this.boss = boss;
    await boss.createQueue(DELIVERY_QUEUE, { notify: true });
    await boss.createQueue(CLEANUP_QUEUE);
    // Two workers, each fetching two jobs at a time and, while it gets full batches, the next at
    // once; NOTIFY wakes them for a new broadcast, and a retry whose delay ended within 2 s.
    await boss.work<DeliveryJob>(
      DELIVERY_QUEUE,
      {
        localConcurrency: WORKERS,
        batchSize: JOBS_PER_FETCH,
        burstWhenBatchFull: true,
        perJobResults: true,
        pollingIntervalSeconds: 2,
        notifyPollingIntervalSeconds: 2,
      },
      (jobs) =>
        Promise.all(
          jobs.map(async (job): Promise<JobResult> => {
            try {
              await this.worker.deliver(job);
              return { id: job.id, status: 'completed' };
            } catch (error) {
              return { id: job.id, status: 'failed', output: { message: (error as Error).message } };
            }
          }),
        ),
    );
    await boss.schedule(CLEANUP_QUEUE, '23 4 * * *'); // daily, 04:23 UTC
    await boss.work(CLEANUP_QUEUE, () => this.forgetOldDeliveries());
    this.started = true;
  }

  /** Takes no more broadcasts; the job queue then stops (after this hook: its module is global). */
  onModuleDestroy(): void {
    this.boss = undefined;
    this.started = false;
  }

  /**
   * Once the job queue has stopped, having given the running jobs 5 s and failed what was still
   * running (it runs again, here or on another replica, sending only what is still pending): waits
   * for the pushes still under way, then closes the sender.
   */
  async beforeApplicationShutdown(): Promise<void> {
    await this.worker.settled();
    this.sender.close();
  }

  /** Enqueues the delivery jobs of a broadcast of `deliveries` subscriptions, in `em`'s transaction. */
  async enqueue(em: EntityManager, broadcastId: string, deliveries: number): Promise<void> {
    if (deliveries === 0) return;
    const boss = this.boss;
    if (!boss || !this.started) throw new PushException('PUSH_UNAVAILABLE');
    const batches = Math.ceil(deliveries / DELIVERY_BATCH_SIZE);
    const retryDelay = this.config.push.retryDelaySeconds;
    const jobs = Array.from({ length: batches }, (_, batch) => ({
      data: { broadcastId, batch } satisfies DeliveryJob,
      retryLimit: DELIVERY_RETRY_LIMIT,
      retryDelay,
      retryBackoff: true,
      retryDelayMax: Math.max(retryDelay, 15 * 60),
      expireInSeconds: JOB_EXPIRY_SECONDS,
      heartbeatSeconds: JOB_HEARTBEAT_SECONDS,
    }));
    await boss.insert(DELIVERY_QUEUE, jobs, { db: JobQueue.inTransaction(em) });
  }

  /** Whether the queue runs in this process (a broadcast cannot be sent otherwise). */
  get running(): boolean {
    return this.started;
  }

  private async forgetOldDeliveries(): Promise<void> {
    await this.orm.em
      .fork()
      .getConnection()
      .execute(
        `delete from push_deliveries d using broadcasts b
         where d.broadcast_id = b.id and b.status = 'done'
           and b.completed_at < now() - make_interval(days => ?)`,
        [DELIVERY_RETENTION_DAYS],
        'run',
      );
  }
}
