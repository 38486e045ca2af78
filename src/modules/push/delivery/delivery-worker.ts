import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { payloadOf } from '../broadcast-rules.js';
import { Broadcast } from '../entities/broadcast.entity.js';
import type { DeliveryStatus } from '../entities/push-delivery.entity.js';
import { VapidKeysService } from '../vapid-keys.service.js';
import { PushSender, type PushOutcome } from './push-sender.js';

/** A delivery job: one batch of one broadcast's deliveries. */
export interface DeliveryJob {
  broadcastId: string;
  batch: number;
}

/** Deliveries a job holds: a broadcast's subscriptions in id order, this many a batch. */
export const DELIVERY_BATCH_SIZE = 100;
/** Pushes of one job in flight at once (and settled together). */
export const PUSHES_IN_PARALLEL = 20;
/** How often a job whose pushes were refused for now (429, 5xx) runs again before they fail. */
export const DELIVERY_RETRY_LIMIT = 5;

interface PendingRow {
  id: string;
  endpoint: string | null;
  p256dh: string | null;
  auth: string | null;
}

interface Settlement {
  id: string;
  /** 'pending' keeps it for the next run (a push refused for now). */
  status: DeliveryStatus;
  error: string | null;
}

/** The job the pg-boss worker runs: what it needs of the job (pg-boss's Job). */
export interface DeliveryJobRun {
  data: DeliveryJob;
  retryCount: number;
  signal: AbortSignal;
}

function settlementOf(id: string, outcome: PushOutcome, lastRun: boolean): Settlement | undefined {
  switch (outcome.kind) {
    case 'sent':
      return { id, status: 'sent', error: null };
    case 'gone':
      return { id, status: 'gone', error: outcome.error };
    case 'failed':
      return { id, status: 'failed', error: outcome.error };
    case 'retry':
      return { id, status: lastRun ? 'failed' : 'pending', error: outcome.error };
    case 'interrupted':
      return undefined;
  }
}

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Sends one batch of a broadcast: its `pending` deliveries, 20 pushes at a time, each group settled
 * in one statement that also adds to the broadcast's counts (only rows still pending are settled,
 * so a delivery is never counted twice) and removes the subscriptions found gone. A run whose
 * pushes were refused for now throws, so pg-boss runs it again with backoff; on the last run they
 * fail. A run stopped by a shutdown leaves its unsent deliveries pending for the next run, on any
 * replica. A push answered but not yet settled when the process dies is sent again: its Topic
 * (the broadcast id) makes the push service replace the first copy rather than show two.
 */
@Injectable()
export class DeliveryWorker {
  private readonly logger = new Logger('PushDelivery');
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly em: EntityManager,
    private readonly sender: PushSender,
    private readonly keys: VapidKeysService,
  ) {}

  /** Runs one job (pg-boss calls it); rejects to have pg-boss retry it. */
  deliver(job: DeliveryJobRun): Promise<void> {
    const run = this.run(job);
    const tracked = run.catch(() => undefined).finally(() => this.running.delete(tracked));
    this.running.add(tracked);
    return run;
  }

  /** Resolves once every job this process started has finished (for a clean shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.running]);
  }

  private async run({ data, retryCount, signal }: DeliveryJobRun): Promise<void> {
    const em = this.em.fork();
    const broadcast = await em.findOne(Broadcast, { id: data.broadcastId });
    if (!broadcast) return; // deleted since: nothing to send
    const rows = await em.getConnection().execute<PendingRow[]>(
      `select d.id, s.endpoint, s.p256dh, s.auth
       from push_deliveries d left join push_subscriptions s on s.id = d.subscription_id
       where d.broadcast_id = ? and d.batch = ? and d.status = 'pending'
       order by d.id`,
      [data.broadcastId, data.batch],
    );
    const lastRun = retryCount >= DELIVERY_RETRY_LIMIT;
    const payload = payloadOf(broadcast);
    const topic = broadcast.id.replaceAll('-', ''); // 32 base64url characters
    const vapid = await this.keys.get();
    let later = 0;
    for (const group of chunks(rows, PUSHES_IN_PARALLEL)) {
      if (signal.aborted) break;
      const outcomes = await Promise.all(
        group.map((row) =>
          row.endpoint && row.p256dh && row.auth
            ? this.sender.send({ endpoint: row.endpoint, p256dh: row.p256dh, auth: row.auth }, payload, {
                vapid,
                topic,
                signal,
              })
            : Promise.resolve<PushOutcome>({ kind: 'gone', error: 'unsubscribed' }),
        ),
      );
      const settlements = group.flatMap((row, i) => settlementOf(row.id, outcomes[i]!, lastRun) ?? []);
      later += settlements.filter((s) => s.status === 'pending').length;
      await this.settle(em, broadcast.id, settlements);
    }
    await this.completeIfSettled(em, broadcast.id);
    if (signal.aborted) throw new Error('Stopped by a shutdown: the rest is sent by the next run');
    if (later > 0) {
      this.logger.warn(`Broadcast ${broadcast.id}: ${later} pushes refused for now, retried with backoff`);
      throw new Error(`${later} pushes refused for now`);
    }
  }

  /**
   * Settles the deliveries still pending (a retried push stays pending with one more attempt), adds
   * the settled ones to the broadcast's counts and removes the subscriptions found gone.
   */
  private async settle(em: EntityManager, broadcastId: string, settlements: Settlement[]): Promise<void> {
    if (settlements.length === 0) return;
    await em.getConnection().execute(
      `with v as (
         select * from jsonb_to_recordset(?::jsonb) as v(id uuid, status text, error text)
       ), settled as (
         update push_deliveries d
         set status = v.status, attempts = d.attempts + 1, last_error = v.error, updated_at = now()
         from v where d.id = v.id and d.status = 'pending'
         returning d.status, d.subscription_id
       ), counted as (
         update broadcasts b
         set successful = b.successful + (select count(*) from settled where status = 'sent'),
             failed = b.failed + (select count(*) from settled where status in ('failed', 'gone')),
             updated_at = now()
         where b.id = ? and exists (select 1 from settled where status <> 'pending')
         returning b.id
       )
       delete from push_subscriptions s using settled
       where settled.status = 'gone' and s.id = settled.subscription_id`,
      [JSON.stringify(settlements), broadcastId],
      'run',
    );
  }

  /** Marks the broadcast done once no delivery is pending (the last job to settle one sees it). */
  private async completeIfSettled(em: EntityManager, broadcastId: string): Promise<void> {
    await em.getConnection().execute(
      `update broadcasts b set status = 'done', completed_at = now(), updated_at = now()
       where b.id = ? and b.status = 'sending'
         and not exists (select 1 from push_deliveries d where d.broadcast_id = b.id and d.status = 'pending')`,
      [broadcastId],
      'run',
    );
  }
}
