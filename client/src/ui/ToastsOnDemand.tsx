import { notificationsStore, type NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toasts' container and its styles: a chunk fetched with the first toast, not with the page.
const Toasts = lazy(() => import('./Toasts').then((m) => ({ default: m.Toasts })));

const hasToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * Mounts the toasts' container once a toast is raised, and keeps it mounted from then on. The
 * toasts raised before it are taken out of the store and shown again once it has mounted: a toast
 * the container finds already there when it mounts would never start its auto-close timer.
 */
export function ToastsOnDemand() {
  const [early, setEarly] = useState<NotificationData[] | null>(null);
  useEffect(() => {
    if (early) return;
    let waiting = true;
    const takeEarly = () => {
      if (!waiting || !hasToast()) return;
      waiting = false;
      const { notifications, queue } = notificationsStore.getState();
      notificationsStore.setState((state) => ({ ...state, notifications: [], queue: [] }));
      setEarly([...notifications, ...queue]);
    };
    // a toast raised before this effect ran, then every later one until the container mounts
    queueMicrotask(takeEarly);
    const unsubscribe = notificationsStore.subscribe(takeEarly);
    return () => {
      waiting = false;
      unsubscribe();
    };
  }, [early]);
  if (!early) return null;
  return (
    <Suspense fallback={null}>
      <Toasts early={early} />
    </Suspense>
  );
}
