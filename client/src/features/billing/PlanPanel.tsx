import { Button, Group, Paper, Skeleton, Text, Title } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useSiteInfo } from '../../api/site';
import { useProductName } from '../../ui/useProductName';
import { PortalErrorAlert } from './PortalErrorAlert';
import { firstChargeNotice } from './subscription-rules';
import { useSubscription } from './SubscriptionProvider';
import { useManageSubscription } from './useManageSubscription';
import { useSubscribe } from './useSubscribe';

/** The plan and its price (from the site information), Subscribe and Manage subscription. */
export function PlanPanel() {
  const { view } = useSubscription();
  const { data: site } = useSiteInfo();
  const productName = useProductName();
  const { subscribe, pending: subscribing } = useSubscribe();
  const { manage, pending: managing, portalError } = useManageSubscription();
  const active = view.subscription?.status === 'active';
  const firstCharge = site ? firstChargeNotice(view, new Date(), site.plan.priceLabel) : null;
  return (
    <>
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={3} size="h4">
              {productName} Annual
            </Title>
            <Text size="sm" c="dimmed">
              Both decks, practice tracking, videos, progress, statistics and every tool.
            </Text>
          </div>
          {site ? (
            <Text fw={800} fz="xl">
              {site.plan.priceLabel}
              <Text span size="sm" c="dimmed" fw={400}>
                {' '}
                / {site.plan.interval}
              </Text>
            </Text>
          ) : (
            <Skeleton h={28} w={96} />
          )}
        </Group>
        {firstCharge && (
          <Text size="sm" mt="sm" data-testid="first-charge-notice">
            {firstCharge}
          </Text>
        )}
        <Group mt="md">
          {!active && (
            <Button
              leftSection={<IconCreditCard size={16} />}
              onClick={subscribe}
              loading={subscribing}
              disabled={subscribing}
            >
              Subscribe
            </Button>
          )}
          <Button
            variant={active ? 'filled' : 'default'}
            onClick={manage}
            loading={managing}
            disabled={managing}
          >
            Manage subscription
          </Button>
        </Group>
      </Paper>
      {portalError && <PortalErrorAlert error={portalError} />}
    </>
  );
}
