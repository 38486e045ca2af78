import { DIAGRAM_WIDTH, INFO_IMAGE_HEIGHT } from '../../../../../shared/diagram-sizes.js';
import type { InfoImageId } from '../card.types.js';
import { renderInfoImage } from './info-image.js';
import { MIN_PHONE_TEXT_PX, PHONE_WIDTHS, smallestTextPx, viewBox } from './spec-helpers.js';

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

describe('renderInfoImage, compact layout (a phone)', () => {
  const ids: InfoImageId[] = ['general-description', 'aiming-points', 'shooting-power', 'cards-index'];

  it.each(ids)(
    '%s: every text 11 CSS px or more in the Info dialog on a 390 px phone, inside the image',
    (id) => {
      const svg = renderInfoImage(id, 'compact');
      expect(viewBox(svg)).toEqual({ width: DIAGRAM_WIDTH, height: INFO_IMAGE_HEIGHT[id].compact });
      expect(viewBox(renderInfoImage(id))).toEqual({
        width: DIAGRAM_WIDTH,
        height: INFO_IMAGE_HEIGHT[id].full,
      });
      expect(smallestTextPx(svg, PHONE_WIDTHS.dialog)).toBeGreaterThanOrEqual(MIN_PHONE_TEXT_PX);
      // every line of text sits inside the image: none cut off at the bottom
      const { height } = viewBox(svg);
      for (const m of svg.matchAll(/<text x="([\d.]+)" y="([\d.]+)" font-size="([\d.]+)"/g)) {
        const [x, y, size] = [Number(m[1]), Number(m[2]), Number(m[3])];
        expect({
          id,
          y,
          inside: y - size * 0.8 >= 0 && y + size * 0.25 <= height && x >= 0 && x <= DIAGRAM_WIDTH,
        }).toEqual({ id, y, inside: true });
      }
      expect(svg).toBe(renderInfoImage(id, 'compact'));
    },
  );

  it.each(ids)('%s: the same words as the full layout', (id) => {
    // the balls' numbers (fill #111111) are left out on a phone, where a ball is a few pixels wide
    const words = (svg: string) =>
      [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
        .filter((m) => !m[1]!.includes('fill="#111111"'))
        .flatMap((m) => m[2]!.split(/ +/))
        .sort();
    expect(words(renderInfoImage(id, 'compact'))).toEqual(words(renderInfoImage(id)));
  });

  it.each(['full', 'compact'] as const)(
    'General Description (%s): the Rail contact badge is beside the cushion the cue ball meets',
    (layout) => {
      const svg = renderInfoImage('general-description', layout);
      // badge 7, a dark disc with its number
      const badge = [
        ...svg.matchAll(
          /<circle cx="([\d.]+)" cy="([\d.]+)" r="\d+" fill="#1d2731"[^>]*\/><text [^>]*>7<\/text>/g,
        ),
      ][0]!;
      const [bx, by] = [Number(badge[1]), Number(badge[2])];
      // the cue ball's path: its lowest point (the largest y) is where it meets the bottom cushion
      const cuePath = /<polyline points="([^"]+)"[^>]*stroke="#ffffff" stroke-width="4"/.exec(svg)![1]!;
      const points = cuePath.split(' ').map((p) => p.split(',').map(Number) as [number, number]);
      const cushion = points.reduce((a, b) => (b[1] > a[1] ? b : a));
      expect(Math.hypot(bx - cushion[0], by - cushion[1])).toBeLessThan(70);
    },
  );
});
