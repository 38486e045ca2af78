/**
 * The deck badges of the Global Statistics list: filled, white text at least 4.5:1 on them in both
 * colour schemes (top-kickshot.spec.ts); the light variant's red text on light red is at the limit.
 */
export const DECK_BADGE: Record<'black' | 'red', { color: string; textColor: 'white' }> = {
  black: { color: 'dark.6', textColor: 'white' },
  red: { color: 'red.9', textColor: 'white' },
};

/**
 * Width and height of a card diagram (the viewBox of the server's renderer, card-diagram.ts):
 * its thumbnails keep this ratio, so their space is reserved before the image arrives.
 */
export const DIAGRAM_SIZE = { width: 940, height: 760 } as const;
