/** The four images of the Info dialog (listed in ../info-images.ts) as self-contained SVGs. */
import type { CardSuit, InfoImageId, Point, PositionGeometry } from '../card.types.js';
import { simulatedPath } from '../simulation/card-path.js';
import { DIAMOND_LINE_OFFSET, POCKETS } from '../geometry/table.js';
import { pointAt } from '../geometry/vectors.js';
import { RAIL, X, Y, drawShot, drawTable, type View } from './shot-drawing.js';
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
    speed: [3, 3],
  };
  // The target is where the simulated cue ball stops.
  const first = simulatedPath(g);
  g.target = pointAt(first.cuePath, -1);
  const p = simulatedPath(g);
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

/** The rings the Aiming Points picture draws, in ball radii R (centre 0, the edge of the ball 1 R). */
const QUARTER_RING = 0.25;
/** Nothing is struck past this offset: the tip would slide off the ball (miscue). */
const MISCUE_RING = 0.5;
/** How far from centre the picture puts follow, draw and side spin, in ball radii. */
const EXAMPLE_OFFSET = 0.4;

/** Keeps a number with its unit on one line (`0.4 R`). */
const NBSP = '\u00a0';

/** A label with a white halo, legible over the lines of the ball face. */
function haloText(x: number, y: number, content: string, size: number): string {
  return text(x, y, content, { size, weight: '700', anchor: 'middle' }).replace(
    '<text ',
    '<text stroke="#ffffff" stroke-width="5" stroke-linejoin="round" paint-order="stroke" ',
  );
}

/** The cue ball seen from behind: clock marks, the 0.25 R ring and the 0.5 R miscue limit. */
function ballFace(cx: number, cy: number, r: number): string {
  const out: string[] = [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" stroke="${C.ballOutline}" stroke-width="3"/>`,
    `<line x1="${n(cx - r)}" y1="${n(cy)}" x2="${n(cx + r)}" y2="${n(cy)}" stroke="#d3d3d3" stroke-width="1.5"/>`,
    `<line x1="${n(cx)}" y1="${n(cy - r)}" x2="${n(cx)}" y2="${n(cy + r)}" stroke="#d3d3d3" stroke-width="1.5"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * QUARTER_RING)}" fill="none" stroke="${C.blockerStroke}" stroke-width="2" stroke-dasharray="6 5"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * MISCUE_RING)}" fill="none" stroke="${C.red}" stroke-width="3"/>`,
  ];
  for (let h = 1; h <= 12; h++) {
    const a = (h / 12) * 2 * Math.PI;
    const [sin, cos] = [Math.sin(a), Math.cos(a)];
    out.push(
      `<line x1="${n(cx + sin * r * 0.88)}" y1="${n(cy - cos * r * 0.88)}" x2="${n(cx + sin * r)}" y2="${n(cy - cos * r)}" stroke="${C.ballOutline}" stroke-width="${h % 3 === 0 ? 2.5 : 1}"/>`,
    );
  }
  out.push(
    text(cx, cy - r - 8, '12', { size: 30, anchor: 'middle', weight: '600' }),
    text(cx + r + 6, cy + 10, '3', { size: 30, weight: '600' }),
    text(cx, cy + r + 32, '6', { size: 30, anchor: 'middle', weight: '600' }),
    text(cx - r - 6, cy + 10, '9', { size: 30, anchor: 'end', weight: '600' }),
  );
  // each ring's label on the ring, down and to the right (no aiming dot there)
  const d = Math.SQRT1_2 * r;
  out.push(
    haloText(cx + d * QUARTER_RING, cy + d * QUARTER_RING + 6, `${QUARTER_RING}${NBSP}R`, 17),
    haloText(cx + d * MISCUE_RING, cy + d * MISCUE_RING + 6, `${MISCUE_RING}${NBSP}R`, 17),
  );
  return out.join('\n');
}

