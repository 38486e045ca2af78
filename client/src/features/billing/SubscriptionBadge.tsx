import { Badge } from '@mantine/core';
import { useSubscription } from './SubscriptionProvider';

const COLORS = {
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
    <Badge color={COLORS[badge.kind]} variant="light" size="lg" data-testid="subscription-badge">
      {badge.label}
    </Badge>
  );
}
