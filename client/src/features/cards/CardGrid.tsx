import { SimpleGrid } from '@mantine/core';
import { startTransition, useDeferredValue, useEffect, useState } from 'react';
import type { Card } from '../../api/types';
import { ContentProtection } from './ContentProtection';
import { KickshotCard, type CardActions } from './KickshotCard';

interface CardGridProps extends CardActions {
  cards: Card[];
  onOpen?: (card: Card) => void;
  /** The player's saved card ids, marked on their cards. */
  savedIds?: ReadonlySet<string>;
}

const NO_CARDS: Card[] = [];

/** The cards rendered at once: the first row on a wide screen, a phone's first screens. */
export const FIRST_CARDS = 4;

/**
 * How many of `total` cards to render: the first row at once, then all the others in one
 * transition, which React renders a few milliseconds at a time between the browser's own work: the
 * first row shows without waiting for 52 cards (or 104), and no long task blocks a tap meanwhile.
 */
export function useProgressiveCount(total: number): number {
  const [count, setCount] = useState(FIRST_CARDS);
  useEffect(() => {
    if (count >= total) return;
    const id = setTimeout(() => startTransition(() => setCount(total)), 0);
    return () => clearTimeout(id);
  }, [count, total]);
  return Math.min(count, total);
}

/** 1 column below 768 px, 2 on medium screens, 4 on large ones; rendered a few rows at a time. */
export function CardGrid({ cards: latest, savedIds: latestSavedIds, onOpen, ...actions }: CardGridProps) {
  // The cards render in a transition, whatever brought them: a query's answer renders at once, in
  // one task, and a card is costly (52 new ones, the server's list replacing the saved copy, were one
  // long task). So the grid mounts empty and fills in a transition, and a new list or new marks (a
  // search, a favourite) replace what it shows the same way.
  const cards = useDeferredValue(latest, NO_CARDS);
  const savedIds = useDeferredValue(latestSavedIds);
  const shown = useProgressiveCount(cards.length);
  return (
    <ContentProtection>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md" data-testid="card-grid">
        {cards.slice(0, shown).map((card, index) => (
          <KickshotCard
            key={card.id}
            card={card}
            onOpen={onOpen}
            saved={savedIds?.has(card.id)}
            priority={index < FIRST_CARDS}
            {...actions}
          />
        ))}
      </SimpleGrid>
    </ContentProtection>
  );
}
