import { Paper, Text, Title } from '@mantine/core';
import type { ProgressEntry } from '../../api/types';
import type { CardNames } from './card-label';
import { CARD_COLUMNS, CardScoreRow } from './MostPracticedTable';
import { bestCards, JUDGED_MIN_ATTEMPTS, WEAK_BELOW_RATE } from './scorecard';
import { ScoreTable } from './ScoreTable';
import { TableSkeleton } from './TableSkeleton';

/**
 * Best cards: the player's most reliable shots (5+ attempts, 70% or better), best first; a skeleton
 * of its size while the progress loads.
 */
export function BestCardsPanel({
  progress,
  names,
}: {
  progress: ProgressEntry[] | undefined;
  names: CardNames | undefined;
}) {
  const best = progress && bestCards(progress);
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Best cards
      </Title>
      {!best ? (
        <TableSkeleton rows={1} columns={3} />
      ) : best.length === 0 ? (
        <Text c="dimmed" size="sm">
          A card shows here once you make it {WEAK_BELOW_RATE}% of the time over {JUDGED_MIN_ATTEMPTS} or more
          attempts.
        </Text>
      ) : (
        <ScoreTable columns={CARD_COLUMNS}>
          {best.map((row) => (
            <CardScoreRow key={row.kickshotId} row={row} names={names} />
          ))}
        </ScoreTable>
      )}
    </Paper>
  );
}
