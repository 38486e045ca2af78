/**
 * The pure rules of the 'Enable notifications' switch: the server's VAPID key as the browser
 * takes it, which channel this device subscribes on, and what the switch shows.
 */

/** Where a subscription was made: the installed app (`app`) or a browser tab (`web`). */
export type PushChannel = 'app' | 'web';

/**
 * A base64url string (RFC 4648 §5, padded or not) as bytes: the VAPID public key of
 * `GET /api/v1/push/vapid-public-key` as `PushManager.subscribe` takes it (applicationServerKey).
 */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const trimmed = value.trim().replace(/=+$/, '');
  if (!/^[A-Za-z0-9_-]*$/.test(trimmed) || trimmed.length % 4 === 1) {
    throw new Error('Not a base64url string');
  }
  const base64 = trimmed.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether two keys are the same bytes (a subscription made with another VAPID key is renewed). */
export function sameBytes(a: ArrayBuffer | ArrayBufferView | null | undefined, b: Uint8Array): boolean {
  if (!a) return false;
  const left = ArrayBuffer.isView(a)
    ? new Uint8Array(a.buffer, a.byteOffset, a.byteLength)
    : new Uint8Array(a);
  return left.length === b.length && left.every((byte, i) => byte === b[i]);
}

/** What the page knows of how it runs. */
export interface DisplayFacts {
  /** `matchMedia('(display-mode: standalone)').matches`: the installed app on most systems. */
  standalone: boolean;
  /** Safari's `navigator.standalone`: the app added to an iPhone's or iPad's Home Screen. */
  navigatorStandalone?: boolean;
}

/** `app` when running installed (its own window, no browser bar), `web` in a browser tab. */
export function detectChannel(facts: DisplayFacts): PushChannel {
  return facts.standalone || facts.navigatorStandalone === true ? 'app' : 'web';
}

/** This page's channel. */
export function currentChannel(): PushChannel {
  return detectChannel({
    standalone: typeof matchMedia === 'function' && matchMedia('(display-mode: standalone)').matches,
    navigatorStandalone: (navigator as Navigator & { standalone?: boolean }).standalone,
  });
}

/** Whether this browser can receive Web Push at all (Safari on iOS only in the installed app). */
export function pushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/**
 * The switch's state:
 * - `unsupported`: no Web Push here (or no service worker running);
 * - `denied`: the player blocked notifications for this site (only the browser's settings undo it);
 * - `on`: this browser has a subscription and the server has it for this player;
 * - `off`: anything else (a subscription the server does not know is renewed when switched on).
 */
export type NotificationState = 'unsupported' | 'denied' | 'off' | 'on';

export interface DeviceFacts {
  supported: boolean;
  permission: NotificationPermission;
  /** The endpoint of this browser's push subscription, if it has one. */
  endpoint: string | null;
}

export function notificationState(
  device: DeviceFacts,
  serverEndpoints: readonly string[],
): NotificationState {
  if (!device.supported) return 'unsupported';
  if (device.permission === 'denied') return 'denied';
  if (device.permission === 'granted' && device.endpoint && serverEndpoints.includes(device.endpoint)) {
    return 'on';
  }
  return 'off';
}
