import { LineChart } from '@mantine/charts';
import { Paper, Text, Title } from '@mantine/core';
import { useDailyPractice } from '../../api/practice';

/** Last 30 days: attempts and success rate per day, once there is any practice in them. */
export function DailyPracticeChart() {
  const daily = useDailyPractice();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Last 30 days
      </Title>
      {daily.data && daily.data.some((d) => d.attempts > 0) ? (
        <LineChart
          h={240}
          data={daily.data.map((d) => ({
            date: d.date.slice(5),
            Attempts: d.attempts,
            'Success rate': Number(d.successRate.toFixed(1)),
          }))}
          dataKey="date"
          withRightYAxis
          rightYAxisProps={{ domain: [0, 100] }}
          series={[
            { name: 'Attempts', color: 'blue.6' },
            { name: 'Success rate', color: 'teal.6', yAxisId: 'right' },
          ]}
        />
      ) : (
        <Text c="dimmed" size="sm">
          Practise a few shots and your daily attempts and success rate appear here.
        </Text>
      )}
    </Paper>
  );
}
