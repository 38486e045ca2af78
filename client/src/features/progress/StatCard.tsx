import { Group, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { RATE_TEXT, type ProgressBand } from './rate-colors';
import classes from './StatCard.module.css';
import sheet from './Scorecard.module.css';

/**
 * One figure of the scorecard's totals (test id `stat-<label in kebab case>`): its label as a
 * column head, then the figure. Without a value yet it shows a skeleton of the figure's exact size.
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
    <div className={sheet.cell}>
      <Group justify="space-between" gap={4} wrap="nowrap">
        <Text component="span" className={sheet.head}>
          {label}
        </Text>
        {icon}
      </Group>
      <Skeleton visible={loading} w={loading ? '50%' : undefined} radius="sm">
        <Text
          fz={28}
          fw={800}
          lh={1.3}
          className={band ? classes.rate : undefined}
          style={{ ...colours, fontVariantNumeric: 'tabular-nums' }}
          data-testid={loading ? undefined : `stat-${label.toLowerCase().replace(/\s+/g, '-')}`}
        >
          {loading ? '0' : value}
        </Text>
      </Skeleton>
    </div>
  );
}
