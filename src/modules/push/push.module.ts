import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module.js';
import { BroadcastsAdminController, UserLookupAdminController } from './broadcasts-admin.controller.js';
import { BroadcastsService } from './broadcasts.service.js';
import { DeliveryWorker } from './delivery/delivery-worker.js';
import { PushQueue } from './delivery/push-queue.js';
import { PushSender } from './delivery/push-sender.js';
import { BroadcastRecipient } from './entities/broadcast-recipient.entity.js';
import { InboxState } from './entities/inbox-state.entity.js';
import { Broadcast } from './entities/broadcast.entity.js';
import { PushDelivery } from './entities/push-delivery.entity.js';
import { PushKey } from './entities/push-key.entity.js';
import { PushSubscription } from './entities/push-subscription.entity.js';
import { InboxController } from './inbox.controller.js';
import { InboxService } from './inbox.service.js';
import { PushSubscriptionsController, VapidKeyController } from './push-subscriptions.controller.js';
import { PushSubscriptionsService } from './push-subscriptions.service.js';
import { VapidKeysService } from './vapid-keys.service.js';
import { PushUserData } from './push-user-data.js';

/** The tables push owns (pg-boss keeps its own in the `pgboss` schema). */
export const PUSH_ENTITIES = [
  PushSubscription,
  PushKey,
  Broadcast,
  BroadcastRecipient,
  PushDelivery,
  InboxState,
];

/**
 * Web Push (VAPID): players' push subscriptions, admin web and app broadcasts delivered through a
 * pg-boss job queue on the same PostgreSQL, and the in-app inbox. Apart from mail,
 * which auth imports: broadcasts need auth's users, so this module sits above auth. Exports nothing.
 */
@Module({
  imports: [AuthModule],
  controllers: [
    VapidKeyController,
    PushSubscriptionsController,
    InboxController,
    BroadcastsAdminController,
    UserLookupAdminController,
  ],
  providers: [
    VapidKeysService,
    PushSubscriptionsService,
    PushSender,
    DeliveryWorker,
    PushQueue,
    BroadcastsService,
    InboxService,
    PushUserData,
  ],
})
export class PushModule {}
