/**
 * What other modules may use of cards: the catalog, through CardsService, and its types; and, for
 * code that runs without the application (the AI coach's evaluation), the same coaching facts and
 * Info dialog images the service serves.
 */
export { CardsService, type CardRef } from './cards.service.js';
export { cardCoachingList, type CardCoaching } from './card-coaching.js';
export { INFO_IMAGES, type Card, type DeckColor } from './domain/index.js';
