import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api, unwrap } from './client';
import type { RequestBody, Schemas } from './types';

export type PushSubscriptionRecord = Schemas['PushSubscriptionDto'];
export type PushSubscriptionFields = RequestBody<'saveMyPushSubscription'>;

export const pushKeys = {
  all: ['push'] as const,
  vapidKey: ['push', 'vapid-public-key'] as const,
  subscriptions: ['push', 'subscriptions'] as const,
  /** This browser's side: support, permission and its subscription's endpoint. */
  device: ['push', 'device'] as const,
};

/** The server's VAPID public key (base64url), the same for every replica and restart. */
export function fetchVapidPublicKey(queryClient: QueryClient): Promise<string> {
  return queryClient.fetchQuery({
    queryKey: pushKeys.vapidKey,
    queryFn: async () => (await unwrap(api.GET('/api/v1/push/vapid-public-key'))).publicKey,
    staleTime: Infinity,
  });
}

/** The player's devices that receive push messages. */
export function usePushSubscriptions(enabled = true) {
  return useQuery({
    queryKey: pushKeys.subscriptions,
    queryFn: () => unwrap(api.GET('/api/v1/me/push-subscriptions')),
    enabled,
  });
}

/** Registers (or moves to this player, or renews) a browser's subscription. */
export function savePushSubscription(body: PushSubscriptionFields): Promise<PushSubscriptionRecord> {
  return unwrap(api.PUT('/api/v1/me/push-subscriptions', { body }));
}

/** Forgets a browser's subscription on the server: no more pushes to it. */
export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return unwrap(api.DELETE('/api/v1/me/push-subscriptions', { body: { endpoint } }));
}
