import { countOf } from '../practice/practice-rules';

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

/** A card's figures: "12 attempts · 1 success · 1 user" (each noun singular for one). */
export function kickshotFigures(k: { attempts: number; successes: number; userCount: number }): string {
  return [
    countOf(k.attempts, 'attempt'),
    countOf(k.successes, 'success', 'successes'),
    countOf(k.userCount, 'user'),
  ].join(' · ');
}

/** A country's figures: "1 user · 12 attempts · 1 success". */
export function countryFigures(c: { attempts: number; successes: number; userCount: number }): string {
  return [
    countOf(c.userCount, 'user'),
    countOf(c.attempts, 'attempt'),
    countOf(c.successes, 'success', 'successes'),
  ].join(' · ');
}
