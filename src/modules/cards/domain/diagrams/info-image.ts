/** The four images of the Info dialog (listed in ../info-images.ts) as self-contained SVGs. */
import type { CardSuit, InfoImageId, Point, PositionGeometry } from '../card.types.js';
import { computePath } from '../geometry/paths.js';
import { DIAMOND_LINE_OFFSET, POCKETS } from '../geometry/table.js';
import { pointAt } from '../geometry/vectors.js';
import { RAIL, X, Y, drawShot, drawTable, tipInset, type View } from './shot-drawing.js';
import { C, W, arrowMarker, n, panel, svgDocument, text } from './svg.js';

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

function infoTitle(title: string, subtitle: string): string {
  return [
    text(W / 2, 52, title, { size: 36, weight: '700', anchor: 'middle' }),
    text(W / 2, 86, subtitle, { size: 21, anchor: 'middle', fill: C.muted }),
  ].join('\n');
}

function infoGeneral(idp: string): string {
  const H = 960;
  const v: View = { ox: 20 + RAIL, oy: 116 + RAIL };
  const g: PositionGeometry = {
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
    speed: 3,
  };
  const first = computePath(g);
  g.target = pointAt(first.cuePath, -1);
  const p = computePath(g);
  const contact = p.railContacts[0] ?? g.objectBall;
  const cueStart = pointAt(p.cuePath, 0);
  const cueNext = pointAt(p.cuePath, 1);
  const cueMid = { x: (cueStart.x + cueNext.x) / 2, y: (cueStart.y + cueNext.y) / 2 };
  const obMid = {
    x: (g.objectBall.x + POCKETS[g.pocket].x) / 2,
    y: (g.objectBall.y + POCKETS[g.pocket].y) / 2,
  };
  // Numbered badges next to each element, explained in the key below the table.
  const keys: { at: Point; label: string }[] = [
    { at: { x: g.cueBall.x - 0.35, y: g.cueBall.y + 0.25 }, label: 'Cue ball (white)' },
    { at: { x: g.objectBall.x, y: g.objectBall.y - 0.45 }, label: 'Object ball (numbered, coloured)' },
    { at: { x: g.nextBall!.x - 0.35, y: g.nextBall!.y + 0.25 }, label: 'Next ball to play' },
    { at: { x: cueMid.x + 0.3, y: cueMid.y + 0.2 }, label: 'Cue-ball path, arrow at the end' },
    { at: { x: obMid.x - 0.1, y: obMid.y + 0.4 }, label: 'Object-ball path into the pocket' },
    { at: { x: p.ghostBall!.x + 0.3, y: p.ghostBall!.y + 0.42 }, label: 'Ghost ball: cue ball at contact' },
    { at: { x: contact.x + 0.35, y: contact.y + 0.28 }, label: 'Rail contact' },
    { at: { x: g.target.x - 0.5, y: g.target.y - 0.2 }, label: 'Target zone: stop the cue ball here' },
    { at: { x: 7.5, y: -0.3 }, label: 'Pocket' },
    { at: { x: 1.4, y: 4 + DIAMOND_LINE_OFFSET }, label: 'Diamonds: sights for aiming' },
  ];
  const badge = (x: number, y: number, k: number): string =>
    `<circle cx="${n(x)}" cy="${n(y)}" r="15" fill="${C.text}" stroke="#ffffff" stroke-width="2"/>` +
    text(x, y + 7, String(k), { size: 19, weight: '700', anchor: 'middle', fill: '#ffffff' });
  const body: string[] = [
    infoTitle('General Description', 'Every card shows one shot on a table seen from above'),
    drawTable(v),
    drawShot(v, g, p, idp, 0),
    ...keys.map((k, i) => badge(X(v, k.at.x), Y(v, k.at.y), i + 1)),
    panel(20, 636, 900, 208),
  ];
  keys.forEach((k, i) => {
    const col = i < 5 ? 0 : 1;
    const row = i % 5;
    const x = 48 + col * 450;
    const y = 672 + row * 38;
    body.push(badge(x, y - 7, i + 1), text(x + 26, y, k.label, { size: 21 }));
  });
  body.push(
    panel(20, 856, 900, 80),
    text(40, 890, 'Under the table: where the cue tip strikes the cue ball, the speed', { size: 21 }),
    text(40, 918, '(1 soft – 5 hard) and a legend of the marks on that card.', { size: 21 }),
  );
  const defs = arrowMarker(`${idp}-arrow-cue`, C.cuePath) + arrowMarker(`${idp}-arrow-ob`, C.objectPath);
  return svgDocument(
    idp,
    H,
    'General Description',
    'How to read a Kickshots card diagram',
    defs,
    body.join('\n'),
  );
}

