/** The service worker's caches, shared by sw.ts and the page (which clears the player's). */
export const DIAGRAM_CACHE = 'kickshots-diagrams';
/** The build's chunks that are not precached, kept once opened. */
export const ASSET_CACHE = 'kickshots-assets';
export const PLAYER_CACHE = 'kickshots-player';

/** The API answers kept for the last signed-in player, to show offline (GET, exact paths). */
export const PLAYER_DATA_PATHS = [
  '/api/v1/cards',
  '/api/v1/decks',
  '/api/v1/me/favourites',
  '/api/v1/practice/progress',
  '/api/v1/practice/sessions',
  '/api/v1/billing/subscription',
  '/api/v1/site',
];
