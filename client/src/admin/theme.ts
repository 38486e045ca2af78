import { deepmerge } from '@mui/utils';
import { defaultDarkTheme, defaultLightTheme, type RaThemeOptions } from 'react-admin';

/**
 * react-admin's themes with the player app's colours, chosen for WCAG 2.1 AA like the player's
 * theme: teal shade 9 (#087f5b, 5.0:1 with white) for primary and secondary, and an app bar of the
 * app's table green (#0b6e4f) with white text in light mode, near-black with white in dark mode;
 * status colours dark enough for white text in light mode.
 */
const TEAL = '#087f5b';

export const adminLightTheme: RaThemeOptions = deepmerge(defaultLightTheme, {
  palette: {
    primary: { main: TEAL },
    secondary: { main: TEAL },
    // status chips with white text: each ≥ 4.8:1 (MUI's warning orange is 3.8:1 with white)
    success: { main: '#2e7d32' },
    warning: { main: '#b45309' },
    error: { main: '#c62828' },
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
  palette: { primary: { main: '#63e6be' }, secondary: { main: '#63e6be' } },
  components: {
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#1f1f1f', color: '#ffffff' } } },
  },
});