function infoAiming(idp: string): string {
  const H = 740;
  const cx = 250;
  const cy = 410;
  const r = 175;
  const dots: { x: number; y: number; color: string; title: string; line: string }[] = [
    {
      x: 0,
      y: 0,
      color: '#d62828',
      title: 'Centre ball — stun',
      line: 'Stops on a straight shot; leaves on the tangent line (90°) on a cut.',
    },
    {
      x: 0,
      y: 0.5,
      color: '#2a9d8f',
      title: '12 o’clock — follow',
      line: 'Topspin: the cue ball rolls on after contact (about 30° from its line).',
    },
    {
      x: 0,
      y: -0.5,
      color: '#264653',
      title: '6 o’clock — draw',
      line: 'Backspin: the cue ball comes back toward you.',
    },
    {
      x: 0.5,
      y: 0,
      color: '#e76f51',
      title: '3 o’clock — right side spin',
      line: 'Right English: the cue ball kicks out to the right off a rail.',
    },
    {
      x: -0.5,
      y: 0,
      color: '#8e44ad',
      title: '9 o’clock — left side spin',
      line: 'Left English: the cue ball kicks out to the left off a rail.',
    },
  ];
  const body: string[] = [
    infoTitle('Aiming Points & Spin', 'The cue ball as you see it from behind, read like a clock face'),
  ];
  body.push(panel(20, 120, 460, 600), tipInset(cx, cy, r));
  dots.forEach((d) => {
    body.push(
      `<circle cx="${n(cx + d.x * r)}" cy="${n(cy - d.y * r)}" r="15" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`,
    );
  });
  body.push(
    text(cx, 660, 'Dashed circle: stay inside it (miscue limit)', {
      size: 19,
      anchor: 'middle',
      fill: C.muted,
    }),
  );
  body.push(panel(496, 120, 424, 560));
  dots.forEach((d, i) => {
    const y = 166 + i * 112;
    body.push(
      `<circle cx="528" cy="${y - 7}" r="13" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`,
      text(552, y, d.title, { size: 22, weight: '700' }),
      ...wrap(d.line, 34).map((l, k) => text(552, y + 28 + k * 25, l, { size: 19, fill: C.muted })),
    );
  });
  return svgDocument(
    idp,
    H,
    'Aiming Points & Spin',
    'Where to strike the cue ball for stun, follow, draw and side spin',
    '',
    body.join('\n'),
  );
}

/** Greedy word wrap for a fixed character budget (deterministic; no font metrics needed). */
function wrap(s: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/\s+/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

function infoPower(idp: string): string {
  const H = 640;
  const rows: { label: string; lengths: string; tl: number }[] = [
    { label: 'soft', lengths: '≈ 1 table length', tl: 1 },
    { label: 'soft to medium', lengths: '≈ 2 table lengths', tl: 2 },
    { label: 'medium', lengths: '≈ 3 table lengths', tl: 3 },
    { label: 'medium to hard', lengths: '≈ 4 table lengths', tl: 4 },
    { label: 'hard', lengths: '5 or more table lengths', tl: 5 },
  ];
  const body: string[] = [
    infoTitle('Shooting Power', 'Speed 1–5: how far the cue ball would roll on its own, rails included'),
  ];
  body.push(panel(20, 120, 900, 500));
  rows.forEach((row, i) => {
    const y = 150 + i * 92;
    const speed = i + 1;
    body.push(speedMeterSmall(44, y, speed));
    body.push(text(230, y + 34, `${speed} · ${row.label}`, { size: 24, weight: '700' }));
    body.push(text(230, y + 64, row.lengths, { size: 20, fill: C.muted }));
    // One small table per table length travelled.
    for (let k = 0; k < row.tl; k++) {
      const tx = 510 + k * 70;
      body.push(
        `<rect x="${tx}" y="${y + 14}" width="64" height="40" rx="6" fill="${C.wood}"/>`,
        `<rect x="${tx + 6}" y="${y + 20}" width="52" height="28" fill="${C.cloth}"/>`,
      );
    }
    if (row.tl >= 5) body.push(text(510 + 5 * 70 + 2, y + 44, '+', { size: 30, weight: '700' }));
  });
  return svgDocument(
    idp,
    H,
    'Shooting Power',
    'The speed scale from soft to hard with approximate distances',
    '',
    body.join('\n'),
  );
}

function speedMeterSmall(x: number, y: number, speed: number): string {
  const out: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const h = 10 + i * 9;
    out.push(
      `<rect x="${x + (i - 1) * 32}" y="${y + 60 - h}" width="26" height="${h}" rx="3" fill="${i <= speed ? C.meterOn : C.meterOff}" stroke="${C.panelStroke}" stroke-width="1.5"/>`,
    );
  }
  return out.join('\n');
}

