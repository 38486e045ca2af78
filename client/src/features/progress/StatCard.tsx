import { Group, Paper, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RATE_TEXT, type ProgressBand } from './rate-colors';
import classes from './StatCard.module.css';

/**
 * One figure of the Progress page's header row (test id `stat-<label in kebab case>`). Without a
 * value yet it shows a skeleton of the figure's exact size.
 */
export function StatCard({
  label,
  value,
  icon,
  band,
}: {
  label: string;
  value: ReactNode | undefined;
  icon: ReactNode;
  band?: ProgressBand;
}) {
  const loading = value === undefined;
  const colours = band && {
    '--rate-light': RATE_TEXT[band].light,
    '--rate-dark': RATE_TEXT[band].dark,
  };
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {icon}
      </Group>
      <Skeleton visible={loading} w={loading ? '50%' : undefined} radius="sm">
        <Text
          fz={28}
          fw={800}
          className={band ? classes.rate : undefined}
          style={colours}
          data-testid={loading ? undefined : `stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {loading ? '0' : value}
        </Text>
      </Skeleton>
    </Paper>
  );
}
