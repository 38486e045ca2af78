/** What other modules may use of cards: the catalog, through CardsService, and its types. */
export { CardsService, type CardRef } from './cards.service.js';
export type { CardCoaching } from './card-coaching.js';
export type { Card, DeckColor } from './domain/index.js';
