import { Paper, Stack, Text } from '@mantine/core';
import type { Card } from '../../api/types';

/** The card's drill: 10 tries, what counts, and what a club player and a strong amateur make. */
export function DrillTarget({ drill }: { drill: Card['drill'] }) {
  return (
    <Text size="sm" data-testid="drill-target">
      <Text span fw={600}>
        Drill:
      </Text>{' '}
      10 tries; success = {drill.success}. Club player {drill.club}/10, strong amateur {drill.strong}/10.
    </Text>
  );
}

/** Common miss → what you see → the fix. */
export function CommonMiss({ miss }: { miss: Card['commonMiss'] }) {
  return (
    <Paper withBorder p="sm" radius="md" data-testid="common-miss">
      <Stack gap={4}>
        <Text size="sm">
          <Text span fw={600}>
            Common miss:
          </Text>{' '}
          {miss.miss}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            What you see:
          </Text>{' '}
          {miss.see}
        </Text>
        <Text size="sm">
          <Text span fw={600}>
            The fix:
          </Text>{' '}
          {miss.fix}
        </Text>
      </Stack>
    </Paper>
  );
}
