import { notificationsStore, type NotificationData } from '@mantine/notifications';
import { useEffect, useState, type ComponentType } from 'react';

type ToastsComponent = ComponentType<{ early: NotificationData[] }>;

const hasToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length > 0 || queue.length > 0;
};

/**
 * Mounts the toasts' container once a toast is raised, and keeps it mounted from then on. The
 * toasts raised before it are taken out of the store and shown again once it has mounted: a toast
 * the container finds already there when it mounts would never start its auto-close timer. The
 * container and its styles are a chunk fetched with the first toast, not with the page; it is
 * mounted when its module has arrived (no Suspense, whose reveal waits on a timer).
 */
export function ToastsOnDemand() {
  const [early, setEarly] = useState<NotificationData[] | null>(null);
  const [Toasts, setToasts] = useState<ToastsComponent | null>(null);
  useEffect(() => {
    if (!early || Toasts) return;
    let mounted = true;
    void import('./Toasts').then((m) => {
      if (mounted) setToasts(() => m.Toasts);
    });
    return () => {
      mounted = false;
    };
  }, [early, Toasts]);
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
  if (!early || !Toasts) return null;
  return <Toasts early={early} />;
}
