import { contrastRatio } from './contrast';

describe('contrastRatio', () => {
  it('follows WCAG 2.x, either way round', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21);
    expect(contrastRatio('#fff', '#000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
  });

  it('refuses what it cannot read', () => {
    expect(() => contrastRatio('var(--mantine-color-red-9)', '#fff')).toThrow('Not an opaque hex colour');
  });
});
