/**
 * The four images of the Info dialog (listed in ../info-images.ts) as self-contained SVGs, in two
 * layouts of the same width and words (shared/diagram-sizes.ts): `full`, and `compact` for a phone,
 * read at about a third of its size: every text at least COMPACT_MIN_TEXT units, in one column.
 */
import { INFO_IMAGE_HEIGHT, type DiagramLayout } from '../../../../../shared/diagram-sizes.js';
import type { ComputedPath } from '../geometry/path.types.js';
import type { InfoImageId, Point, PositionGeometry } from '../card.types.js';
import { simulatedPath } from '../simulation/card-path.js';
import { DIAMOND_LINE_OFFSET, POCKETS } from '../geometry/table.js';
import { pointAt } from '../geometry/vectors.js';
import { infoIndex } from './info-cards-index.js';
import { COMPACT, NBSP, compactTitle, infoTitle, lines, wrap } from './info-text.js';
import { RAIL, TABLE_TEXT, X, Y, drawShot, drawTable, type View } from './shot-drawing.js';
import { C, arrowMarker, n, panel, svgDocument, text } from './svg.js';

/** The General Description's shot and the numbered keys placed next to its elements. */
function generalShot(): { g: PositionGeometry; p: ComputedPath; keys: { at: Point; label: string }[] } {
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
  // The cushion the cue ball meets after the object ball (the bottom one): its lowest point.
  const cushion = p.cuePath.slice(p.contactIndex ?? 0).reduce((a, b) => (b.y < a.y ? b : a));
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
    { at: { x: p.ghostBall!.x - 0.45, y: p.ghostBall!.y - 0.1 }, label: 'Ghost ball: cue ball at contact' },
    { at: { x: cushion.x - 0.45, y: cushion.y + 0.3 }, label: 'Rail contact' },
    { at: { x: g.target.x + 0.35, y: g.target.y + 0.37 }, label: 'Target zone: stop the cue ball here' },
    { at: { x: 7.5, y: -0.3 }, label: 'Pocket' },
    { at: { x: 1.4, y: 4 + DIAMOND_LINE_OFFSET }, label: 'Diamonds: sights for aiming' },
  ];
  return { g, p, keys };
}

/** The note under the General Description's key, as the full layout breaks it. */
const UNDER_THE_TABLE = [
  'Under the table: where the cue tip strikes the cue ball, the speed',
  '(1 soft – 5 hard) and a legend of the marks on that card.',
];

/** A numbered badge: a dark disc of radius `r` with its number. */
function badge(x: number, y: number, k: number, r = 15, size = 19): string {
  return (
    `<circle cx="${n(x)}" cy="${n(y)}" r="${r}" fill="${C.text}" stroke="#ffffff" stroke-width="2"/>` +
    text(x, y + Math.round(size * 0.36), String(k), {
      size,
      weight: '700',
      anchor: 'middle',
      fill: '#ffffff',
    })
  );
}

function infoGeneral(idp: string, layout: DiagramLayout): string {
  const H = INFO_IMAGE_HEIGHT['general-description'][layout];
  const { g, p, keys } = generalShot();
  const title = 'General Description';
  const subtitle = 'Every card shows one shot on a table seen from above';
  const body: string[] = [];
  if (layout === 'full') {
    const v: View = { ox: 20 + RAIL, oy: 116 + RAIL };
    body.push(
      infoTitle(title, subtitle),
      drawTable(v),
      drawShot(v, g, p, idp, 0),
      ...keys.map((k, i) => badge(X(v, k.at.x), Y(v, k.at.y), i + 1)),
      panel(20, 636, 900, 208),
    );
    keys.forEach((k, i) => {
      const col = i < 5 ? 0 : 1;
      const row = i % 5;
      const x = 48 + col * 450;
      const y = 672 + row * 38;
      body.push(badge(x, y - 7, i + 1), text(x + 26, y, k.label, { size: 21 }));
    });
    body.push(
      panel(20, 856, 900, 80),
      ...UNDER_THE_TABLE.map((l, k) => text(40, 890 + k * 28, l, { size: 21 })),
    );
  } else {
    const v: View = { ox: 20 + RAIL, oy: 190 + RAIL };
    const r = 24;
    body.push(
      compactTitle(title, subtitle),
      drawTable(v),
      drawShot(v, g, p, idp, 0, undefined, TABLE_TEXT.compact),
      ...keys.map((k, i) => badge(X(v, k.at.x), Y(v, k.at.y), i + 1, r, COMPACT.body)),
      panel(20, 710, 900, 560),
    );
    keys.forEach((k, i) => {
      const y = 766 + i * 52;
      body.push(badge(60, y - 12, i + 1, r, COMPACT.body), text(98, y, k.label, { size: COMPACT.body }));
    });
    const note = lines(40, 1340, wrap(UNDER_THE_TABLE.join(' '), 46), {
      size: COMPACT.body,
      lineH: COMPACT.line,
    });
    body.push(panel(20, 1290, 900, note.bottom - 1290 + 30), ...note.svg);
  }
  const defs = arrowMarker(`${idp}-arrow-cue`, C.cuePath) + arrowMarker(`${idp}-arrow-ob`, C.objectPath);
  return svgDocument(idp, H, title, 'How to read a Kickshots card diagram', defs, body.join('\n'));
}

