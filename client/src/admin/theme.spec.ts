import { grey } from '@mui/material/colors';
import { contrastRatio } from '../features/progress/contrast';
import { adminDarkTheme, adminLightTheme, DARK_ERROR, LIGHT_ERROR } from './theme';

/** The background react-admin's theme gives a form's toolbar (where an edit form's Delete is). */
function toolbarBackground(theme: typeof adminLightTheme): string {
  const root = (
    theme.components as { RaToolbar?: { styleOverrides?: { root?: { backgroundColor?: string } } } }
  ).RaToolbar?.styleOverrides?.root;
  return root?.backgroundColor ?? '';
}

describe('the admin themes', () => {
  it('give the error red of the palette to Delete', () => {
    expect(adminLightTheme.palette?.error).toMatchObject({ main: LIGHT_ERROR });
    expect(adminDarkTheme.palette?.error).toMatchObject({ main: DARK_ERROR });
  });

  it('make the Delete text at least 4.5:1 where it is shown, in light mode', () => {
    expect(toolbarBackground(adminLightTheme)).toBe(grey[300]);
    for (const background of ['#ffffff', '#fafafb', toolbarBackground(adminLightTheme)])
      expect({ background, ratio: contrastRatio(LIGHT_ERROR, background) >= 4.5 }).toEqual({
        background,
        ratio: true,
      });
    // an error chip or a filled button: white text on the red
    expect(contrastRatio('#ffffff', LIGHT_ERROR)).toBeGreaterThanOrEqual(4.5);
  });

  it('make the Delete text at least 4.5:1 where it is shown, in dark mode', () => {
    expect(toolbarBackground(adminDarkTheme)).toBe(grey[800]);
    for (const background of ['#121212', '#313131', toolbarBackground(adminDarkTheme)])
      expect({ background, ratio: contrastRatio(DARK_ERROR, background) >= 4.5 }).toEqual({
        background,
        ratio: true,
      });
    // a fill of the light red carries dark text
    expect(contrastRatio('#000000', DARK_ERROR)).toBeGreaterThanOrEqual(4.5);
  });
});
