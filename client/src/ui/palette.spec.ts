import { readFileSync } from 'node:fs';
import { darken, DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { contrastRatio } from '../features/progress/contrast';
import { cssVariablesResolver, theme as appTheme } from './theme';

const theme = mergeMantineTheme(DEFAULT_THEME, appTheme);
const resolved = cssVariablesResolver(theme);

/** The custom properties a block of global.css declares (`--ks-page: #efeae0;`). */
function declarations(css: string, selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`No block ${selector} in global.css`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries(
    [...block.matchAll(/(--ks-[a-z-]+):\s*([^;]+);/g)].map((m) => [m[1], m[2].trim()]),
  );
}

const globalCss = readFileSync('client/src/ui/global.css', 'utf8');
const roomLight = declarations(globalCss, ':root');
const roomDark = { ...roomLight, ...declarations(globalCss, ":root[data-mantine-color-scheme='dark']") };

/** Mantine's own scheme colours the app does not override (Mantine's defaults). */
const mantineLight = { '--mantine-color-text': theme.black };
const mantineDark = {
  '--mantine-color-text': 'var(--mantine-color-dark-0)',
  '--mantine-color-body': 'var(--mantine-color-dark-7)',
  '--mantine-color-default': 'var(--mantine-color-dark-6)',
};

const schemes = {
  light: { ...mantineLight, ...resolved.light, ...roomLight } as Record<string, string>,
  dark: { ...mantineDark, ...resolved.dark, ...roomDark } as Record<string, string>,
};

/** A colour as the theme or the stylesheet writes it → #rrggbb, following var() references. */
function hex(scheme: Record<string, string>, value: string): string {
  const reference = /^var\((--[a-z0-9-]+)\)$/.exec(value);
  if (reference) {
    const shade = /^--mantine-color-([a-z]+)-(\d)$/.exec(reference[1]);
    if (shade) return theme.colors[shade[1]][Number(shade[2])];
    const named = scheme[reference[1]];
    if (!named) throw new Error(`Unknown colour ${value}`);
    return hex(scheme, named);
  }
  const rgba = /^rgba\((\d+), (\d+), (\d+), 1\)$/.exec(value);
  if (rgba)
    return `#${rgba
      .slice(1)
      .map((c) => Number(c).toString(16).padStart(2, '0'))
      .join('')}`;
  return value;
}

/** [text, background, minimum] as variable names (or colours) of one scheme. */
type Pair = [string, string, number?];

const TEXT_ON_SURFACES: Pair[] = [
  ...['--mantine-color-text', '--mantine-color-dimmed', '--mantine-color-anchor'].flatMap((text): Pair[] => [
    [text, '--ks-page'],
    [text, '--mantine-color-body'],
    [text, '--mantine-color-default'],
  ]),
  ['--mantine-color-error', '--mantine-color-body'],
  ['--mantine-color-placeholder', '--mantine-color-default'],
  // the playing cards: corners in the suit's colour, the deck's name in the deck's
  ...['--ks-suit-black', '--ks-suit-red', '--ks-deck-black', '--ks-deck-red', '--mantine-color-text'].map(
    (text): Pair => [text, '--ks-card'],
  ),
  // the home page's cloth, with its lamp-lit patch
  ...['--ks-on-cloth', '--ks-on-cloth-dimmed'].flatMap((text): Pair[] => [
    [text, '--ks-cloth'],
    [text, '--ks-cloth-lit'],
  ]),
  // a card's frame against the card stock, and the rail against the page (UI: 3:1 is not asked of
  // decoration, but the deck's colour must read as one)
  ['--ks-deck-black', '--ks-card', 3],
  ['--ks-deck-red', '--ks-card', 3],
];

describe.each(Object.entries(schemes))('the pool-room palette, %s scheme', (_name, scheme) => {
  const value = (name: string) => hex(scheme, name.startsWith('--') ? `var(${name})` : name);

  it.each(TEXT_ON_SURFACES)('%s on %s is AA', (text, background, minimum = 4.5) => {
    expect(contrastRatio(value(text), value(background))).toBeGreaterThanOrEqual(minimum);
  });

  it('puts white text on the filled primary colour, at rest and hovered', () => {
    expect(contrastRatio(theme.white, value('--mantine-color-felt-9'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(theme.white, value('--mantine-color-felt-filled-hover'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });
});

describe('light variants (the Info button, light badges)', () => {
  it.each(['felt', 'chalk', 'gray'])('%s text is AA on its tint in both schemes', (color) => {
    const light = hex(schemes.light, `var(--mantine-color-${color}-light-color)`);
    expect(contrastRatio(light, theme.colors[color][1])).toBeGreaterThanOrEqual(4.5);
    // Mantine's dark-scheme light variant: shade 0 on shade 9 darkened by half
    expect(
      contrastRatio(theme.colors[color][0], hex(schemes.dark, darken(theme.colors[color][9], 0.5))),
    ).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the palette stylesheet', () => {
  it('gives every pool-room colour a value in each scheme', () => {
    for (const scheme of Object.values(schemes))
      for (const name of ['--ks-page', '--ks-card', '--ks-cloth', '--ks-wood', '--ks-suit-red'])
        expect(hex(scheme, `var(${name})`)).toMatch(/^#[0-9a-f]{6}$/);
    expect(roomDark['--ks-page']).not.toBe(roomLight['--ks-page']);
  });
});
