import { setTimeout as sleep } from 'node:timers/promises';
import type { QueryResult } from '@mikro-orm/core';
import { EntityManager, type FilterQuery } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  anyFieldContains,
  parseListQuery,
  stringFilterOf,
  uuidIdsOf,
  type ListQuery,
  type RawListQuery,
} from '../../common/admin-list/list-query.js';
import { listPageOptions } from '../../common/admin-list/list-page.js';
import type { AppConfig } from '../../config/app-config.js';
import { InjectConfig } from '../../config/config.module.js';
import { AuditService, type AuditActor } from '../audit/index.js';
import { UsersService } from '../auth/index.js';
import { checkedBroadcast, type BroadcastFields } from './broadcast-rules.js';
import { DELIVERY_BATCH_SIZE } from './delivery/delivery-worker.js';
import { PushQueue } from './delivery/push-queue.js';
import type {
  BroadcastDto,
  BroadcastResultDto,
  SendAppBroadcastDto,
  SendWebBroadcastDto,
  UserLookupDto,
} from './dto/broadcast.dto.js';
import { Broadcast, type BroadcastKind } from './entities/broadcast.entity.js';
import { PushException } from './push.exception.js';

export const BROADCASTS_RESOURCE = 'broadcasts';

export const BROADCAST_SORTS = ['createdAt', 'title', 'kind', 'status', 'recipients', 'successful', 'failed'];

const LIST_RULES = {
  sortable: BROADCAST_SORTS,
  defaultSort: { field: 'createdAt', order: 'DESC' },
  filters: ['q', 'kind', 'status'],
} as const;

function toDto(broadcast: Broadcast): BroadcastDto {
  return {
    id: broadcast.id,
    kind: broadcast.kind,
    title: broadcast.title,
    message: broadcast.message,
    url: broadcast.url,
    audience: broadcast.audience,
    recipients: broadcast.recipients,
    subscriptions: broadcast.subscriptions,
    successful: broadcast.successful,
    failed: broadcast.failed,
    status: broadcast.status,
    createdAt: broadcast.createdAt.toISOString(),
    completedAt: broadcast.completedAt?.toISOString() ?? null,
    createdBy: broadcast.createdByEmail,
  };
}

/** A broadcast request's answer, and whether every first push attempt was made before it. */
export interface SentBroadcast {
  result: BroadcastResultDto;
  complete: boolean;
}

/**
 * Admin broadcasts (web and app): each is stored
 * with its recipients and one delivery per subscription, and its delivery jobs are enqueued in the
 * same transaction; the request then waits (PUSH_BROADCAST_WAIT_MS, 20 s) for the first attempt of
 * every push and answers the counts.
 */
