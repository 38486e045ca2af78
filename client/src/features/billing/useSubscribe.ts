import { notifications } from '@mantine/notifications';
import { useCheckout } from '../../api/billing';
import { useHostedPage } from './useHostedPage';

const failed = () =>
  notifications.show({ color: 'red', message: 'Failed to start subscription process. Please try again.' });

/** Subscribe: the payment provider's checkout page, in a new tab, with the spec's toasts. */
export function useSubscribe(): { subscribe: () => void; pending: boolean } {
  const checkout = useCheckout();
  const open = useHostedPage(checkout.mutate);
  const subscribe = () => {
    notifications.show({ message: 'Setting up your subscription...' });
    open({
      onOpening: () => notifications.show({ message: 'Opening secure checkout page...' }),
      onNoPage: failed,
      onError: failed,
    });
  };
  return { subscribe, pending: checkout.isPending };
}
