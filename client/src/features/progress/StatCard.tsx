import { Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** One figure of the Progress page's header row (test id `stat-<label in kebab case>`). */
export function StatCard({
  label,
  value,
  icon,
  color,
}: {
  label: string;
  value: ReactNode;
  icon: ReactNode;
  color?: string;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="space-between">
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        {icon}
      </Group>
      <Text fz={28} fw={800} c={color} data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {value}
      </Text>
    </Paper>
  );
}
