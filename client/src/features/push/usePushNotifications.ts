import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  deletePushSubscription,
  fetchVapidPublicKey,
  pushKeys,
  savePushSubscription,
  usePushSubscriptions,
} from '../../api/push';
import { readDevice, subscribe, unsubscribe } from './push-device';
import { base64UrlToBytes, currentChannel, notificationState, type NotificationState } from './push-support';

/** Turning on ended without a subscription: the player dismissed or blocked the browser's question. */
export class PermissionNotGranted extends Error {
  constructor(readonly permission: NotificationPermission) {
    super(`Notification permission ${permission}`);
    this.name = 'PermissionNotGranted';
  }
}

/**
 * The 'Enable notifications' switch: its state (this browser and the server together) and the two
 * actions. Permission is asked only inside `enable`, i.e. when the player turns the switch on.
 */
export function usePushNotifications() {
  const queryClient = useQueryClient();
  const device = useQuery({ queryKey: pushKeys.device, queryFn: readDevice, staleTime: 0 });
  const server = usePushSubscriptions(device.data?.supported === true);

  const state: NotificationState | undefined =
    device.data && (!device.data.supported || server.data)
      ? notificationState(device.data, server.data?.map((s) => s.endpoint) ?? [])
      : undefined;

  const mine = server.data?.find((s) => s.endpoint === device.data?.endpoint);

  const refresh = () => queryClient.invalidateQueries({ queryKey: pushKeys.all });

  const enable = useMutation({
    mutationFn: async () => {
      // asked here only: the switch was just turned on
      const permission =
        Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
      if (permission !== 'granted') throw new PermissionNotGranted(permission);
      const key = base64UrlToBytes(await fetchVapidPublicKey(queryClient));
      const subscription = await subscribe(key);
      return savePushSubscription({ ...subscription, channel: currentChannel() });
    },
    onSettled: refresh,
  });

  const disable = useMutation({
    mutationFn: async () => {
      const endpoint = await unsubscribe();
      // The browser no longer receives anything; the server forgets the endpoint too (and would
      // drop it at the next push anyway, when the push service answers 404 or 410).
      if (endpoint) await deletePushSubscription(endpoint).catch(() => undefined);
    },
    onSettled: refresh,
  });

  return {
    state,
    isError: device.isError || server.isError,
    /** The channel of this device's subscription, or the one it would subscribe on. */
    channel: mine?.channel ?? currentChannel(),
    enable,
    disable,
  };
}
