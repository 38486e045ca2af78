import { ActionIcon, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { BADGE_COLORS } from './SubscriptionBadge';
import { statusDetail } from './subscription-rules';
import { useSubscription } from './SubscriptionProvider';
import { useRefreshSubscription } from './useRefreshSubscription';

/** The status badge, when it renews or ends, and the refresh button. */
export function SubscriptionStatusLine() {
  const { view, badge } = useSubscription();
  const { refresh, spinning } = useRefreshSubscription();
  const detail = statusDetail(view, new Date());
  return (
    <Group justify="space-between" wrap="nowrap">
      <Stack gap={2}>
        <Group gap="xs">
          <Text fw={600}>Status</Text>
          <Badge variant="light" color={BADGE_COLORS[badge.kind]} data-testid="subscription-status-badge">
            {badge.label}
          </Badge>
        </Group>
        {detail && (
          <Text size="sm" c="dimmed">
            {detail}
          </Text>
        )}
      </Stack>
      <Tooltip label="Refresh status">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label="Refresh subscription status"
          onClick={() => void refresh()}
        >
          <IconRefresh size={18} style={spinning ? { animation: 'ks-spin 1s linear infinite' } : undefined} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
