import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { usePortal } from '../../api/billing';
import { ApiRequestError } from '../../api/client';
import { useHostedPage } from './useHostedPage';

/** The server's reasons for having no customer portal to open (billing's error catalogue). */
const PORTAL_ERRORS = ['NO_PAID_SUBSCRIPTION', 'PORTAL_NOT_CONFIGURED'] as const;
export type PortalErrorCode = (typeof PORTAL_ERRORS)[number];

export interface PortalError {
  code: PortalErrorCode;
  message: string;
}

function portalErrorOf(error: Error): PortalError | null {
  if (!(error instanceof ApiRequestError)) return null;
  const code = PORTAL_ERRORS.find((known) => known === error.code);
  return code ? { code, message: error.message } : null;
}

/**
 * Manage subscription: the payment provider's customer portal, in a new tab. When the server says
 * why there is none, `portalError` holds it for the dialog to show; other failures are toasts.
 */
export function useManageSubscription(): {
  manage: () => void;
  pending: boolean;
  portalError: PortalError | null;
} {
  const portal = usePortal();
  const open = useHostedPage(portal.mutate);
  const [portalError, setPortalError] = useState<PortalError | null>(null);
  const manage = () => {
    setPortalError(null);
    open({
      onNoPage: () =>
        notifications.show({ color: 'red', message: 'An unexpected error occurred. Please try again.' }),
      onError: (error) => {
        const known = portalErrorOf(error);
        if (known) setPortalError(known);
        else
          notifications.show({
            color: 'red',
            message: 'Failed to open subscription management. Please try again.',
          });
      },
    });
  };
  return { manage, pending: portal.isPending, portalError };
}
