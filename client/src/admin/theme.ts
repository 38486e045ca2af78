import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes with the player app's colours, chosen for WCAG 2.1 AA like the player's
 * theme: teal shade 9 (#087f5b, 5.0:1 with white) for primary and secondary, and an app bar of the
 * app's table green (#0b6e4f) with white text in light mode, near-black with white in dark mode;
 * status colours dark enough for white text in light mode. The error red is also the Delete
 * buttons' text, on white, on the page and on a form's grey toolbar: at least 4.5:1 on each in both
 * modes (theme.spec.ts): red 900 in light mode (4.98:1 on the toolbar's grey 300; MUI's #d32f2f and
 * #c62828 were below 4.5), a light red in dark mode (5.9:1 on the toolbar's grey 800, where MUI's
 * #f44336 was 2.7:1), with dark text on it where it is a fill.
 */
const TEAL = '#087f5b';
/** The light theme's error red: Delete buttons, error chips and messages. */
export const LIGHT_ERROR = '#b71c1c';
/** The dark theme's error red. */
export const DARK_ERROR = '#ffb4ab';

export const adminLightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    primary: { main: TEAL },
    secondary: { main: TEAL },
    // status chips with white text: each ≥ 4.8:1 (MUI's warning orange is 3.8:1 with white)
    success: { main: '#2e7d32' },
    warning: { main: '#b45309' },
    error: { main: LIGHT_ERROR },
    info: { main: '#0277bd' },
  },
  components: {
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#0b6e4f', color: '#ffffff' } } },
    // react-admin dims an empty list's message to half opacity (2.5:1): full secondary text instead
    RaEmpty: {
      styleOverrides: { root: { '& .RaEmpty-message': { opacity: 1, color: 'rgba(0, 0, 0, 0.6)' } } },
    },
  },
});

export const adminDarkTheme: RaThemeOptions = deepmerge(defaultDarkTheme, {
  palette: {
    primary: { main: '#63e6be' },
    secondary: { main: '#63e6be' },
    error: { main: DARK_ERROR, contrastText: 'rgba(0, 0, 0, 0.87)' },
  },
  components: {
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#1f1f1f', color: '#ffffff' } } },
  },
});
