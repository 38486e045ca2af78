import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { ValidationFailedException } from '../../common/errors/app.exception.js';
import { UsersService } from '../auth/index.js';
import type { InboxDto, InboxItemDto, MarkInboxReadDto } from './dto/inbox.dto.js';
import { InboxState } from './entities/inbox-state.entity.js';

interface InboxRow {
  id: string;
  title: string;
  message: string;
  url: string;
  created_at: Date;
  read_at: Date | null;
}

/**
 * The broadcasts a user sees, as one query: every `all` broadcast sent since their account was
 * made (with their read mark, a recipient row written when they read it), and every `selected`
 * broadcast that lists them.
 */
const VISIBLE = `
  select b.id, b.title, b.message, b.url, b.created_at, r.read_at
  from broadcasts b
  left join broadcast_recipients r on r.broadcast_id = b.id and r.user_id = ?
  where b.audience = 'all' and b.created_at >= ?
  union all
  select b.id, b.title, b.message, b.url, b.created_at, r.read_at
  from broadcast_recipients r join broadcasts b on b.id = r.broadcast_id
  where r.user_id = ? and b.audience = 'selected'`;

/**
 * The in-app inbox: every broadcast a player was a recipient of, newest first, with their own read
 * state (players without push still get the message). One user's reading never marks another's.
 */
@Injectable()
export class InboxService {
  constructor(
    private readonly em: EntityManager,
    private readonly users: UsersService,
  ) {}

  async inbox(userId: string, limit: number): Promise<InboxDto> {
    const params = await this.visibleParams(userId);
    const connection = this.em.getConnection();
    const [rows, unread] = await Promise.all([
      connection.execute<InboxRow[]>(`${VISIBLE} order by created_at desc, id desc limit ?`, [
        ...params,
        limit,
      ]),
      this.unread(userId, params),
    ]);
    return { items: rows.map(toItem), unread };
  }

  /** Marks `ids` (those the user sees; others are ignored) or `all` read; answers the unread count. */
  async markRead(userId: string, input: MarkInboxReadDto): Promise<{ unread: number }> {
    const ids = input.all ? undefined : input.ids;
    if (!input.all && !ids?.length)
      throw new ValidationFailedException([{ field: 'ids', message: 'ids or all is required' }]);
    const params = await this.visibleParams(userId);
    const only = ids ? `and b.id in (select (value #>> '{}')::uuid from jsonb_array_elements(?::jsonb))` : '';
    const idsParam = ids ? [JSON.stringify(ids)] : [];
    await this.em.transactional(async (em) => {
      const connection = em.getConnection();
      await connection.execute(
        `update broadcast_recipients r set read_at = now()
         from broadcasts b
         where r.broadcast_id = b.id and r.user_id = ? and r.read_at is null ${only}`,
        [userId, ...idsParam],
        'run',
        em.getTransactionContext(),
      );
      await connection.execute(
        `insert into broadcast_recipients (broadcast_id, user_id, read_at)
         select b.id, ?, now() from broadcasts b
         where b.audience = 'all' and b.created_at >= ? ${only}
         on conflict (broadcast_id, user_id) do nothing`,
        [userId, params[1], ...idsParam],
        'run',
        em.getTransactionContext(),
      );
    });
    return { unread: await this.unread(userId, params) };
  }

  private async unread(userId: string, params: unknown[]): Promise<number> {
    const [row] = await this.em
      .getConnection()
      .execute<{ unread: string }[]>(
        `select count(*) as unread from (${VISIBLE}) v where v.read_at is null`,
        params,
      );
    return Number(row?.unread ?? 0);
  }

  /**
   * The parameters of VISIBLE: the user, where their inbox starts (when their account was made, or
   * when they last emptied it with Delete All Data), the user.
   */
  private async visibleParams(userId: string): Promise<unknown[]> {
    const [user, state] = await Promise.all([
      this.users.findById(userId),
      this.em.findOne(InboxState, { user: userId }, { fields: ['clearedAt'] }),
    ]);
    const made = user?.createdAt ?? new Date();
    const since = state && state.clearedAt > made ? state.clearedAt : made;
    return [userId, since, userId];
  }
}

function toItem(row: InboxRow): InboxItemDto {
  return {
    id: row.id,
    title: row.title,
    message: row.message,
    url: row.url,
    createdAt: new Date(row.created_at).toISOString(),
    read: row.read_at !== null,
  };
}
