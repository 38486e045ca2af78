import type { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import {
  OwnsUserData,
  type ErasureScope,
  type ExportSection,
  type UserDataOwner,
} from '../../common/user-data/user-data-owner.js';
import { BroadcastRecipient } from './entities/broadcast-recipient.entity.js';
import { Broadcast } from './entities/broadcast.entity.js';
import { InboxState } from './entities/inbox-state.entity.js';
import { PushSubscription } from './entities/push-subscription.entity.js';

/**
 * A player's push devices and inbox state (their place in selected broadcasts, their read marks)
 * are app data, gone with either deletion; a delivery still pending to a removed device is settled
 * as gone without a push. Delete All Data empties the inbox: broadcasts to all sent before it are
 * no longer shown (`inbox_states`, kept with the account). A broadcast an admin sent is kept when
 * the admin's account goes, unlinked from it by the foreign key.
 */
@Injectable()
@OwnsUserData()
export class PushUserData implements UserDataOwner {
  readonly userTables = [
    { table: 'push_subscriptions', kind: 'data' },
    { table: 'broadcast_recipients', kind: 'data' },
    { table: 'inbox_states', kind: 'data-reset' },
    { table: 'broadcasts', column: 'created_by_id', kind: 'authorship' },
  ] as const;

  async erase(userId: string, scope: ErasureScope, em: EntityManager): Promise<void> {
    await em.nativeDelete(PushSubscription, { user: userId });
    await em.nativeDelete(BroadcastRecipient, { user: userId });
    if (scope === 'account') {
      await em.nativeDelete(InboxState, { user: userId });
      return;
    }
    await em.getConnection().execute(
      `insert into inbox_states (id, created_at, updated_at, user_id, cleared_at)
         values (gen_random_uuid(), now(), now(), ?, now())
         on conflict (user_id) do update set cleared_at = now(), updated_at = now()`,
      [userId],
      'run',
      em.getTransactionContext(),
    );
  }

  async exportSections(userId: string, em: EntityManager): Promise<ExportSection[]> {
    const [devices, places] = await Promise.all([
      em.find(PushSubscription, { user: userId }, { orderBy: { createdAt: 'asc' } }),
      em.find(BroadcastRecipient, { user: userId }),
    ]);
    const broadcasts = places.length
      ? await em.find(
          Broadcast,
          { id: { $in: places.map((place) => place.broadcast) } },
          { fields: ['id', 'title', 'message', 'url', 'createdAt'], orderBy: { createdAt: 'asc' } },
        )
      : [];
    const readAt = new Map(places.map((place) => [place.broadcast, place.readAt]));
    return [
      {
        name: 'pushDevices',
        // the endpoint is the device's address at its push service; its keys stay secret
        value: devices.map((device) => ({
          channel: device.channel,
          endpoint: device.endpoint,
          createdAt: device.createdAt,
        })),
      },
      {
        name: 'inbox',
        value: broadcasts.map((broadcast) => ({
          title: broadcast.title,
          message: broadcast.message,
          url: broadcast.url,
          sentAt: broadcast.createdAt,
          readAt: readAt.get(broadcast.id) ?? null,
        })),
      },
    ];
  }
}
