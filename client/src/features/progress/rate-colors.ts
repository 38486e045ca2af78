import type { progressRateColor } from '../practice/practice-rules';

/** The Progress page's bands: green ≥70, yellow ≥50, red below. */
export type ProgressBand = ReturnType<typeof progressRateColor>;

/**
 * The rate badges: filled, with a text colour chosen per band for at least 4.5:1 on the badge
 * (rate-colors.spec.ts). A filled badge looks the same in light and dark mode. (Mantine's light
 * and outline variants fail: green and yellow text on their light shades is below 4:1.)
 */
export const RATE_BADGE: Record<ProgressBand, { color: string; textColor: 'black' | 'white' }> = {
  green: { color: 'green.7', textColor: 'black' },
  yellow: { color: 'yellow.6', textColor: 'black' },
  red: { color: 'red.9', textColor: 'white' },
};

/**
 * The Success Rate figure's colour per band, for light mode (on white) and dark mode (on the dark
 * body), at least 4.5:1 on both (rate-colors.spec.ts). No Mantine yellow reaches it on white: the
 * light ones are Mantine's 9 shades darkened (20% green, 30% yellow).
 */
export const RATE_TEXT: Record<ProgressBand, { light: string; dark: string }> = {
  green: { light: '#226e32', dark: 'var(--mantine-color-green-4)' },
  yellow: { light: '#a15300', dark: 'var(--mantine-color-yellow-4)' },
  red: { light: 'var(--mantine-color-red-9)', dark: 'var(--mantine-color-red-4)' },
};
