import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useProductName } from '../../ui/useProductName';
import { useSubscription } from './SubscriptionProvider';

/** Shown instead of the cards without access. */
export function SubscriptionRequired() {
  const { openDialog } = useSubscription();
  const productName = useProductName();
  return (
    <Paper withBorder p="xl" radius="md" maw={560} mx="auto" my="xl">
      <Stack align="center" ta="center">
        <IconLock size={40} aria-hidden />
        <Title order={2}>Subscription Required</Title>
        <Text>
          Access to {productName} requires an active subscription. Subscribe now to unlock all premium
          features and improve your game.
        </Text>
        <Button size="md" onClick={openDialog}>
          Subscribe Now
        </Button>
      </Stack>
    </Paper>
  );
}
