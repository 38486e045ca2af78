import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { theme as appTheme } from '../../ui/theme';
import { contrastRatio } from './contrast';
import { RATE_BADGE, RATE_TEXT } from './rate-colors';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);

/** A colour as the app writes it ('green.7', 'black', 'var(--mantine-color-red-9)', '#226e32') → hex. */
function hex(color: string): string {
  if (color === 'black') return theme.black;
  if (color === 'white') return theme.white;
  const shade = /^(?:var\(--mantine-color-)?([a-z]+)[.-](\d)\)?$/.exec(color);
  if (shade) return theme.colors[shade[1]][Number(shade[2])];
  return color;
}

describe('rate colours', () => {
  it.each(Object.entries(RATE_BADGE))('the %s badge text is at least 4.5:1 on the badge', (_band, badge) => {
    expect(contrastRatio(hex(badge.textColor), hex(badge.color))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(Object.entries(RATE_TEXT))(
    'the %s rate figure is at least 4.5:1 in both schemes',
    (_band, text) => {
      expect(contrastRatio(hex(text.light), theme.white)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(hex(text.dark), theme.colors.dark[7])).toBeGreaterThanOrEqual(4.5);
    },
  );
});
