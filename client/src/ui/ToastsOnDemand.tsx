import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// The toasts' container and its styles: a chunk fetched with the first toast, not with the page.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

const hasToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * Mounts the toasts' container once a toast is raised (it waits in the notifications store until
 * the container's chunk arrives, a moment later) and keeps it mounted from then on.
 */
export function ToastsOnDemand() {
  const raised = useSyncExternalStore(notificationsStore.subscribe, hasToast, hasToast);
  const [needed, setNeeded] = useState(raised);
  if (raised && !needed) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  );
}
