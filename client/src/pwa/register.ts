import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { Workbox } from 'workbox-window';
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
  void wb.register().catch(() => undefined);
}
