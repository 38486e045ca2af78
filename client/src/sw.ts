/// <reference lib="webworker" />
// The service worker (built by vite-plugin-pwa's injectManifest): the app shell precached, the
// card diagrams and the signed-in player's data cached for the pool hall without a signal.
import { ExpirationPlugin } from 'workbox-expiration';
import { createHandlerBoundToURL, precacheAndRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ASSET_CACHE, DIAGRAM_CACHE, PLAYER_CACHE, PLAYER_DATA_PATHS } from './pwa/cache-names';
import { INBOX_CHANGED, OPEN_URL } from './pwa/messages';
import { notificationTarget, parsePushMessage, pickWindow } from './pwa/push-message';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | { url: string; revision: string | null })[];
};

// the shell (index.html, the entry's chunks and styles, the icons) and what a signed-in player uses
// offline: the cards, favourites and progress pages with their dialogs (client/scripts/precache-list.ts)
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Any other chunk of the build (another page, the admin panel) once it has been opened: its name
// carries its content's hash, so the cached copy is always the right one.
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' && url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSET_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 90 * 24 * 3600 })],
  }),
);

// A page opened offline is the app's index.html; the server's own paths and files never are.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [
      /^\/api\//,
      /^\/billing\/sandbox\//,
      /^\/kickshot-diagrams\//,
      /^\/\.well-known\//,
      /\.[a-z0-9]+$/i,
    ],
  }),
);

// Card diagrams (public images, the same for everyone). The API names each by its content version
// (`?v=`): such a URL never changes, so the cached copy is shown without asking the network; one
// without a version is shown from the cache and refreshed behind.
const isDiagram = (url: URL) =>
  url.origin === self.location.origin && url.pathname.startsWith('/kickshot-diagrams/');
const diagramExpiration = () => new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 });
registerRoute(
  ({ url }) => isDiagram(url) && url.searchParams.has('v'),
  new CacheFirst({ cacheName: DIAGRAM_CACHE, plugins: [diagramExpiration()] }),
);
registerRoute(
  ({ url }) => isDiagram(url),
  new StaleWhileRevalidate({ cacheName: DIAGRAM_CACHE, plugins: [diagramExpiration()] }),
);

// The signed-in player's cards, favourites, progress and subscription status: from the network
// when there is one, the last answer otherwise. Only successful answers are kept (a 403 without
// access is never cached); signing out, or a status without access, deletes this cache (the page
// does it: pwa/player-cache.ts).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    PLAYER_DATA_PATHS.some((path) => url.pathname === path),
  new NetworkFirst({ cacheName: PLAYER_CACHE, networkTimeoutSeconds: 5 }),
);

// "Update available — reload": the page asks the waiting worker to take over.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

// Web Push: a broadcast arrives as JSON {title, body, url, tag} and is always shown
// (the subscription promises userVisibleOnly). The pages open in this browser hear of it too, so
// their inbox bell counts it at once instead of at the next minute's poll.
self.addEventListener('push', (event) => {
  const message = parsePushMessage(event.data?.text());
  const options: NotificationOptions & { renotify?: boolean } = {
    body: message.body,
    icon: '/icons/icon-192.png',
    data: { url: message.url },
    ...(message.tag ? { tag: message.tag, renotify: true } : {}),
  };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(message.title, options),
      self.clients
        .matchAll({ type: 'window' })
        .then((windows) => windows.forEach((client) => client.postMessage({ type: INBOX_CHANGED }))),
    ]),
  );
});

// A click opens the message's page of this app: in the app's open window when there is one
// (focused, then sent to that page), else in a new window.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = notificationTarget(
    (event.notification.data as { url?: unknown } | null)?.url,
    self.location.origin,
  );
  event.waitUntil(openWindow(target));
});

async function openWindow(target: string): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const client = pickWindow(windows, target, self.location.origin);
  if (!client) {
    await self.clients.openWindow(target);
    return;
  }
  const focused = await client.focus();
  if (focused.url === target) return;
  // navigate() works on the windows this worker controls; any other is asked to go there itself
  try {
    await focused.navigate(target);
  } catch {
    focused.postMessage({ type: OPEN_URL, url: target });
  }
}
