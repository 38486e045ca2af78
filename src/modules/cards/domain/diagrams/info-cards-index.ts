/** The Cards Index picture of the Info dialog: the decks, their suits and the ranks. */
import { INFO_IMAGE_HEIGHT, type DiagramLayout } from '../../../../../shared/diagram-sizes.js';
import type { CardSuit } from '../card.types.js';
import { COMPACT, compactTitle, infoTitle } from './info-text.js';
import { C, arrowMarker, n, panel, svgDocument, text } from './svg.js';

function suitIcon(suit: CardSuit, x: number, y: number, size: number, color: string): string {
  const t = `transform="translate(${n(x)} ${n(y)}) scale(${n(size)})"`;
  switch (suit) {
    case 'hearts':
      return `<path ${t} fill="${color}" d="M0,0.42C-0.55,0.05 -0.55,-0.42 -0.25,-0.42C-0.1,-0.42 0,-0.32 0,-0.2C0,-0.32 0.1,-0.42 0.25,-0.42C0.55,-0.42 0.55,0.05 0,0.42Z"/>`;
    case 'diamonds':
      return `<path ${t} fill="${color}" d="M0,-0.46L0.34,0L0,0.46L-0.34,0Z"/>`;
    case 'spades':
      return `<path ${t} fill="${color}" d="M0,-0.46C0.55,-0.08 0.55,0.3 0.24,0.3C0.12,0.3 0.04,0.23 0,0.14C0.02,0.3 0.08,0.4 0.16,0.46L-0.16,0.46C-0.08,0.4 -0.02,0.3 0,0.14C-0.04,0.23 -0.12,0.3 -0.24,0.3C-0.55,0.3 -0.55,-0.08 0,-0.46Z"/>`;
    case 'clubs':
      return `<g ${t} fill="${color}"><circle cx="0" cy="-0.2" r="0.2"/><circle cx="-0.22" cy="0.1" r="0.2"/><circle cx="0.22" cy="0.1" r="0.2"/><path d="M0,0L0.13,0.46L-0.13,0.46Z"/></g>`;
  }
}

/** The two decks of the Cards Index: what each holds and each suit's shot family. */
const INDEX_DECKS: { color: string; title: string; suits: [CardSuit, string][] }[] = [
  {
    color: C.black,
    title: 'Black deck — Kick shots',
    suits: [
      ['spades', 'One-rail kicks'],
      ['clubs', 'Two-rail kicks'],
      ['diamonds', 'Three-rail & diamond-system kicks'],
      ['hearts', 'Kick safeties'],
    ],
  },
  {
    color: C.red,
    title: 'Red deck — Position play',
    suits: [
      ['spades', 'Stun & the tangent line'],
      ['clubs', 'Follow'],
      ['diamonds', 'Draw'],
      ['hearts', 'Side spin & rail routes'],
    ],
  },
];

/** Easiest to hardest: the ace is high. */
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];

/** A deck's panel at (x, y), `w` wide: its title and its four suits (`size`: the suits' words). */
function deckPanel(
  d: (typeof INDEX_DECKS)[number],
  x: number,
  y: number,
  w: number,
  h: number,
  o: { title: number; suit: number; label: number; rowH: number; icon: number; glyph: number; first: number },
): string[] {
  const out: string[] = [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="18" fill="${d.color}"/>`,
    `<rect x="${x + 10}" y="${y + 10}" width="${w - 20}" height="${h - 20}" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
    text(x + w / 2, y + 56, d.title, { size: o.title, weight: '700', anchor: 'middle', fill: '#ffffff' }),
  ];
  d.suits.forEach(([suit, label], i) => {
    const cy = y + o.first + i * o.rowH;
    const cx = x + 30 + o.icon;
    out.push(
      `<circle cx="${cx}" cy="${cy}" r="${o.icon}" fill="#ffffff"/>`,
      suitIcon(suit, cx, cy, o.glyph, suit === 'hearts' || suit === 'diamonds' ? '#c1121f' : '#111111'),
      text(cx + o.icon + 14, cy - 4, suit.charAt(0).toUpperCase() + suit.slice(1), {
        size: o.suit,
        weight: '700',
        fill: '#ffffff',
      }),
      text(cx + o.icon + 14, cy - 4 + o.label + 7, label, { size: o.label, fill: '#f1f1f1' }),
    );
  });
  return out;
}

/** The ranks from easiest to hardest in boxes `box` wide from (x, y), one every `pitch`. */
function rankScale(x: number, y: number, pitch: number, box: number, size: number, idp: string): string[] {
  const out: string[] = [];
  RANKS.forEach((rk, i) => {
    const bx = x + i * pitch;
    const shade = Math.round(225 - i * 12);
    out.push(
      `<rect x="${bx}" y="${y}" width="${box}" height="72" rx="8" fill="rgb(${shade},${Math.round(shade * 0.55 + 80)},${Math.round(shade * 0.35 + 40)})" stroke="${C.panelStroke}" stroke-width="1.5"/>`,
      text(bx + box / 2, y + 36 + Math.round(size * 0.38), rk, {
        size,
        weight: '700',
        anchor: 'middle',
        fill: i > 6 ? '#ffffff' : C.text,
      }),
    );
  });
  out.push(
    `<line x1="60" y1="${y + 100}" x2="880" y2="${y + 100}" stroke="${C.text}" stroke-width="3" marker-end="url(#${idp}-arrow)"/>`,
  );
  return out;
}

export function infoIndex(idp: string, layout: DiagramLayout): string {
  const H = INFO_IMAGE_HEIGHT['cards-index'][layout];
  const title = 'Cards Index';
  const subtitle = 'Deck = kind of shot · suit = shot family · rank = difficulty';
  const body: string[] = [];
  if (layout === 'full') {
    const o = { title: 26, suit: 22, label: 19, rowH: 70, icon: 26, glyph: 36, first: 120 };
    body.push(infoTitle(title, subtitle));
    INDEX_DECKS.forEach((d, k) => body.push(...deckPanel(d, 20 + k * 456, 120, 444, 400, o)));
    body.push(
      panel(20, 540, 900, 200),
      text(40, 578, 'Rank = difficulty', { size: 24, weight: '700' }),
      ...rankScale(44, 600, 67, 56, 26, idp),
      text(44, 728, '2: easiest', { size: 20, weight: '600' }),
      text(900, 728, 'Ace: hardest', { size: 20, weight: '600', anchor: 'end' }),
    );
  } else {
    const o = {
      title: COMPACT.heading,
      suit: 36,
      label: COMPACT.body,
      rowH: 96,
      icon: 32,
      glyph: 44,
      first: 124,
    };
    body.push(compactTitle(title, subtitle));
    INDEX_DECKS.forEach((d, k) => body.push(...deckPanel(d, 20, 190 + k * 520, 900, 500, o)));
    body.push(
      panel(20, 1230, 900, 240),
      text(40, 1280, 'Rank = difficulty', { size: COMPACT.heading, weight: '700' }),
      ...rankScale(41, 1306, 66, 60, COMPACT.body, idp),
      text(44, 1452, '2: easiest', { size: COMPACT.body, weight: '600' }),
      text(900, 1452, 'Ace: hardest', { size: COMPACT.body, weight: '600', anchor: 'end' }),
    );
  }
  return svgDocument(
    idp,
    H,
    title,
    'The decks, suits and ranks of the Kickshots cards',
    arrowMarker(`${idp}-arrow`, C.text),
    body.join('\n'),
  );
}