function infoIndex(idp: string): string {
  const H = 760;
  const decks: { x: number; color: string; title: string; suits: [CardSuit, string][] }[] = [
    {
      x: 20,
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
      x: 476,
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
  const body: string[] = [
    infoTitle('Cards Index', 'Deck = kind of shot · suit = shot family · rank = difficulty'),
  ];
  for (const d of decks) {
    body.push(
      `<rect x="${d.x}" y="120" width="444" height="400" rx="18" fill="${d.color}"/>`,
      `<rect x="${d.x + 10}" y="130" width="424" height="380" rx="12" fill="none" stroke="#ffffff" stroke-opacity="0.5" stroke-width="2"/>`,
      text(d.x + 222, 176, d.title, { size: 26, weight: '700', anchor: 'middle', fill: '#ffffff' }),
    );
    d.suits.forEach(([suit, label], i) => {
      const y = 240 + i * 70;
      body.push(
        `<circle cx="${d.x + 56}" cy="${y}" r="26" fill="#ffffff"/>`,
        suitIcon(suit, d.x + 56, y, 36, suit === 'hearts' || suit === 'diamonds' ? '#c1121f' : '#111111'),
        text(d.x + 96, y - 4, suit.charAt(0).toUpperCase() + suit.slice(1), {
          size: 22,
          weight: '700',
          fill: '#ffffff',
        }),
        text(d.x + 96, y + 22, label, { size: 19, fill: '#f1f1f1' }),
      );
    });
  }
  body.push(panel(20, 540, 900, 200), text(40, 578, 'Rank = difficulty', { size: 24, weight: '700' }));
  const ranks = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
  ranks.forEach((rk, i) => {
    const x = 44 + i * 67;
    const shade = Math.round(225 - i * 12);
    body.push(
      `<rect x="${x}" y="600" width="56" height="72" rx="8" fill="rgb(${shade},${Math.round(shade * 0.55 + 80)},${Math.round(shade * 0.35 + 40)})" stroke="${C.panelStroke}" stroke-width="1.5"/>`,
      text(x + 28, 646, rk, { size: 26, weight: '700', anchor: 'middle', fill: i > 6 ? '#ffffff' : C.text }),
    );
  });
  body.push(
    `<line x1="60" y1="700" x2="880" y2="700" stroke="${C.text}" stroke-width="3" marker-end="url(#${idp}-arrow)"/>`,
    text(44, 728, 'Ace: easiest', { size: 20, weight: '600' }),
    text(900, 728, 'King: hardest', { size: 20, weight: '600', anchor: 'end' }),
  );
  return svgDocument(
    idp,
    H,
    'Cards Index',
    'The decks, suits and ranks of the Kickshots cards',
    arrowMarker(`${idp}-arrow`, C.text),
    body.join('\n'),
  );
}

/** One of the four Info dialog images as a self-contained SVG. */
export function renderInfoImage(id: InfoImageId): string {
  const idp = `ks-info-${id}`;
  switch (id) {
    case 'general-description':
      return infoGeneral(idp);
    case 'aiming-points':
      return infoAiming(idp);
    case 'shooting-power':
      return infoPower(idp);
    case 'cards-index':
      return infoIndex(idp);
  }
}
