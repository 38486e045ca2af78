import { Badge, Group, Text } from '@mantine/core';
import type { Card } from '../../api/types';
import { deckLabel } from './card-filters';

/** A card's short facts, on the grid and in its dialog: deck and identifier, strength, aim. */
export function CardFacts({ card }: { card: Card }) {
  return (
    <>
      <Group gap={6}>
        <Badge variant="light" color={card.deck === 'red' ? 'red' : 'gray'}>
          {deckLabel(card.deck)} · {card.identifier}
        </Badge>
        <Badge variant="default">{card.strength}</Badge>
      </Group>
      <Text size="sm" fw={500}>
        {card.aimingPosition}
      </Text>
    </>
  );
}
