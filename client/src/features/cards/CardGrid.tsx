import { SimpleGrid } from '@mantine/core';
import type { Card } from '../../api/types';
import { ContentProtection } from './ContentProtection';
import { KickshotCard, type CardActions } from './KickshotCard';

/** 1 column below 768 px, 2 on medium screens, 4 on large ones. */
export function CardGrid({ cards, ...actions }: { cards: Card[] } & CardActions) {
  return (
    <ContentProtection>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="card-grid">
        {cards.map((card) => (
          <KickshotCard key={card.id} card={card} {...actions} />
        ))}
      </SimpleGrid>
    </ContentProtection>
  );
}