function infoAiming(idp: string): string {
  const H = 900;
  const cx = 250;
  const cy = 380;
  const r = 175;
  const o = EXAMPLE_OFFSET;
  const dots: { x: number; y: number; color: string; title: string; line: string }[] = [
    {
      x: 0,
      y: 0,
      color: '#d62828',
      title: 'Centre ball — stun',
      line: 'Tip at 0: stops on a straight shot; leaves on the tangent line (90°) on a cut.',
    },
    {
      x: 0,
      y: o,
      color: '#2a9d8f',
      title: '12 o’clock — follow',
      line: `${o}${NBSP}R above centre: topspin, the cue ball rolls on after contact (about 30° from its line).`,
    },
    {
      x: 0,
      y: -o,
      color: '#264653',
      title: '6 o’clock — draw',
      line: `${o}${NBSP}R below centre: backspin, the cue ball comes back toward you.`,
    },
    {
      x: o,
      y: 0,
      color: '#e76f51',
      title: '3 o’clock — right side spin',
      line: `${o}${NBSP}R right of centre: right English, the cue ball kicks out to the right off a rail.`,
    },
    {
      x: -o,
      y: 0,
      color: '#8e44ad',
      title: '9 o’clock — left side spin',
      line: `${o}${NBSP}R left of centre: left English, the cue ball kicks out to the left off a rail.`,
    },
  ];
  const body: string[] = [
    infoTitle('Aiming Points & Spin', 'The cue ball seen from behind: the tip offset in ball radii (R)'),
  ];
  body.push(panel(20, 120, 460, 600), ballFace(cx, cy, r));
  dots.forEach((d) => {
    body.push(
      `<circle cx="${n(cx + d.x * r)}" cy="${n(cy - d.y * r)}" r="15" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`,
    );
  });
  // the rings' key
  body.push(
    `<circle cx="58" cy="644" r="13" fill="none" stroke="${C.red}" stroke-width="3"/>`,
    text(84, 651, `${MISCUE_RING}${NBSP}R: miscue limit, never past it`, { size: 20, weight: '600' }),
    `<circle cx="58" cy="684" r="13" fill="none" stroke="${C.blockerStroke}" stroke-width="2" stroke-dasharray="6 5"/>`,
    text(84, 691, `${QUARTER_RING}${NBSP}R: a quarter of the way out`, { size: 20 }),
  );
  body.push(panel(496, 120, 424, 600));
  dots.forEach((d, i) => {
    const y = 160 + i * 114;
    body.push(
      `<circle cx="528" cy="${y - 7}" r="13" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`,
      text(552, y, d.title, { size: 22, weight: '700' }),
      ...wrap(d.line, 35).map((l, k) => text(552, y + 27 + k * 24, l, { size: 19, fill: C.muted })),
    );
  });
  const scale =
    `The tip offset is a fraction of the ball radius R: centre = 0, the edge of the ball = 1${NBSP}R, ` +
    `printed like “0.3${NBSP}R below centre”. Nothing past ${MISCUE_RING}${NBSP}R: the tip would miscue. ` +
    `A cue tip is about 13${NBSP}mm wide, about 0.45${NBSP}R, so half a tip is about 0.2${NBSP}R.`;
  body.push(panel(20, 736, 900, 148));
  wrap(scale, 80).forEach((l, k) => body.push(text(40, 772 + k * 29, l, { size: 20 })));
  return svgDocument(
    idp,
    H,
    'Aiming Points & Spin',
    'Where to strike the cue ball for stun, follow, draw and side spin, in ball radii, inside the 0.5 R miscue limit',
    '',
    body.join('\n'),
  );
}

/**
 * Greedy word wrap for a fixed character budget (deterministic; no font metrics needed). Breaks
 * only at plain spaces: a no-break space keeps a number with its unit.
 */
function wrap(s: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of s.split(/ +/)) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The speed scale: the cue ball's speed at each level and how far a ball struck at centre at that
 * speed would roll on open cloth with no cushion, in table lengths.
 */
const SPEED_SCALE: { label: string; tableLengths: number; metresPerSecond: number }[] = [
  { label: 'soft', tableLengths: 1, metresPerSecond: 0.97 },
  { label: 'soft to medium', tableLengths: 2, metresPerSecond: 1.37 },
  { label: 'medium', tableLengths: 4, metresPerSecond: 1.93 },
  { label: 'medium to hard', tableLengths: 7, metresPerSecond: 2.55 },
  { label: 'hard', tableLengths: 12, metresPerSecond: 3.34 },
];

function infoPower(idp: string): string {
  const H = 768;
  const body: string[] = [
    infoTitle('Shooting Power', 'Speed 1–5: how far the cue ball would roll on open cloth'),
  ];
  body.push(panel(20, 120, 900, 500));
  const pitch = 31; // one small table per table length, up to 12 in a row
  SPEED_SCALE.forEach((row, i) => {
    const y = 150 + i * 92;
    const speed = i + 1;
    const lengths = `≈ ${row.tableLengths} table length${row.tableLengths === 1 ? '' : 's'}`;
    body.push(speedMeterSmall(40, y, speed));
    body.push(text(214, y + 32, `${speed} · ${row.label}`, { size: 24, weight: '700' }));
    body.push(
      text(214, y + 62, `${lengths} · ${row.metresPerSecond.toFixed(2)}${NBSP}m/s`, {
        size: 20,
        fill: C.muted,
      }),
    );
    for (let k = 0; k < row.tableLengths; k++) {
      const tx = 530 + k * pitch;
      body.push(
        `<rect x="${tx}" y="${y + 24}" width="${pitch - 4}" height="18" rx="3" fill="${C.wood}"/>`,
        `<rect x="${tx + 3}" y="${y + 27}" width="${pitch - 10}" height="12" fill="${C.cloth}"/>`,
      );
    }
  });
  const notes =
    'One table = one table length: how far a ball struck at centre would roll on open cloth with no ' +
    'cushion. A card prints a range, e.g. “2–3”. Each cushion takes away part of the speed.';
  body.push(panel(20, 636, 900, 112));
  wrap(notes, 80).forEach((l, k) => body.push(text(40, 672 + k * 29, l, { size: 20 })));
  return svgDocument(
    idp,
    H,
    'Shooting Power',
    'The speed scale from 1 soft to 5 hard, with the distance in table lengths and the speed in metres per second',
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
  // easiest to hardest: the ace is high
  const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
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
    text(44, 728, '2: easiest', { size: 20, weight: '600' }),
    text(900, 728, 'Ace: hardest', { size: 20, weight: '600', anchor: 'end' }),
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
