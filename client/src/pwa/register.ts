import { OPEN_URL } from './messages';

/**
 * Registers the service worker (sw.ts). When a new deployment's worker is installed while this
 * page runs on the old one, the player is asked to reload instead of running stale code; the new
 * worker takes over only then. The toast's code is fetched only when there is an update.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  // a notification clicked while this page was open but not yet the worker's: go to its page
  navigator.serviceWorker.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; url?: string } | null>) => {
      const url = event.data?.type === OPEN_URL ? event.data.url : undefined;
      if (url && new URL(url, window.location.origin).origin === window.location.origin)
        window.location.assign(url);
    },
  );
  navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then((registration) => {
      if (registration.waiting) offerUpdate(registration.waiting);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        worker?.addEventListener('statechange', () => {
          if (worker.state === 'installed') offerUpdate(worker);
        });
      });
    })
    .catch(() => undefined);
}

/** A new worker waits: only an update when an older one controls the page (not the first install). */
function offerUpdate(waiting: ServiceWorker): void {
  if (!navigator.serviceWorker.controller) return;
  void import('./update-toast').then((m) =>
    m.showUpdateAvailable(() => {
      navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
        once: true,
      });
      waiting.postMessage({ type: 'SKIP_WAITING' });
    }),
  );
}
