import { notifications, Notifications, type NotificationData } from '@mantine/notifications';
import { useEffect } from 'react';

/**
 * The toasts' container, loaded with the first toast (ToastsOnDemand): it shows again the `early`
 * toasts raised before it mounted. At the bottom: never over the header's buttons or a dialog's
 * close button.
 */
export function Toasts({ early }: { early: NotificationData[] }) {
  useEffect(() => {
    // shown once whatever the effects' runs: each toast keeps its id, and a shown id is not added twice
    for (const toast of early) notifications.show(toast);
  }, [early]);
  return <Notifications position="bottom-right" />;
}
