import { Paper, Text, Title } from '@mantine/core';
import type { ProgressEntry } from '../../api/types';
import type { CardNames } from './card-label';
import { CardLabel } from './CardLabel';
import { RateBadge } from './RateBadge';
import { ScoreTable } from './ScoreTable';
import { TableSkeleton } from './TableSkeleton';

/** The top 5 of the player's cards, most attempts first (the server's order). */
const SHOWN = 5;

export const CARD_COLUMNS = [
  { label: 'Card' },
  { label: 'Made', figure: true },
  { label: 'Rate', figure: true },
];

/** A card's row of a score table: the card, its successes of its attempts, its rate. */
export function CardScoreRow({ row, names }: { row: ProgressEntry; names: CardNames | undefined }) {
  return (
    <ScoreTable.Row
      first={<CardLabel id={row.kickshotId} names={names} />}
      figures={[`${row.successes} of ${row.attempts}`, <RateBadge key="rate" rate={row.successRate} />]}
    />
  );
}

/** Most Practiced Kickshots: the player's top cards with their successes, attempts and rate. */
export function MostPracticedTable({
  progress,
  names,
}: {
  progress: ProgressEntry[] | undefined;
  names: CardNames | undefined;
}) {
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="xs">
        Most Practiced Kickshots
      </Title>
      {!progress ? (
        <TableSkeleton rows={SHOWN} columns={3} />
      ) : progress.length === 0 ? (
        <Text c="dimmed" size="sm">
          No practice yet: open a card's menu and choose Practice This Shot.
        </Text>
      ) : (
        <ScoreTable columns={CARD_COLUMNS}>
          {progress.slice(0, SHOWN).map((row) => (
            <CardScoreRow key={row.kickshotId} row={row} names={names} />
          ))}
        </ScoreTable>
      )}
    </Paper>
  );
}
