// The chart's styles travel with the chart: this file is its own chunk (DailyPracticePanel loads
// it lazily), so recharts and these styles are fetched only by a page that draws a chart.
import '@mantine/charts/styles.layer.css';
import { LineChart } from '@mantine/charts';
import { Table, VisuallyHidden } from '@mantine/core';
import { formatRate } from '../practice/practice-rules';
import classes from './DailyPracticeChart.module.css';
import { DAILY_CHART_HEIGHT, dailySummary, longDay, shortDay, type PracticeDay } from './daily-chart';

const SERIES = [
  { name: 'attempts', label: 'Attempts', color: 'blue.6' },
  { name: 'rate', label: 'Success rate (%)', color: 'teal.6', yAxisId: 'right', strokeDasharray: '6 4' },
];

/**
 * Last 30 days: attempts (left axis) and success rate (right axis, dashed) per day, with a legend
 * and axis labels. Screen readers get a one-sentence summary and a table of the practised days.
 */
export function DailyPracticeChart({ days }: { days: readonly PracticeDay[] }) {
  const practised = days.filter((day) => day.attempts > 0);
  return (
    <>
      <div role="img" aria-label={dailySummary(days)} className={classes.chart}>
        <LineChart
          h={DAILY_CHART_HEIGHT}
          data={days.map((day) => ({
            date: day.date,
            attempts: day.attempts,
            rate: Number(day.successRate.toFixed(1)),
          }))}
          dataKey="date"
          series={SERIES}
          withLegend
          xAxisLabel="Day"
          yAxisLabel="Attempts"
          rightYAxisLabel="Success rate (%)"
          withRightYAxis
          xAxisProps={{ tickFormatter: (date: string) => shortDay(date) }}
          yAxisProps={{ allowDecimals: false, width: 48 }}
          rightYAxisProps={{ domain: [0, 100], ticks: [0, 25, 50, 75, 100], width: 48 }}
          tooltipProps={{ labelFormatter: (date) => (typeof date === 'string' ? longDay(date) : date) }}
          lineChartProps={{ margin: { top: 4, right: 12, bottom: 30, left: 12 } }}
          // the wrapper's text alternative and the table stand for the chart: nothing to tab into
          accessibilityLayer={false}
        />
      </div>
      {/* VisuallyHidden's styles on a div: its own element, a span, may not hold a table */}
      <div className={VisuallyHidden.classes.root}>
        <Table>
          <Table.Caption>Practice per day</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Day</Table.Th>
              <Table.Th scope="col">Attempts</Table.Th>
              <Table.Th scope="col">Successes</Table.Th>
              <Table.Th scope="col">Success rate</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {practised.map((day) => (
              <Table.Tr key={day.date}>
                <Table.Th scope="row">{longDay(day.date)}</Table.Th>
                <Table.Td>{day.attempts}</Table.Td>
                <Table.Td>{day.successes}</Table.Td>
                <Table.Td>{formatRate(day.successRate)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </>
  );
}
