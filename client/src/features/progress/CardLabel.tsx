import { Text } from '@mantine/core';
import { cardSubtitle, cardTitle, type CardNames } from './card-label';

/**
 * A card as a list shows it: its name (the playing card until the name is known, and without
 * access), then a dimmed line with the playing card and the deck. Both wrap rather than being cut:
 * a long name takes a second line, never an ellipsis.
 */
export function CardLabel({
  id,
  names,
  strong = false,
}: {
  id: string;
  names: CardNames | undefined;
  strong?: boolean;
}) {
  const subtitle = cardSubtitle(id, names);
  return (
    <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
      <Text size="sm" fw={strong ? 600 : 500} lh={1.3}>
        {cardTitle(id, names)}
      </Text>
      {subtitle && (
        <Text size="xs" c="dimmed" lh={1.3}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
