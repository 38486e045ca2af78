import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme as appTheme } from '../../ui/theme';
import { contrastRatio } from '../progress/contrast';
import { DECK_BADGE } from './top-kickshot';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);

describe('deck badges', () => {
  it.each(Object.entries(DECK_BADGE))('the %s deck badge text is at least 4.5:1 on it', (_deck, badge) => {
    const [color, shade] = badge.color.split('.');
    expect(contrastRatio(theme.white, theme.colors[color][Number(shade)])).toBeGreaterThanOrEqual(4.5);
  });
});