/** The rings the Aiming Points picture draws, in ball radii R (centre 0, the edge of the ball 1 R). */
const QUARTER_RING = 0.25;
/** Nothing is struck past this offset: the tip would slide off the ball (miscue). */
const MISCUE_RING = 0.5;
/** How far from centre the picture puts follow, draw and side spin, in ball radii. */
const EXAMPLE_OFFSET = 0.4;

/** A label with a white halo, legible over the lines of the ball face. */
function haloText(x: number, y: number, content: string, size: number): string {
  return text(x, y, content, { size, weight: '700', anchor: 'middle' }).replace(
    '<text ',
    '<text stroke="#ffffff" stroke-width="5" stroke-linejoin="round" paint-order="stroke" ',
  );
}

/** The cue ball seen from behind: clock marks, the 0.25 R ring and the 0.5 R miscue limit. */
function ballFace(
  cx: number,
  cy: number,
  r: number,
  clock = 30,
  ring = 17,
  ringLabelsBeside = false,
): string {
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
  const third = Math.round(clock / 3);
  out.push(
    text(cx, cy - r - 8, '12', { size: clock, anchor: 'middle', weight: '600' }),
    text(cx + r + 6, cy + third, '3', { size: clock, weight: '600' }),
    text(cx, cy + r + clock + 2, '6', { size: clock, anchor: 'middle', weight: '600' }),
    text(cx - r - 6, cy + third, '9', { size: clock, anchor: 'end', weight: '600' }),
  );
  // each ring's label on the ring, down and to the right (no aiming dot there); or, when large,
  // beside the ball there, with a leader line to its ring
  const d = Math.SQRT1_2 * r;
  if (ringLabelsBeside) {
    const x = cx + d + 20;
    [QUARTER_RING, MISCUE_RING].forEach((k, i) => {
      const y = cy + d + 14 + (1 - i) * (ring + 14);
      out.push(
        `<line x1="${n(cx + d * k)}" y1="${n(cy + d * k)}" x2="${n(x - 6)}" y2="${n(y - ring / 3)}" stroke="${C.muted}" stroke-width="2"/>`,
        text(x, y, `${k}${NBSP}R`, { size: ring, weight: '700' }),
      );
    });
    return out.join('\n');
  }
  out.push(
    haloText(
      cx + d * QUARTER_RING,
      cy + d * QUARTER_RING + Math.round(ring / 3),
      `${QUARTER_RING}${NBSP}R`,
      ring,
    ),
    haloText(
      cx + d * MISCUE_RING,
      cy + d * MISCUE_RING + Math.round(ring / 3),
      `${MISCUE_RING}${NBSP}R`,
      ring,
    ),
  );
  return out.join('\n');
}

/** The Aiming Points picture's dots: where the tip strikes for each kind of shot. */
const AIMING_DOTS: { x: number; y: number; color: string; title: string; line: string }[] = [
  {
    x: 0,
    y: 0,
    color: '#d62828',
    title: 'Centre ball — stun',
    line: 'Tip at 0: stops on a straight shot; leaves on the tangent line (90°) on a cut.',
  },
  {
    x: 0,
    y: EXAMPLE_OFFSET,
    color: '#2a9d8f',
    title: '12 o’clock — follow',
    line: `${EXAMPLE_OFFSET}${NBSP}R above centre: topspin, the cue ball rolls on after contact (about 30° from its line).`,
  },
  {
    x: 0,
    y: -EXAMPLE_OFFSET,
    color: '#264653',
    title: '6 o’clock — draw',
    line: `${EXAMPLE_OFFSET}${NBSP}R below centre: backspin, the cue ball comes back toward you.`,
  },
  {
    x: EXAMPLE_OFFSET,
    y: 0,
    color: '#e76f51',
    title: '3 o’clock — right side spin',
    line: `${EXAMPLE_OFFSET}${NBSP}R right of centre: right English, the cue ball kicks out to the right off a rail.`,
  },
  {
    x: -EXAMPLE_OFFSET,
    y: 0,
    color: '#8e44ad',
    title: '9 o’clock — left side spin',
    line: `${EXAMPLE_OFFSET}${NBSP}R left of centre: left English, the cue ball kicks out to the left off a rail.`,
  },
];

