import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { billingKeys, fetchSubscription } from '../../api/billing';
import { ApiRequestError } from '../../api/client';
import { useAuth } from '../auth/AuthProvider';
import { statusLabel } from './status-label';
import { REFRESH_SPIN_MS } from './subscription-rules';

/** The status refresh button: asks the payment provider again (forceRefresh) and says what it found. */
export function useRefreshSubscription(): { refresh: () => Promise<void>; spinning: boolean } {
  const { status } = useAuth();
  const queryClient = useQueryClient();
  const [spinning, setSpinning] = useState(false);
  const refresh = async () => {
    setSpinning(true);
    setTimeout(() => setSpinning(false), REFRESH_SPIN_MS);
    if (status !== 'authenticated') {
      notifications.show({
        color: 'red',
        title: 'Not Logged In',
        message: 'Please sign in to check your subscription status.',
      });
      return;
    }
    try {
      const subscription = await fetchSubscription(true);
      queryClient.setQueryData(billingKeys.subscription, subscription);
      notifications.show({
        title: 'Subscription Status Updated',
        message: `Status: ${statusLabel(subscription.status)}`,
      });
    } catch (error) {
      notifications.show({
        color: 'red',
        title: 'Subscription Check Failed',
        message: error instanceof ApiRequestError ? error.message : 'Unable to verify subscription status.',
      });
    }
  };
  return { refresh, spinning };
}
