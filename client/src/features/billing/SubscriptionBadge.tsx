import { Badge } from '@mantine/core';
import { useSubscription } from './SubscriptionProvider';

/** The colour of each status, the same in the header and the Subscription dialog. */
export const BADGE_COLORS = {
  active: 'teal',
  trial: 'blue',
  inactive: 'gray',
  error: 'red',
  'signed-out': 'gray',
} as const;

export function SubscriptionBadge() {
  const { badge, loading } = useSubscription();
  if (loading) return null;
  return (
    <Badge color={BADGE_COLORS[badge.kind]} variant="light" size="lg" data-testid="subscription-badge">
      {badge.label}
    </Badge>
  );
}
