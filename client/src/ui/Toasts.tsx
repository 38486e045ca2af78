import { notifications, Notifications, type NotificationData } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import classes from './Toasts.module.css';

/** Whether a modal dialog is open (Mantine puts each in a portal of its own, a child of body). */
function useModalOpen(): boolean {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    let frame = 0;
    // the dialog's content arrives a render after its portal: look once the frame is painted
    const check = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() =>
        setOpen(document.querySelector('[role="dialog"][aria-modal="true"]') !== null),
      );
    };
    check();
    const observer = new MutationObserver(check);
    observer.observe(document.body, { childList: true });
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);
  return open;
}

/**
 * The toasts' container, loaded with the first toast (ToastsOnDemand): it shows again the `early`
 * toasts raised before it mounted. At the bottom right, never over the header's buttons; while a
 * dialog is open, at the top centre, over the dimmed page's header instead of the dialog's buttons
 * (a toast over End Session would also hold its own timer while the pointer rests on it).
 */
export function Toasts({ early }: { early: NotificationData[] }) {
  const modalOpen = useModalOpen();
  useEffect(() => {
    // shown once whatever the effects' runs: each toast keeps its id, and a shown id is not added twice
    for (const toast of early) notifications.show(toast);
  }, [early]);
  return (
    <Notifications
      position="bottom-right"
      // hovering a toast holds its own timer only: a count of hovered toasts shared by all of them
      // stays up for good when one leaves from under a resting pointer, and then none closes
      pauseResetOnHover="notification"
      classNames={{ root: classes.root }}
      data-over-dialog={modalOpen || undefined}
    />
  );
}
