import type { InfoImageId } from '../card.types.js';
import { renderInfoImage } from './info-image.js';

describe('renderInfoImage', () => {
  const ids: InfoImageId[] = ['general-description', 'aiming-points', 'shooting-power', 'cards-index'];

  it.each(ids)('%s is a deterministic self-contained SVG', (id) => {
    const svg = renderInfoImage(id);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox=')).toBe(true);
    expect(svg).toBe(renderInfoImage(id));
    expect(svg).not.toMatch(/href=|<image|<script|@font-face/);
  });

  it('teaches the system', () => {
    expect(renderInfoImage('general-description')).toContain('Target zone');
    const aiming = renderInfoImage('aiming-points');
    for (const s of ['Centre ball', '12 o’clock', '6 o’clock', '3 o’clock', '9 o’clock'])
      expect(aiming).toContain(s);
    // the tip offset in ball radii, with the rings at 0.25 R and the 0.5 R miscue limit
    for (const s of [
      '0.25\u00a0R',
      '0.5\u00a0R: miscue limit',
      '0.4\u00a0R below centre',
      'about 0.45\u00a0R',
    ])
      expect(aiming).toContain(s);
    const power = renderInfoImage('shooting-power');
    for (const s of ['soft', 'soft to medium', 'medium', 'medium to hard', 'hard', 'table length']) {
      expect(power).toContain(s);
    }
    // the speed scale: levels 1–5 in table lengths and cue-ball speeds
    for (const s of [
      '1 · soft',
      '≈ 1 table length · 0.97\u00a0m/s',
      '≈ 2 table lengths · 1.37\u00a0m/s',
      '≈ 4 table lengths · 1.93\u00a0m/s',
      '≈ 7 table lengths · 2.55\u00a0m/s',
      '≈ 12 table lengths · 3.34\u00a0m/s',
      'A card prints a range, e.g. “2–3”',
    ])
      expect(power).toContain(s);
    const index = renderInfoImage('cards-index');
    for (const s of [
      'Kick shots',
      'Position play',
      'One-rail kicks',
      'Kick safeties',
      'Draw',
      '2: easiest',
      'Ace: hardest',
    ]) {
      expect(index).toContain(s);
    }
    expect(index).not.toContain('Ace: easiest');
  });
});
