import type { Card, CardGeometry } from '../card.types.js';
import { simulatedPath } from '../simulation/card-path.js';
import { renderCardDiagram, renderCardDiagrams } from './card-diagram.js';
import { CARD_DIAGRAM_HEIGHT, DIAGRAM_WIDTH } from '../../../../../shared/diagram-sizes.js';
import { ALL_CARDS, getGeometry } from '../card-catalog.js';
import { MIN_PHONE_TEXT_PX, PHONE_WIDTHS, smallestTextPx, viewBox } from './spec-helpers.js';
import { C, escapeXml } from './svg.js';

const card = (over: Partial<Card> = {}): Card => ({
  id: 'black-7C',
  deck: 'black',
  identifier: '7C',
  name: 'Two-Rail <Kick> & "Safety"',
  title: 'Around the corner',
  strength: 'medium',
  aimingPosition: 'centre ball stun shot',
  description: 'Text.',
  commonMiss: { miss: 'Miss.', see: 'See.', fix: 'Fix.' },
  drill: { success: 'the ball is hit', club: 5, strong: 8 },
  imagePath: '/kickshot-diagrams/black/black-7C.svg',
  cardNumber: 7,
  cardSuit: 'clubs',
  ...over,
});

const kick: CardGeometry = {
  kind: 'kick',
  cueBall: { x: 2, y: 1 },
  objectBall: { x: 2, y: 3 },
  blockers: [{ x: 2, y: 2 }],
  rails: ['right', 'top'],
  method: 'mirror',
  tip: { x: 0.3, y: -0.2 },
  speed: [3, 3],
};

const position: CardGeometry = {
  kind: 'position',
  cueBall: { x: 3.6, y: 3.3 },
  objectBall: { x: 5.4, y: 1.3 },
  pocket: 'bottom-right',
  shot: 'stun',
  rails: ['bottom'],
  target: { x: 3.4, y: 2.4 },
  finishZone: 'centre',
  nextBall: { x: 1.7, y: 2.9 },
  tip: { x: 0, y: 0 },
  speed: [2, 2],
};

const system: CardGeometry = {
  kind: 'kick',
  cueBall: { x: 1.2, y: 0.62 },
  objectBall: { x: 4.35, y: 0.56 },
  rails: ['top', 'right', 'bottom'],
  method: 'diamond-system',
  tip: { x: 0.35, y: 0.2 },
  speed: [3, 3],
};

