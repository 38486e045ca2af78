/**
 * The push message the server sends (`{title, body, url, tag}`, JSON) as the service worker
 * shows it, and where a click on it leads. Pure: shared by sw.ts and its unit spec.
 */
export interface PushMessage {
  title: string;
  body: string;
  /** A path of this app ('/' when the message has none). */
  url: string;
  tag?: string;
}

/** The app's name on a notification whose message came without a title. */
export const DEFAULT_TITLE = 'Kickshots';

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The message of a push event's data: JSON as the server sends it, or plain text (shown as the
 * body). Never throws: a push must show a notification (userVisibleOnly), even a malformed one.
 */
export function parsePushMessage(data: string | null | undefined): PushMessage {
  if (!data) return { title: DEFAULT_TITLE, body: '', url: '/' };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { title: DEFAULT_TITLE, body: data, url: '/' };
  }
  if (json === null || typeof json !== 'object') return { title: DEFAULT_TITLE, body: data, url: '/' };
  const fields = json as Record<string, unknown>;
  const tag = text(fields.tag);
  return {
    title: text(fields.title).trim() || DEFAULT_TITLE,
    body: text(fields.body) || text(fields.message),
    url: text(fields.url) || '/',
    ...(tag ? { tag } : {}),
  };
}

/**
 * The absolute URL a click on the notification opens: `url` when it is a page of this origin (a
 * path such as '/progress', or a full URL on the same origin), the app's home otherwise — a
 * notification never opens another site.
 */
export function notificationTarget(url: unknown, origin: string): string {
  const home = new URL('/', origin).href;
  if (typeof url !== 'string' || url === '') return home;
  try {
    const target = new URL(url, origin);
    return target.origin === origin ? target.href : home;
  } catch {
    return home;
  }
}

/**
 * The app window to show `target` in: one already on that page, else the focused one, else any
 * (the first); undefined when none is open.
 */
export function pickWindow<Client extends { url: string; focused: boolean }>(
  windows: readonly Client[],
  target: string,
  origin: string,
): Client | undefined {
  const ours = windows.filter((client) => {
    try {
      return new URL(client.url).origin === origin;
    } catch {
      return false;
    }
  });
  return ours.find((client) => client.url === target) ?? ours.find((client) => client.focused) ?? ours[0];
}
