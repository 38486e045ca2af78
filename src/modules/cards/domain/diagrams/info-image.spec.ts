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
    const power = renderInfoImage('shooting-power');
    for (const s of ['soft', 'soft to medium', 'medium', 'medium to hard', 'hard', 'table length']) {
      expect(power).toContain(s);
    }
    const index = renderInfoImage('cards-index');
    for (const s of [
      'Kick shots',
      'Position play',
      'One-rail kicks',
      'Kick safeties',
      'Draw',
      'Ace: easiest',
      'King: hardest',
    ]) {
      expect(index).toContain(s);
    }
  });
});
