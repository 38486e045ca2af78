import { createTheme, darken, DEFAULT_THEME, type CSSVariablesResolver } from '@mantine/core';

/**
 * Colours chosen for WCAG 2.1 AA (4.5:1 for text) in both schemes, once here rather than per
 * element:
 * - filled buttons and badges use each colour's shade 9 (white on teal 9 is 5.0:1, on the default
 *   shade 6 it was 2.55:1), and `autoContrast` puts dark text on the colours too light for white
 *   (yellow, lime…): the switch point, luminance 0.18, is where both reach 4.58:1;
 * - `light` variants' text is shade 9 darkened by a third (shade 9 alone is 3:1 on a yellow tint),
 *   and a hovered filled button darkens its shade 9 rather than lightening to shade 8;
 * - dimmed text is a darker grey in light mode (#656b72, 5.1:1 on the lightest grey surfaces) and a
 *   lighter one in dark mode (#a3a3a3, 5.4:1 on dark.6);
 * - a field's error text is red 9 in light mode (#c92a2a, 5.9:1 on white) and red 4 in dark mode
 *   (#ff8787, 6.6:1 on dark.7); Mantine's red 6 and red 8 were 3.4:1 and 3.9:1.
 */
export const theme = createTheme({
  primaryColor: 'teal',
  primaryShade: 9,
  autoContrast: true,
  luminanceThreshold: 0.18,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
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

const lightVariantText = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [
    `--mantine-color-${name}-light-color`,
    darken(shades[9], 0.33),
  ]),
);

/** A hovered filled button darkens (Mantine's default for shade 9 is the lighter shade 8: 3.95:1 for teal). */
const filledHover = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors).map(([name, shades]) => [
    `--mantine-color-${name}-filled-hover`,
    darken(shades[9], 0.12),
  ]),
);

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...lightVariantText,
    ...filledHover,
    '--mantine-color-dimmed': '#656b72',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {
    ...filledHover,
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-dimmed': '#a3a3a3',
    '--mantine-color-placeholder': '#8c8c8c',
  },
});
