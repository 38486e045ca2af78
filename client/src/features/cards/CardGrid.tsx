import { SimpleGrid } from '@mantine/core';
import type { Card } from '../../api/types';
import { ContentProtection } from './ContentProtection';
import { KickshotCard, type CardActions } from './KickshotCard';

interface CardGridProps extends CardActions {
  cards: Card[];
  onOpen?: (card: Card) => void;
  /** The player's saved card ids, marked on their cards. */
  savedIds?: ReadonlySet<string>;
}

/** 1 column below 768 px, 2 on medium screens, 4 on large ones. */
export function CardGrid({ cards, savedIds, onOpen, ...actions }: CardGridProps) {
  return (
    <ContentProtection>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="card-grid">
        {cards.map((card, index) => (
          <KickshotCard
            key={card.id}
            card={card}
            onOpen={onOpen}
            saved={savedIds?.has(card.id)}
            priority={index === 0}
            {...actions}
          />
        ))}
      </SimpleGrid>
    </ContentProtection>
  );
}
