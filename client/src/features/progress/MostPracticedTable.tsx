import { Paper, Table, Text, Title } from '@mantine/core';
import type { ProgressEntry } from '../../api/types';
import { RateBadge } from './RateBadge';

/** The spec's top 5 of the player's cards, most attempts first (the server's order). */
const SHOWN = 5;

/** Most Practiced Kickshots: successes, attempts and rate of the player's top cards. */
export function MostPracticedTable({ progress }: { progress: ProgressEntry[] }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Most Practiced Kickshots
      </Title>
      {progress.length === 0 ? (
        <Text c="dimmed" size="sm">
          No practice yet: open a card's menu and choose Practice This Shot.
        </Text>
      ) : (
        <Table>
          <Table.Tbody>
            {progress.slice(0, SHOWN).map((row) => (
              <Table.Tr key={row.kickshotId}>
                <Table.Td>{row.kickshotId}</Table.Td>
                <Table.Td>
                  {row.successes} / {row.attempts}
                </Table.Td>
                <Table.Td>
                  <RateBadge rate={row.successRate} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
