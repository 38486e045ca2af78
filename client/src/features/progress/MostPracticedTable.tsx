import { Paper, Table, Text, Title } from '@mantine/core';
import type { ProgressEntry } from '../../api/types';
import type { CardNames } from './card-label';
import { CardLabel } from './CardLabel';
import { RateBadge } from './RateBadge';
import { TableSkeleton } from './TableSkeleton';

/** The top 5 of the player's cards, most attempts first (the server's order). */
const SHOWN = 5;

/**
 * Most Practiced Kickshots: successes, attempts and rate of the player's top cards. A fixed layout:
 * the figures' columns keep their width and the card's name, when it comes, fills the first one.
 */
export function MostPracticedTable({
  progress,
  names,
}: {
  progress: ProgressEntry[] | undefined;
  names: CardNames | undefined;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Most Practiced Kickshots
      </Title>
      {!progress ? (
        <TableSkeleton rows={SHOWN} columns={3} />
      ) : progress.length === 0 ? (
        <Text c="dimmed" size="sm">
          No practice yet: open a card's menu and choose Practice This Shot.
        </Text>
      ) : (
        <Table layout="fixed">
          <colgroup>
            <col />
            <col style={{ width: '6.5rem' }} />
            <col style={{ width: '7rem' }} />
          </colgroup>
          <Table.Tbody>
            {progress.slice(0, SHOWN).map((row) => (
              <Table.Tr key={row.kickshotId}>
                <Table.Td>
                  <CardLabel id={row.kickshotId} names={names} size="sm" />
                </Table.Td>
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