describe('renderCardDiagram', () => {
  it('returns a self-contained, scalable SVG with its own background', () => {
    const svg = renderCardDiagram(card(), kick);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<svg[^>]*\s(width|height)=/);
    expect(svg).not.toMatch(/href=|url\((?!#)|@import|<image|<script|@font-face/);
    expect(svg).toMatch(/<rect x="0" y="0" width="940" height="\d+" fill="#/);
  });

  it('escapes text', () => {
    const svg = renderCardDiagram(card(), kick);
    expect(svg).toContain('Two-Rail &lt;Kick&gt; &amp; &quot;Safety&quot;');
    expect(svg).not.toContain('<Kick>');
    expect(escapeXml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;');
  });

  it('is deterministic', () => {
    expect(renderCardDiagram(card(), kick)).toBe(renderCardDiagram(card(), kick));
    expect(renderCardDiagram(card(), position)).toBe(renderCardDiagram(card(), position));
  });

  it('draws the table, balls, paths and panels', () => {
    const svg = renderCardDiagram(card(), kick);
    // 18 diamonds drawn as small rhombi.
    expect(svg.match(/<path d="M[^"]*z" fill="#f4e7c5"\/>/g)).toHaveLength(18);
    // Six pockets.
    expect(svg.match(/fill="#0d0d0d"/g)).toHaveLength(6);
    expect(svg).toContain('marker-end="url(#ks-black-7C-arrow-cue)"');
    expect(svg).toContain('<marker id="ks-black-7C-arrow-cue"');
    expect(svg).toContain('>Cue tip<');
    expect(svg).toContain('>Speed<');
    expect(svg).toContain('>Legend<');
    expect(svg).toContain('>Blocker<');
    // Each cushion the simulated cue ball meets before contact is marked.
    const contacts = simulatedPath(kick).railContacts.length;
    expect(contacts).toBeGreaterThan(0);
    expect(svg.match(/r="7" fill="none" stroke="#ff9f1c"/g)).toHaveLength(contacts);
  });

  it('shows the target zone, next ball and dashed object path on position cards', () => {
    const svg = renderCardDiagram(
      card({ id: 'red-3S', deck: 'red', identifier: '3S', cardNumber: 3 }),
      position,
    );
    expect(svg).toContain('>Target zone<');
    expect(svg).toContain('>Next ball<');
    expect(svg).toContain('stroke-dasharray="12 8" marker-end="url(#ks-red-3S-arrow-ob)"');
    expect(svg).toContain('>soft to medium<');
  });

  it('shows the corner-5 numbers on diamond-system cards', () => {
    const svg = renderCardDiagram(card(), system);
    expect(svg).toMatch(/Corner-5: [\d.]+ − [\d.]+ = [\d.]+/);
  });

  it('draws the mirror construction: cushion lines and the line to the image, with its legend entry', () => {
    const svg = renderCardDiagram(card(), kick);
    // Two rails used: two cushion lines (dashed, thin) and the line to the double image ending in an arrow.
    expect(svg.match(/stroke="#e8f4ea" stroke-width="1.5" stroke-dasharray="3 5"/g)).toHaveLength(2);
    expect(svg).toContain('<marker id="ks-black-7C-arrow-mirror"');
    expect(svg).toMatch(
      /stroke-dasharray="10 6" stroke-opacity="0.9" marker-end="url\(#ks-black-7C-arrow-mirror\)"/,
    );
    expect(svg).toContain('>Line to image<');
  });

  it('draws the corrected aim beside the geometric one, labelled', () => {
    const withCorrection: CardGeometry = { ...kick, correctedAim: { x: 7.91, y: 2.2 } };
    const svg = renderCardDiagram(card(), withCorrection);
    expect(svg).toMatch(
      /<line x1="[\d.]+" y1="[\d.]+" x2="[\d.]+" y2="[\d.]+" stroke="#ff9f1c" stroke-width="2.5" stroke-dasharray="6 4"\/>/,
    );
    expect(svg).toContain('>corrected aim<');
    expect(svg).toContain('>Corrected aim<');
    expect(renderCardDiagram(card(), kick)).not.toContain('orrected aim<');
  });

  it('shows all three corner-5 numbers: the cue ball’s origin number too', () => {
    const svg = renderCardDiagram(card(), system);
    const m = /Corner-5: ([\d.]+) − ([\d.]+) = ([\d.]+)/.exec(svg);
    expect(m).not.toBeNull();
    for (const number of m!.slice(1)) expect(svg).toContain(`fill="#fff4d6">${number}<`);
  });

  it('draws the tangent and 30° lines on position cards', () => {
    const svg = renderCardDiagram(
      card({ id: 'red-3S', deck: 'red', identifier: '3S', cardNumber: 3 }),
      position,
    );
    expect(svg).toContain('stroke="#cfe8ff" stroke-width="2" stroke-dasharray="8 5"');
    expect(svg).toContain('stroke="#ffe08a" stroke-width="2" stroke-dasharray="2 5"');
    expect(svg).toContain('>90° / 30° lines<');
  });

  it('draws where both balls finish on a kick safety', () => {
    const safety: CardGeometry = {
      ...kick,
      finish: {
        cueBall: { x: 6, y: 3.5 },
        objectBall: { x: 2.2, y: 3.85 },
        zone: 'top-rail',
        objectBallZone: 'top-rail',
      },
    };
    const svg = renderCardDiagram(card(), safety);
    // The two balls at their finish, faded, and the legend's icon.
    expect(svg.match(/<g opacity="0.6">/g)).toHaveLength(3);
    expect(svg).toContain('>Balls finish<');
  });
});

describe('renderCardDiagram, compact layout (a phone)', () => {
  const cards = ALL_CARDS.flatMap((c) => {
    const g = getGeometry(c.id);
    return g ? [{ card: c, geometry: g }] : [];
  });

  it('covers the 104 cards', () => {
    expect(cards).toHaveLength(104);
  });

  it('draws every text of every card at 11 CSS px or more on a 390 px phone, in the tile and the dialog', () => {
    const tooSmall: { id: string; where: string; px: number }[] = [];
    for (const { card: c, geometry } of cards) {
      const svg = renderCardDiagram(c, geometry, 'compact');
      for (const [where, width] of Object.entries(PHONE_WIDTHS)) {
        const px = smallestTextPx(svg, width);
        if (px < MIN_PHONE_TEXT_PX) tooSmall.push({ id: c.id, where, px });
      }
    }
    expect(tooSmall).toEqual([]);
  });

  it('renders both layouts at once as it renders each', () => {
    for (const { card: c, geometry } of cards.slice(0, 8))
      expect(renderCardDiagrams(c, geometry)).toEqual({
        full: renderCardDiagram(c, geometry),
        compact: renderCardDiagram(c, geometry, 'compact'),
      });
  });

  it('has the width of the full layout and the compact height the client reserves', () => {
    const svg = renderCardDiagram(card(), kick, 'compact');
    expect(viewBox(svg)).toEqual({ width: DIAGRAM_WIDTH, height: CARD_DIAGRAM_HEIGHT.compact });
    expect(viewBox(renderCardDiagram(card(), kick))).toEqual({
      width: DIAGRAM_WIDTH,
      height: CARD_DIAGRAM_HEIGHT.full,
    });
    expect(svg).not.toMatch(/<svg[^>]*\s(width|height)=/);
    expect(svg).toBe(renderCardDiagram(card(), kick, 'compact'));
  });

  it('shows what the full layout shows: the same shot, marks, legend, speed and tip', () => {
    // the texts, but for the balls' numbers (a few pixels wide on a phone: left out there)
    const words = (svg: string) =>
      [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
        .filter((m) => !m[1]!.includes('fill="#111111"'))
        .map((m) => m[2])
        .sort();
    // the table and the shot, without the labels and their backings (larger in the compact layout)
    const table = (svg: string) =>
      svg
        .slice(svg.indexOf('<rect x="20" y="20"'), svg.lastIndexOf('<rect', svg.indexOf(`fill="${C.panel}"`)))
        .replace(/<text [^>]*>[^<]*<\/text>/g, '')
        .replace(/<rect [^>]*fill="(#0f3d27|#4a2a12)"[^>]*\/>/g, '');
    for (const { card: c, geometry } of cards) {
      const full = renderCardDiagram(c, geometry);
      const compact = renderCardDiagram(c, geometry, 'compact');
      expect(compact).not.toContain('fill="#111111"');
      expect({ id: c.id, words: words(compact) }).toEqual({ id: c.id, words: words(full) });
      expect({ id: c.id, table: table(compact) }).toEqual({ id: c.id, table: table(full) });
      expect(table(full)).toContain('<polyline');
    }
  });
});
