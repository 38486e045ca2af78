import {
  createTheme,
  darken,
  DEFAULT_THEME,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

/**
 * A pool room's colours, matched to the card diagrams: the cloth (#1f7a4d, its cushion #155c3b),
 * chalk blue, warm greys like the diagrams' ivory and, for the dark scheme, the cloth at night.
 * The wood of the rails and the room's surfaces are CSS variables in global.css.
 */
const felt: MantineColorsTuple = [
  '#e8f4ec',
  '#cfe8d9',
  '#a5d3b8',
  '#77bb95',
  '#4fa577',
  '#33905f',
  '#26824f',
  '#1f7a4d',
  '#1a6c44',
  '#155c3b',
];
const chalk: MantineColorsTuple = [
  '#e6f2fb',
  '#cae3f6',
  '#9bcbee',
  '#69b0e5',
  '#3f97da',
  '#2383cb',
  '#1a72b6',
  '#16629c',
  '#125283',
  '#0e426a',
];
const gray: MantineColorsTuple = [
  '#f8f6f1',
  '#f1eee6',
  '#e7e2d7',
  '#dcd5c7',
  '#cbc3b2',
  '#ada594',
  '#878072',
  '#555047',
  '#3b3731',
  '#24221e',
];
const dark: MantineColorsTuple = [
  '#dde6e0',
  '#c0cec6',
  '#9fb0a6',
  '#7d8f85',
  '#3b4c43',
  '#2b3932',
  '#202c26',
  '#18221d',
  '#121a16',
  '#0c120f',
];

/** Condensed headings, like a pool hall's scoreboard; every one a font the device already has. */
const HEADINGS =
  '"Avenir Next Condensed", "Bahnschrift SemiCondensed", "Roboto Condensed", sans-serif-condensed, ' +
  '"Arial Narrow", "Liberation Sans Narrow", "DejaVu Sans Condensed", system-ui, sans-serif';

/**
 * Colours chosen for WCAG 2.1 AA (4.5:1 for text) in both schemes, once here rather than per
 * element (palette.spec.ts checks every pair):
 * - filled buttons and badges use each colour's shade 9 (white on felt 9 is 8:1), and
 *   `autoContrast` puts dark text on the colours too light for white (yellow, lime…): the switch
 *   point, luminance 0.18, is where both reach 4.58:1;
 * - `light` variants' text is shade 9 darkened by a third (shade 9 alone is 3:1 on a yellow tint),
 *   and a hovered filled button darkens its shade 9 rather than lightening to shade 8;
 * - dimmed text is a darker warm grey in light mode (5.3:1 on the page, 6.2:1 on a card) and the
 *   night cloth's dark.2 in dark mode (6.4:1 on dark.6); placeholders are AA too (5:1, 6.4:1);
 * - links are chalk blue: chalk 8 in light mode, chalk 3 in dark mode;
 * - a field's error text is red 9 in light mode (#c92a2a, 5.9:1 on white) and red 4 in dark mode
 *   (#ff8787, 6.6:1 on dark.7); Mantine's red 6 and red 8 were 3.4:1 and 3.9:1.
 */
export const theme = createTheme({
  colors: { felt, chalk, gray, dark },
  primaryColor: 'felt',
  primaryShade: 9,
  black: '#1d2731',
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: HEADINGS },
  components: {
    // every dialog's close button has a name (plain objects: importing Modal here would put it in the first load)
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // no focusable placeholder inside role="menu" (only menu items may be there)
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // a spinner with a name is a status (a plain span may not carry aria-label)
    Loader: { defaultProps: { role: 'status' } },
    // links are told from text by more than colour (WCAG 1.4.1)
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

const colors = { ...DEFAULT_THEME.colors, felt, chalk, gray, dark };

const lightVariantText = Object.fromEntries(
  Object.entries(colors).map(([name, shades]) => [
    `--mantine-color-${name}-light-color`,
    darken(shades[9], 0.33),
  ]),
);

/** A hovered filled button darkens (Mantine's default for shade 9 is the lighter shade 8). */
const filledHover = Object.fromEntries(
  Object.entries(colors).map(([name, shades]) => [
    `--mantine-color-${name}-filled-hover`,
    darken(shades[9], 0.12),
  ]),
);

/** Outline buttons and badges on the dark page: a light shade, readable on it (shade 9 is too dark). */
const darkOutline = Object.fromEntries(
  Object.keys(colors).flatMap((name) => [
    [`--mantine-color-${name}-outline`, `var(--mantine-color-${name}-4)`],
    [
      `--mantine-color-${name}-outline-hover`,
      `color-mix(in srgb, var(--mantine-color-${name}-4) 10%, transparent)`,
    ],
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariantText,
    ...filledHover,
    '--mantine-color-body': '#fffdf8',
    '--mantine-color-default': '#fffdf8',
    '--mantine-color-dimmed': '#596259',
    '--mantine-color-placeholder': '#736d60',
    '--mantine-color-anchor': 'var(--mantine-color-chalk-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    ...filledHover,
    ...darkOutline,
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-2)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
    '--mantine-color-anchor': 'var(--mantine-color-chalk-3)',
  },
});
