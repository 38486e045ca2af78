import { deletePushSubscription } from '../../api/push';
import { pushSupported, sameBytes, type DeviceFacts } from './push-support';

/** How long to wait for the service worker (it registers after the page loads). */
const WORKER_WAIT_MS = 10_000;

/**
 * The service worker's registration, or undefined when none runs here (the dev server has none;
 * a first visit has one a moment after the page loads).
 */
export async function workerRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!('serviceWorker' in navigator)) return undefined;
  const existing = await navigator.serviceWorker.getRegistration();
  if (existing?.active) return existing;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), WORKER_WAIT_MS);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This browser's side of the switch: Web Push support, the permission and its subscription. */
export async function readDevice(): Promise<DeviceFacts> {
  if (!pushSupported()) return { supported: false, permission: 'default', endpoint: null };
  const registration = await workerRegistration();
  if (!registration) return { supported: false, permission: Notification.permission, endpoint: null };
  const subscription = await registration.pushManager.getSubscription();
  return { supported: true, permission: Notification.permission, endpoint: subscription?.endpoint ?? null };
}

/** What the server keeps of a subscription. */
export interface SubscriptionKeys {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/**
 * This browser's push subscription for `applicationServerKey`: the existing one, or a new one
 * (an existing subscription made with another key is dropped first: the server could not sign for it).
 */
export async function subscribe(applicationServerKey: Uint8Array<ArrayBuffer>): Promise<SubscriptionKeys> {
  const registration = await workerRegistration();
  if (!registration) throw new Error('No service worker');
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, applicationServerKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey });
  const json = subscription.toJSON();
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('Incomplete push subscription');
  return { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } };
}

/** Ends this browser's subscription, if it has one; answers its endpoint. */
export async function unsubscribe(): Promise<string | null> {
  if (!pushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}

/**
 * At sign-out: this browser stops receiving the player's messages (its subscription ends and the
 * server forgets it while the session still allows). Never blocks the sign-out for long.
 */
export async function forgetDevice(): Promise<void> {
  const work = (async () => {
    const endpoint = await unsubscribe();
    if (endpoint) await deletePushSubscription(endpoint);
  })().catch(() => undefined);
  await Promise.race([work, new Promise((resolve) => setTimeout(resolve, 3000))]);
}