const AIMING_SCALE =
  `The tip offset is a fraction of the ball radius R: centre = 0, the edge of the ball = 1${NBSP}R, ` +
  `printed like “0.3${NBSP}R below centre”. Nothing past ${MISCUE_RING}${NBSP}R: the tip would miscue. ` +
  `A cue tip is about 13${NBSP}mm wide, about 0.45${NBSP}R, so half a tip is about 0.2${NBSP}R.`;

/** The two rings' key: the ring (at `x`, `y`) and its words. */
function ringsKey(x: number, y: number, size: number, gap: number): string[] {
  const rr = Math.round(size * 0.65);
  return [
    `<circle cx="${x}" cy="${y - 7}" r="${rr}" fill="none" stroke="${C.red}" stroke-width="3"/>`,
    text(x + 26 + (size - 20), y, `${MISCUE_RING}${NBSP}R: miscue limit, never past it`, {
      size,
      weight: '600',
    }),
    `<circle cx="${x}" cy="${y + gap - 7}" r="${rr}" fill="none" stroke="${C.blockerStroke}" stroke-width="2" stroke-dasharray="6 5"/>`,
    text(x + 26 + (size - 20), y + gap, `${QUARTER_RING}${NBSP}R: a quarter of the way out`, { size }),
  ];
}