@Injectable()
export class BroadcastsService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
    private readonly audit: AuditService,
    private readonly queue: PushQueue,
    @InjectConfig() private readonly config: AppConfig,
  ) {}

  /** A web broadcast: to every user's `web` subscriptions, or to the selected users' ones. */
  async sendWeb(input: SendWebBroadcastDto, actor: AuditActor): Promise<SentBroadcast> {
    const fields = checkedBroadcast(input);
    const userIds = [...new Set((input.userIds ?? []).map((id) => id.toLowerCase()))];
    if (userIds.length > 0) {
      const known = await this.users.emailsOf(userIds);
      const unknown = userIds.filter((id) => !known.has(id));
      if (unknown.length > 0)
        throw new PushException(
          'BROADCAST_UNKNOWN_USERS',
          unknown.slice(0, 20).map((id) => ({ field: 'userIds', message: `no user ${id}` })),
        );
    }
    return this.send('web', fields, userIds.length > 0 ? userIds : undefined, actor);
  }

  /** An app broadcast: to every `app` subscription; every user's inbox shows it. */
  sendApp(input: SendAppBroadcastDto, actor: AuditActor): Promise<SentBroadcast> {
    return this.send('app', checkedBroadcast(input), undefined, actor);
  }

  async list(raw: RawListQuery): Promise<{ query: ListQuery; rows: BroadcastDto[]; total: number }> {
    const query = parseListQuery(raw, LIST_RULES);
    const where: FilterQuery<Broadcast> = {};
    const ids = uuidIdsOf(query);
    if (ids) where.id = { $in: ids };
    const q = stringFilterOf(query, 'q');
    if (q) where.$or = anyFieldContains<Broadcast>(q, ['title', 'message']);
    const kind = stringFilterOf(query, 'kind');
    if (kind) where.kind = kind as BroadcastKind;
    const status = stringFilterOf(query, 'status');
    if (status) where.status = status as Broadcast['status'];
    const [rows, total] = await this.em.findAndCount(Broadcast, where, listPageOptions(query));
    return { query, rows: rows.map(toDto), total };
  }

  async get(id: string): Promise<BroadcastDto> {
    const broadcast = await this.em.findOne(Broadcast, { id });
    if (!broadcast) throw new PushException('BROADCAST_NOT_FOUND');
    return toDto(broadcast);
  }

  /** The user with this e-mail address (Add user of the web broadcast form). */
  async lookupUser(email: string): Promise<UserLookupDto> {
    const user = email.trim() ? await this.users.findByEmail(email) : null;
    if (!user) throw new PushException('USER_NOT_FOUND');
    return { id: user.id, email: user.email };
  }

  private async send(
    kind: BroadcastKind,
    fields: BroadcastFields,
    selected: string[] | undefined,
    actor: AuditActor,
  ): Promise<SentBroadcast> {
    if (!this.queue.running) throw new PushException('PUSH_UNAVAILABLE');
    const recipients = selected ? selected.length : await this.users.count();
    const broadcast = await this.em.fork().transactional(async (em) => {
      const row = em.create(Broadcast, {
        kind,
        ...fields,
        audience: selected ? 'selected' : 'all',
        recipients,
        subscriptions: 0,
        createdBy: actor.id,
        createdByEmail: actor.email,
      });
      em.persist(row);
      await em.flush();
      const connection = em.getConnection();
      const selectedJson = JSON.stringify(selected ?? []);
      if (selected)
        await connection.execute(
          `insert into broadcast_recipients (broadcast_id, user_id)
           select ?, (value #>> '{}')::uuid from jsonb_array_elements(?::jsonb)`,
          [row.id, selectedJson],
          'run',
          em.getTransactionContext(),
        );
      const inserted = await connection.execute<QueryResult>(
        `insert into push_deliveries (id, broadcast_id, subscription_id, batch, status, attempts, created_at, updated_at)
         select gen_random_uuid(), ?, s.id, (row_number() over (order by s.id) - 1) / ?, 'pending', 0, now(), now()
         from push_subscriptions s
         where s.channel = ?
           ${selected ? `and s.user_id in (select (value #>> '{}')::uuid from jsonb_array_elements(?::jsonb))` : ''}`,
        [row.id, DELIVERY_BATCH_SIZE, kind, ...(selected ? [selectedJson] : [])],
        'run',
        em.getTransactionContext(),
      );
      row.subscriptions = inserted.affectedRows;
      if (row.subscriptions === 0) {
        row.status = 'done';
        row.completedAt = new Date();
      }
      this.audit.record(em, actor, {
        resource: BROADCASTS_RESOURCE,
        recordId: row.id,
        action: 'create',
        before: null,
        after: {
          kind,
          ...fields,
          audience: row.audience,
          recipients,
          subscriptions: row.subscriptions,
        },
      });
      await em.flush();
      await this.queue.enqueue(em, row.id, row.subscriptions);
      return row;
    });
    const complete = await this.firstAttemptsMade(
      broadcast.id,
      Date.now() + this.config.push.broadcastWaitMs,
    );
    const counts = await this.em.fork().findOneOrFail(Broadcast, { id: broadcast.id });
    return {
      complete,
      result: {
        broadcastId: broadcast.id,
        recipients,
        successful: counts.successful,
        failed: counts.failed,
      },
    };
  }

  /** Waits until every delivery of the broadcast was tried at least once, or the deadline. */
  private async firstAttemptsMade(broadcastId: string, deadline: number): Promise<boolean> {
    const connection = this.em.getConnection();
    for (let pause = 25; ; pause = Math.min(pause * 2, 500)) {
      const [row] = await connection.execute<{ waiting: boolean }[]>(
        `select exists (select 1 from push_deliveries
                        where broadcast_id = ? and status = 'pending' and attempts = 0) as waiting`,
        [broadcastId],
      );
      if (!row?.waiting) return true;
      if (Date.now() + pause > deadline) return false;
      await sleep(pause);
    }
  }
}
