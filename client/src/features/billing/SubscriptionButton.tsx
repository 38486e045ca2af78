import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useSubscription } from './SubscriptionProvider';

export function SubscriptionButton() {
  const { openDialog } = useSubscription();
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconCreditCard size={16} />}
        onClick={openDialog}
        visibleFrom="md"
      >
        Subscription
      </Button>
      <Tooltip label="Subscription">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Subscription"
          onClick={openDialog}
          hiddenFrom="md"
        >
          <IconCreditCard size={18} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
