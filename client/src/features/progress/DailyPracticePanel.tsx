import { Alert, Box, Center, Paper, Skeleton, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { DAILY_CHART_HEIGHT, hasPractice, type PracticeDay } from './daily-chart';

/** The chart's chunk (recharts and the chart styles): fetched once there is a chart to draw. */
export const loadDailyPracticeChart = () => import('./DailyPracticeChart');

const DailyPracticeChart = lazy(() =>
  loadDailyPracticeChart().then((module) => ({ default: module.DailyPracticeChart })),
);

/**
 * Last 30 days: the daily chart, once there is any practice in them. Its body is the chart's height
 * whatever it shows (loading, the chart's chunk on its way, the chart, the empty state), so nothing
 * below it moves.
 */
export function DailyPracticePanel({
  days,
  error,
}: {
  days: PracticeDay[] | undefined;
  error: string | undefined;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Last 30 days
      </Title>
      <Box h={DAILY_CHART_HEIGHT}>
        {error !== undefined ? (
          <Center h="100%">
            <Alert color="red">{error}</Alert>
          </Center>
        ) : !days ? (
          <Skeleton h="100%" />
        ) : hasPractice(days) ? (
          <Suspense fallback={<Skeleton h="100%" />}>
            <DailyPracticeChart days={days} />
          </Suspense>
        ) : (
          <Center h="100%">
            <Text c="dimmed" size="sm" ta="center">
              Practice a few shots and your daily attempts and success rate appear here.
            </Text>
          </Center>
        )}
      </Box>
    </Paper>
  );
}