function infoAiming(idp: string, layout: DiagramLayout): string {
  const H = INFO_IMAGE_HEIGHT['aiming-points'][layout];
  const title = 'Aiming Points & Spin';
  const subtitle = 'The cue ball seen from behind: the tip offset in ball radii (R)';
  const body: string[] = [];
  const dot = (cx: number, cy: number, r: number, d: (typeof AIMING_DOTS)[number], size: number) =>
    `<circle cx="${n(cx + d.x * r)}" cy="${n(cy - d.y * r)}" r="${size}" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`;
  if (layout === 'full') {
    const [cx, cy, r] = [250, 380, 175];
    body.push(infoTitle(title, subtitle), panel(20, 120, 460, 600), ballFace(cx, cy, r));
    AIMING_DOTS.forEach((d) => body.push(dot(cx, cy, r, d, 15)));
    body.push(...ringsKey(58, 651, 20, 40), panel(496, 120, 424, 600));
    AIMING_DOTS.forEach((d, i) => {
      const y = 160 + i * 114;
      body.push(
        `<circle cx="528" cy="${y - 7}" r="13" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`,
        text(552, y, d.title, { size: 22, weight: '700' }),
        ...wrap(d.line, 35).map((l, k) => text(552, y + 27 + k * 24, l, { size: 19, fill: C.muted })),
      );
    });
    body.push(panel(20, 736, 900, 148));
    wrap(AIMING_SCALE, 80).forEach((l, k) => body.push(text(40, 772 + k * 29, l, { size: 20 })));
  } else {
    const [cx, cy, r] = [470, 470, 210];
    body.push(
      compactTitle(title, subtitle),
      panel(20, 190, 900, 740),
      ballFace(cx, cy, r, 42, COMPACT.body, true),
    );
    AIMING_DOTS.forEach((d) => body.push(dot(cx, cy, r, d, 20)));
    body.push(...ringsKey(70, 830, COMPACT.body, 60));
    let y = 1010;
    const dotsTop = 950;
    const dots: string[] = [];
    AIMING_DOTS.forEach((d) => {
      const words = lines(100, y + COMPACT.line + 4, wrap(d.line, 42), {
        size: COMPACT.body,
        lineH: COMPACT.line,
        fill: C.muted,
      });
      dots.push(
        `<circle cx="62" cy="${y - 12}" r="20" fill="${d.color}" stroke="#ffffff" stroke-width="3"/>`,
        text(100, y, d.title, { size: COMPACT.heading, weight: '700' }),
        ...words.svg,
      );
      y = words.bottom + 62;
    });
    body.push(panel(20, dotsTop, 900, y - 62 + 36 - dotsTop), ...dots);
    const scaleTop = y - 62 + 56;
    const scale = lines(40, scaleTop + 50, wrap(AIMING_SCALE, 46), {
      size: COMPACT.body,
      lineH: COMPACT.line,
    });
    body.push(panel(20, scaleTop, 900, scale.bottom + 30 - scaleTop), ...scale.svg);
  }
  return svgDocument(
    idp,
    H,
    title,
    'Where to strike the cue ball for stun, follow, draw and side spin, in ball radii, inside the 0.5 R miscue limit',
    '',
    body.join('\n'),
  );
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

const POWER_NOTES =
  'One table = one table length: how far a ball struck at centre would roll on open cloth with no ' +
  'cushion. A card prints a range, e.g. “2–3”. Each cushion takes away part of the speed.';

/** One speed level's words: `3 · medium` and its distance and speed. */
function powerRow(i: number): { level: string; detail: string; tableLengths: number } {
  const row = SPEED_SCALE[i]!;
  const lengths = `≈ ${row.tableLengths} table length${row.tableLengths === 1 ? '' : 's'}`;
  return {
    level: `${i + 1} · ${row.label}`,
    detail: `${lengths} · ${row.metresPerSecond.toFixed(2)}${NBSP}m/s`,
    tableLengths: row.tableLengths,
  };
}

/** `count` small tables in a row from `x`, one every `pitch`, `h` high. */
function smallTables(x: number, y: number, count: number, pitch: number, h: number): string[] {
  const out: string[] = [];
  for (let k = 0; k < count; k++) {
    const tx = x + k * pitch;
    out.push(
      `<rect x="${tx}" y="${y}" width="${pitch - 4}" height="${h}" rx="3" fill="${C.wood}"/>`,
      `<rect x="${tx + 3}" y="${y + 3}" width="${pitch - 10}" height="${h - 6}" fill="${C.cloth}"/>`,
    );
  }
  return out;
}

function infoPower(idp: string, layout: DiagramLayout): string {
  const H = INFO_IMAGE_HEIGHT['shooting-power'][layout];
  const title = 'Shooting Power';
  const subtitle = 'Speed 1–5: how far the cue ball would roll on open cloth';
  const body: string[] = [];
  if (layout === 'full') {
    body.push(infoTitle(title, subtitle), panel(20, 120, 900, 500));
    SPEED_SCALE.forEach((_, i) => {
      const y = 150 + i * 92;
      const row = powerRow(i);
      body.push(
        speedMeterSmall(40, y, i + 1),
        text(214, y + 32, row.level, { size: 24, weight: '700' }),
        text(214, y + 62, row.detail, { size: 20, fill: C.muted }),
        ...smallTables(530, y + 24, row.tableLengths, 31, 18),
      );
    });
    body.push(panel(20, 636, 900, 112));
    wrap(POWER_NOTES, 80).forEach((l, k) => body.push(text(40, 672 + k * 29, l, { size: 20 })));
  } else {
    const rowH = 178;
    body.push(compactTitle(title, subtitle), panel(20, 190, 900, 40 + 5 * rowH));
    SPEED_SCALE.forEach((_, i) => {
      const y = 224 + i * rowH;
      const row = powerRow(i);
      body.push(
        speedMeterSmall(40, y + 4, i + 1),
        text(214, y + 36, row.level, { size: COMPACT.heading, weight: '700' }),
        text(214, y + 82, row.detail, { size: COMPACT.body, fill: C.muted }),
        ...smallTables(214, y + 106, row.tableLengths, 52, 30),
      );
    });
    const notesTop = 190 + 40 + 5 * rowH + 16;
    const notes = lines(40, notesTop + 50, wrap(POWER_NOTES, 46), {
      size: COMPACT.body,
      lineH: COMPACT.line,
    });
    body.push(panel(20, notesTop, 900, notes.bottom + 30 - notesTop), ...notes.svg);
  }
  return svgDocument(
    idp,
    H,
    title,
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

/** One of the four Info dialog images as a self-contained SVG, in the full or the compact layout. */
export function renderInfoImage(id: InfoImageId, layout: DiagramLayout = 'full'): string {
  const idp = `ks-info-${id}`;
  switch (id) {
    case 'general-description':
      return infoGeneral(idp, layout);
    case 'aiming-points':
      return infoAiming(idp, layout);
    case 'shooting-power':
      return infoPower(idp, layout);
    case 'cards-index':
      return infoIndex(idp, layout);
  }
}
