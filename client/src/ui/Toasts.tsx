import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';

/**
 * The toasts' container, loaded with the first toast (ToastsOnDemand). Toasts raised before it
 * mounts wait in the notifications store. At the bottom: never over the header's buttons or a
 * dialog's close button.
 */
export function Toasts() {
  return <Notifications position="bottom-right" />;
}
