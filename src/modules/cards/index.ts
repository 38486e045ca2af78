/** What other modules may use of cards: the catalog, through CardsService, and its types. */
export { CardsService, type CardRef } from './cards.service.js';
export type { DeckColor } from './domain/index.js';
