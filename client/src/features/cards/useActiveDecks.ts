import { useCallback, useState } from 'react';
import type { DeckColor } from '../../api/types';
import { ACTIVE_DECKS_KEY, parseActiveDecks } from './card-filters';

/** The decks shown on the home page, kept in localStorage `activeDeckColors` (default black only). */
export function useActiveDecks(): [DeckColor[], (decks: DeckColor[]) => void] {
  const [decks, setDecks] = useState<DeckColor[]>(() => {
    try {
      return parseActiveDecks(localStorage.getItem(ACTIVE_DECKS_KEY));
    } catch {
      return parseActiveDecks(null);
    }
  });
  const update = useCallback((next: DeckColor[]) => {
    const ordered = (['black', 'red'] as DeckColor[]).filter((deck) => next.includes(deck));
    setDecks(ordered);
    try {
      localStorage.setItem(ACTIVE_DECKS_KEY, JSON.stringify(ordered));
    } catch {
      // private mode: the choice lasts for this page
    }
  }, []);
  return [decks, update];
}
