import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme as appTheme } from '../../ui/theme';
import { contrastRatio } from '../progress/contrast';
import { countryFigures, DECK_BADGE, kickshotFigures } from './top-kickshot';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);

describe('deck badges', () => {
  it.each(Object.entries(DECK_BADGE))('the %s deck badge text is at least 4.5:1 on it', (_deck, badge) => {
    const [color, shade] = badge.color.split('.');
    expect(contrastRatio(theme.white, theme.colors[color][Number(shade)])).toBeGreaterThanOrEqual(4.5);
  });
});

describe('figures', () => {
  it('say "1 success", "1 attempt" and "1 user" for one, the plural otherwise', () => {
    expect(kickshotFigures({ attempts: 1, successes: 1, userCount: 1 })).toBe(
      '1 attempt · 1 success · 1 user',
    );
    expect(kickshotFigures({ attempts: 12, successes: 3, userCount: 2 })).toBe(
      '12 attempts · 3 successes · 2 users',
    );
    expect(countryFigures({ attempts: 3, successes: 1, userCount: 1 })).toBe(
      '1 user · 3 attempts · 1 success',
    );
    expect(countryFigures({ attempts: 0, successes: 0, userCount: 2 })).toBe(
      '2 users · 0 attempts · 0 successes',
    );
  });
});
