import { Modal, Stack } from '@mantine/core';
import { useReturnFocus } from '../../ui/focus-return';
import { PlanPanel } from './PlanPanel';
import { PromoCodeForm } from './PromoCodeForm';
import { StillOpenPanel } from './StillOpenPanel';
import { SubscriptionStatusLine } from './SubscriptionStatusLine';
import { useSubscription } from './SubscriptionProvider';

/**
 * Status and refresh, the plan with Subscribe / Manage subscription, and a promo code; when it
 * cannot be dismissed, also the pages that stay open and Sign Out. Mounted only while open: closed,
 * it gives the focus back to what opened it (the header's Subscription button when the rules did).
 */
export function SubscriptionDialog() {
  const { dialogOpened, dismissible, closeDialog } = useSubscription();
  useReturnFocus(dialogOpened, {
    fallback: () => document.querySelector<HTMLElement>('header button[title="Subscription"]'),
  });
  return (
    <Modal
      opened={dialogOpened}
      onClose={closeDialog}
      title="Subscription"
      withCloseButton={dismissible}
      closeOnClickOutside={dismissible}
      closeOnEscape={dismissible}
      size="lg"
    >
      <Stack>
        <SubscriptionStatusLine />
        <PlanPanel />
        <PromoCodeForm />
        {!dismissible && <StillOpenPanel />}
      </Stack>
    </Modal>
  );
}
