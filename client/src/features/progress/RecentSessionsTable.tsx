import { Paper, Text, Title } from '@mantine/core';
import type { Schemas } from '../../api/types';
import { formatDay } from '../../ui/format-date';
import { successRate } from '../practice/practice-rules';
import { RateBadge } from './RateBadge';
import { ScoreTable } from './ScoreTable';
import { TableSkeleton } from './TableSkeleton';

/** The 7 most recent of the 30 sessions fetched. */
const SHOWN = 7;

const COLUMNS = [
  { label: 'Day' },
  { label: 'Made', figure: true },
  { label: 'Rate', figure: true },
  { label: 'Time', figure: true },
];

/**
 * Recent Practice Sessions: day, successes of attempts, rate and the duration End Session stored;
 * skeleton rows until the sessions are there.
 */
export function RecentSessionsTable({ sessions }: { sessions: Schemas['PracticeSessionDto'][] | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Recent Practice Sessions
      </Title>
      {!sessions ? (
        <TableSkeleton rows={SHOWN} columns={4} />
      ) : sessions.length === 0 ? (
        <Text c="dimmed" size="sm">
          No sessions yet.
        </Text>
      ) : (
        <ScoreTable columns={COLUMNS}>
          {sessions.slice(0, SHOWN).map((session) => (
            <ScoreTable.Row
              key={session.sessionDate}
              first={formatDay(session.sessionDate)}
              figures={[
                `${session.totalSuccesses} of ${session.totalAttempts}`,
                <RateBadge key="rate" rate={successRate(session.totalSuccesses, session.totalAttempts)} />,
                session.sessionDurationMinutes !== null ? `${session.sessionDurationMinutes} min` : '—',
              ]}
            />
          ))}
        </ScoreTable>
      )}
    </Paper>
  );
}
