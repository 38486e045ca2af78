import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { Workbox } from 'workbox-window';
import { OPEN_URL } from './messages';
import { UpdatePrompt } from './UpdatePrompt';

/**
 * Registers the service worker (sw.ts). When a new deployment's worker is waiting, the player is
 * asked to reload instead of running stale code; the new worker takes over only then.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    notifications.show({
      id: 'update-available',
      autoClose: false,
      withCloseButton: true,
      title: 'Update available',
      message: createElement(UpdatePrompt, {
        onReload: () => {
          wb.addEventListener('controlling', () => window.location.reload());
          wb.messageSkipWaiting();
        },
      }),
    });
  });
  // a notification clicked while this page was open but not yet the worker's: go to its page
  navigator.serviceWorker.addEventListener(
    'message',
    (event: MessageEvent<{ type?: string; url?: string }>) => {
      const url = event.data?.type === OPEN_URL ? event.data.url : undefined;
      if (url && new URL(url, window.location.origin).origin === window.location.origin)
        window.location.assign(url);
    },
  );
  void wb.register().catch(() => undefined);
}
