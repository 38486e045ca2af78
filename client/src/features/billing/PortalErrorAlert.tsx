import { Alert, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { PortalError } from './useManageSubscription';

/** Why Manage subscription has no page to open: the server's message, and the setup hint when the portal is not configured. */
export function PortalErrorAlert({ error }: { error: PortalError }) {
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title="Stripe Portal Error">
      <Text size="sm">{error.message}</Text>
      {error.code === 'PORTAL_NOT_CONFIGURED' && (
        <Text size="sm" mt="xs">
          The customer portal needs a one-time setup in the Stripe dashboard (Settings → Billing → Customer
          portal) before subscribers can manage their plan.
        </Text>
      )}
    </Alert>
  );
}
