import { Paper, Table, Text, Title } from '@mantine/core';
import type { Schemas } from '../../api/types';
import { successRate } from '../practice/practice-rules';
import { RateBadge } from './RateBadge';
import { TableSkeleton } from './TableSkeleton';

/** The 7 most recent of the 30 sessions fetched. */
const SHOWN = 7;

/**
 * Recent Practice Sessions: day, successes, attempts, rate and the duration End Session stored;
 * skeleton rows until the sessions are there.
 */
export function RecentSessionsTable({ sessions }: { sessions: Schemas['PracticeSessionDto'][] | undefined }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Recent Practice Sessions
      </Title>
      {!sessions ? (
        <TableSkeleton rows={SHOWN} columns={4} />
      ) : sessions.length === 0 ? (
        <Text c="dimmed" size="sm">
          No sessions yet.
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {sessions.slice(0, SHOWN).map((session) => (
              <Table.Tr key={session.sessionDate}>
                <Table.Td>{new Date(`${session.sessionDate}T00:00:00`).toLocaleDateString()}</Table.Td>
                <Table.Td>
                  {session.totalSuccesses} / {session.totalAttempts}
                </Table.Td>
                <Table.Td>
                  <RateBadge rate={successRate(session.totalSuccesses, session.totalAttempts)} />
                </Table.Td>
                <Table.Td>
                  {session.sessionDurationMinutes !== null ? `${session.sessionDurationMinutes} min` : '—'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
