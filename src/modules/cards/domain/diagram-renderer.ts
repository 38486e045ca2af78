/**
 * Card diagrams and Info images as self-contained SVG strings.
 *
 * - No external fonts or images; a system font stack; its own opaque background and colours so it
 *   reads the same on light and dark pages.
 * - Only a viewBox (no width/height), so it scales to the width of its container.
 * - Deterministic: the same input gives the same string (numbers are rounded, ids derive from the card).
 * - Every piece of text is XML-escaped.
 */
import {
  BALL_RADIUS,
  STRENGTHS,
  type Card,
  type CardGeometry,
  type CardSuit,
  type InfoImageId,
  type Point,
  type PositionGeometry,
  type TipOffset,
} from './card.types.js';
import {
  DIAMOND_LINE_OFFSET,
  MISCUE_LIMIT,
  POCKETS,
  TARGET_TOLERANCE,
  computePath,
  distance,
  type ComputedPath,
} from './geometry.js';

// ───────────────────────────── style ─────────────────────────────

const C = {
  bg: '#f3efe6',
  panel: '#fffdf8',
  panelStroke: '#d6cbb6',
  text: '#1d2731',
  muted: '#55606b',
  woodEdge: '#4a2a12',
  wood: '#7b4a26',
  cushion: '#155c3b',
  cloth: '#1f7a4d',
  clothLine: '#2a8a5a',
  pocket: '#0d0d0d',
  diamond: '#f4e7c5',
  cuePath: '#ffffff',
  objectPath: '#ffd23f',
  contact: '#ff9f1c',
  target: '#8fd3ff',
  tipDot: '#d62828',
  cueBall: '#ffffff',
  ballOutline: '#1b1b1b',
  blocker: '#9aa3ad',
  blockerStroke: '#5b636b',
  meterOn: '#e76f51',
  meterOff: '#e9e2d3',
  black: '#1f1f24',
  red: '#b3202a',
} as const;

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
/** SVG units per diamond. */
const S = 100;
const RAIL = 50;
const CUSHION_W = 14;
const W = 940;

/** Standard pool-ball colours for the numbers used (6 green is skipped: it vanishes on the cloth). */
const BALLS: { n: number; color: string; stripe: boolean }[] = [
  { n: 1, color: '#f4c20d', stripe: false },
  { n: 2, color: '#1c4fd8', stripe: false },
  { n: 3, color: '#d7261e', stripe: false },
  { n: 4, color: '#5e2b97', stripe: false },
  { n: 5, color: '#f27a1d', stripe: false },
  { n: 7, color: '#7b1e2c', stripe: false },
];

// ───────────────────────────── helpers ─────────────────────────────

export function escapeXml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** Round for output: one decimal, no "-0". */
function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return (Object.is(r, -0) ? 0 : r).toString();
}

function text(
  x: number,
  y: number,
  content: string,
  opts: { size?: number; weight?: string; anchor?: 'start' | 'middle' | 'end'; fill?: string } = {},
): string {
  const { size = 20, weight = 'normal', anchor = 'start', fill = C.text } = opts;
  const w = weight === 'normal' ? '' : ` font-weight="${weight}"`;
  return `<text x="${n(x)}" y="${n(y)}" font-size="${size}"${w} text-anchor="${anchor}" fill="${fill}">${escapeXml(content)}</text>`;
}

function safeId(s: string): string {
  return s.replace(/[^A-Za-z0-9_-]/g, '-');
}

interface View {
  /** SVG coordinates of the playing surface's top-left corner (table point x = 0, y = 4). */
  ox: number;
  oy: number;
}

const X = (v: View, x: number): number => v.ox + x * S;
const Y = (v: View, y: number): number => v.oy + (4 - y) * S;
const pt = (v: View, p: Point): string => `${n(X(v, p.x))},${n(Y(v, p.y))}`;

function svgDocument(
  idp: string,
  height: number,
  title: string,
  desc: string,
  defs: string,
  body: string,
): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${height}" role="img" aria-labelledby="${idp}-title ${idp}-desc" font-family="${FONT}">`,
    `<title id="${idp}-title">${escapeXml(title)}</title>`,
    `<desc id="${idp}-desc">${escapeXml(desc)}</desc>`,
    `<defs>${defs}</defs>`,
    `<rect x="0" y="0" width="${W}" height="${height}" fill="${C.bg}"/>`,
    body,
    '</svg>',
  ].join('\n');
}

function arrowMarker(id: string, color: string): string {
  return `<marker id="${id}" viewBox="0 0 10 10" refX="8" refY="5" markerWidth="4" markerHeight="4" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${color}"/></marker>`;
}

function panel(x: number, y: number, w: number, h: number): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="12" fill="${C.panel}" stroke="${C.panelStroke}" stroke-width="2"/>`;
}

// ───────────────────────────── table ─────────────────────────────

/** Wooden rails, cushions, cloth, the 18 diamonds and six pockets. */
function drawTable(v: View): string {
  const left = v.ox - RAIL;
  const top = v.oy - RAIL;
  const out: string[] = [];
  out.push(
    `<rect x="${n(left)}" y="${n(top)}" width="${8 * S + 2 * RAIL}" height="${4 * S + 2 * RAIL}" rx="22" fill="${C.wood}" stroke="${C.woodEdge}" stroke-width="4"/>`,
  );
  out.push(
    `<rect x="${n(v.ox - CUSHION_W)}" y="${n(v.oy - CUSHION_W)}" width="${8 * S + 2 * CUSHION_W}" height="${4 * S + 2 * CUSHION_W}" fill="${C.cushion}"/>`,
  );
  out.push(`<rect x="${n(v.ox)}" y="${n(v.oy)}" width="${8 * S}" height="${4 * S}" fill="${C.cloth}"/>`);
  // Head string and foot spot, faint, to help reading the layout.
  out.push(
    `<line x1="${n(X(v, 2))}" y1="${n(Y(v, 0))}" x2="${n(X(v, 2))}" y2="${n(Y(v, 4))}" stroke="${C.clothLine}" stroke-width="2"/>`,
    `<circle cx="${n(X(v, 6))}" cy="${n(Y(v, 2))}" r="3" fill="${C.clothLine}"/>`,
  );
  // Diamonds: 6 on each long rail, 3 on each short rail, DIAMOND_LINE_OFFSET behind the nose.
  const d = DIAMOND_LINE_OFFSET;
  const diamond = (x: number, y: number): string =>
    `<path d="M${n(x)},${n(y - 7)}L${n(x + 6)},${n(y)}L${n(x)},${n(y + 7)}L${n(x - 6)},${n(y)}z" fill="${C.diamond}"/>`;
  for (const x of [1, 2, 3, 5, 6, 7]) {
    out.push(diamond(X(v, x), Y(v, 4 + d)), diamond(X(v, x), Y(v, -d)));
  }
  for (const y of [1, 2, 3]) out.push(diamond(X(v, -d), Y(v, y)), diamond(X(v, 8 + d), Y(v, y)));
  // Pockets.
  for (const [id, p] of Object.entries(POCKETS)) {
    const side = id.endsWith('side');
    const cx = side ? p.x : p.x + (p.x === 0 ? -0.06 : 0.06);
    const cy = p.y + (p.y === 0 ? -0.06 : 0.06) * (side ? 1.8 : 1);
    out.push(`<circle cx="${n(X(v, cx))}" cy="${n(Y(v, cy))}" r="${side ? 20 : 23}" fill="${C.pocket}"/>`);
  }
  return out.join('\n');
}

function ballStyle(index: number): { n: number; color: string } {
  return BALLS[((index % BALLS.length) + BALLS.length) % BALLS.length];
}

function numberedBall(cx: number, cy: number, r: number, ball: { n: number; color: string }): string {
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ball.color}" stroke="${C.ballOutline}" stroke-width="1.5"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.55)}" fill="#ffffff"/>`,
    `<text x="${n(cx)}" y="${n(cy + r * 0.3)}" font-size="${n(r * 0.85)}" font-weight="700" text-anchor="middle" fill="#111111">${ball.n}</text>`,
  ].join('');
}

function cueBall(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.cueBall}" stroke="${C.ballOutline}" stroke-width="2"/>`;
}

function greyBall(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.blocker}" stroke="${C.blockerStroke}" stroke-width="1.5"/>`;
}

/** Drawn ball radius in SVG units: 1.5× true size, shrunk so balls that do not touch do not look like they do. */
function drawRadius(g: CardGeometry): number {
  const balls: Point[] = [g.cueBall, g.objectBall];
  if (g.kind === 'kick') balls.push(...(g.blockers ?? []));
  if (g.kind === 'position' && g.nextBall) balls.push(g.nextBall);
  let min = Infinity;
  for (let i = 0; i < balls.length; i++) {
    for (let j = i + 1; j < balls.length; j++) min = Math.min(min, distance(balls[i], balls[j]));
  }
  const r = Math.min(1.5 * BALL_RADIUS, Math.max(BALL_RADIUS, min / 2));
  return r * S;
}

function polyline(v: View, pts: Point[], attrs: string): string {
  return `<polyline points="${pts.map((p) => pt(v, p)).join(' ')}" fill="none" stroke-linejoin="round" stroke-linecap="round" ${attrs}/>`;
}

// ───────────────────────────── card panels ─────────────────────────────

/** The cue ball seen from behind with the clock reference and the tip position. */
function tipInset(cx: number, cy: number, r: number, tip?: TipOffset): string {
  const out: string[] = [];
  out.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="#ffffff" stroke="${C.ballOutline}" stroke-width="3"/>`,
  );
  out.push(
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * MISCUE_LIMIT)}" fill="none" stroke="#b9b9b9" stroke-width="1.5" stroke-dasharray="5 4"/>`,
    `<line x1="${n(cx - r)}" y1="${n(cy)}" x2="${n(cx + r)}" y2="${n(cy)}" stroke="#c9c9c9" stroke-width="1.5"/>`,
    `<line x1="${n(cx)}" y1="${n(cy - r)}" x2="${n(cx)}" y2="${n(cy + r)}" stroke="#c9c9c9" stroke-width="1.5"/>`,
  );
  for (let h = 1; h <= 12; h++) {
    const a = (h / 12) * 2 * Math.PI;
    const x1 = cx + Math.sin(a) * r * 0.88;
    const y1 = cy - Math.cos(a) * r * 0.88;
    const x2 = cx + Math.sin(a) * r;
    const y2 = cy - Math.cos(a) * r;
    out.push(
      `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${C.ballOutline}" stroke-width="${h % 3 === 0 ? 2.5 : 1}"/>`,
    );
  }
  const f = Math.min(30, Math.max(18, r * 0.34));
  out.push(
    text(cx, cy - r - 8, '12', { size: f, anchor: 'middle', weight: '600' }),
    text(cx + r + 6, cy + f * 0.35, '3', { size: f, weight: '600' }),
    text(cx, cy + r + f + 2, '6', { size: f, anchor: 'middle', weight: '600' }),
    text(cx - r - 6, cy + f * 0.35, '9', { size: f, anchor: 'end', weight: '600' }),
  );
  if (tip) {
    out.push(
      `<circle cx="${n(cx + tip.x * r)}" cy="${n(cy - tip.y * r)}" r="${n(Math.max(7, r * 0.15))}" fill="${C.tipDot}" stroke="#ffffff" stroke-width="2"/>`,
    );
  }
  return out.join('\n');
}

/** Five rising bars, the first `speed` lit, numbered 1–5. */
function speedMeter(x: number, y: number, speed: number, barW = 44, gap = 8): string {
  const out: string[] = [];
  for (let i = 1; i <= 5; i++) {
    const h = 14 + i * 9;
    const bx = x + (i - 1) * (barW + gap);
    out.push(
      `<rect x="${n(bx)}" y="${n(y + 59 - h)}" width="${barW}" height="${h}" rx="4" fill="${i <= speed ? C.meterOn : C.meterOff}" stroke="${C.panelStroke}" stroke-width="1.5"/>`,
      text(bx + barW / 2, y + 84, String(i), {
        size: 20,
        anchor: 'middle',
        weight: i === speed ? '700' : 'normal',
      }),
    );
  }
  return out.join('\n');
}

type LegendItem =
  'cue' | 'object' | 'blocker' | 'next' | 'cuePath' | 'objectPath' | 'contact' | 'ghost' | 'target';

const LEGEND_LABEL: Record<LegendItem, string> = {
  cue: 'Cue ball',
  object: 'Object ball',
  blocker: 'Blocker',
  next: 'Next ball',
  cuePath: 'Cue path',
  objectPath: 'Object path',
  contact: 'Rail contact',
  ghost: 'Ghost ball',
  target: 'Target zone',
};

function legendIcon(item: LegendItem, x: number, y: number, idp: string, objectIndex: number): string {
  switch (item) {
    case 'cue':
      return cueBall(x + 15, y, 11);
    case 'object':
      return numberedBall(x + 15, y, 12, ballStyle(objectIndex));
    case 'next':
      return numberedBall(x + 15, y, 12, ballStyle(objectIndex + 1));
    case 'blocker':
      return greyBall(x + 15, y, 11);
    case 'cuePath':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 26}" y2="${y}" stroke="${C.cuePath}" stroke-width="4" marker-end="url(#${idp}-arrow-cue)"/>`;
    case 'objectPath':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><line x1="${x + 2}" y1="${y}" x2="${x + 26}" y2="${y}" stroke="${C.objectPath}" stroke-width="4" stroke-dasharray="7 5" marker-end="url(#${idp}-arrow-ob)"/>`;
    case 'contact':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><circle cx="${x + 16}" cy="${y}" r="6" fill="none" stroke="${C.contact}" stroke-width="3"/>`;
    case 'ghost':
      return `<rect x="${x - 2}" y="${y - 10}" width="36" height="20" rx="4" fill="${C.cloth}"/><circle cx="${x + 16}" cy="${y}" r="8" fill="none" stroke="${C.cuePath}" stroke-width="2" stroke-dasharray="3 3"/>`;
    case 'target':
      return `<circle cx="${x + 15}" cy="${y}" r="12" fill="${C.target}" fill-opacity="0.45" stroke="#2f7fb0" stroke-width="2" stroke-dasharray="4 3"/>`;
  }
}

function legend(x: number, y: number, items: LegendItem[], idp: string, objectIndex: number): string {
  const out: string[] = [text(x, y, 'Legend', { size: 24, weight: '700' })];
  const rows = Math.ceil(items.length / 2);
  items.forEach((item, i) => {
    const col = i < rows ? 0 : 1;
    const row = i < rows ? i : i - rows;
    const ix = x + col * 205;
    const iy = y + 34 + row * 38;
    out.push(
      legendIcon(item, ix, iy, idp, objectIndex),
      text(ix + 42, iy + 8, LEGEND_LABEL[item], { size: 22 }),
    );
  });
  return out.join('\n');
}

/** Paths, balls and marks for one geometry on a table view. */
function drawShot(v: View, g: CardGeometry, p: ComputedPath, idp: string, objectIndex: number): string {
  const out: string[] = [];
  const r = drawRadius(g);
  if (g.kind === 'position') {
    out.push(
      `<circle cx="${n(X(v, g.target.x))}" cy="${n(Y(v, g.target.y))}" r="${n(TARGET_TOLERANCE * S)}" fill="${C.target}" fill-opacity="0.3" stroke="${C.target}" stroke-width="3" stroke-dasharray="8 6"/>`,
    );
  }
  const sys = p.diamondSystem;
  if (sys && !sys.problem) {
    // The sighting line of the system: origin sight → cue ball → aim sight.
    out.push(
      `<line x1="${n(X(v, sys.originPoint.x))}" y1="${n(Y(v, sys.originPoint.y))}" x2="${n(X(v, sys.aimPoint.x))}" y2="${n(Y(v, sys.aimPoint.y))}" stroke="${C.diamond}" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    );
  }
  if (p.objectPath) {
    out.push(
      polyline(
        v,
        p.objectPath,
        `stroke="${C.objectPath}" stroke-width="4" stroke-dasharray="12 8" marker-end="url(#${idp}-arrow-ob)"`,
      ),
    );
  }
  if (p.cuePath.length > 1 && distance(p.cuePath[0], p.cuePath[p.cuePath.length - 1]) > 1e-6) {
    out.push(
      polyline(v, p.cuePath, `stroke="${C.cuePath}" stroke-width="4" marker-end="url(#${idp}-arrow-cue)"`),
    );
  }
  for (const c of p.railContacts) {
    out.push(
      `<circle cx="${n(X(v, c.x))}" cy="${n(Y(v, c.y))}" r="7" fill="none" stroke="${C.contact}" stroke-width="3"/>`,
    );
  }
  if (p.ghostBall) {
    out.push(
      `<circle cx="${n(X(v, p.ghostBall.x))}" cy="${n(Y(v, p.ghostBall.y))}" r="${n(r)}" fill="none" stroke="${C.cuePath}" stroke-width="2" stroke-dasharray="4 4"/>`,
    );
  }
  if (sys && !sys.problem) {
    // System numbers on the rail wood, beside the diamond sight line.
    const label = (at: Point, s: string): string => {
      const lx = X(v, Math.min(7.8, Math.max(0.2, at.x))) + 14;
      const ly = Y(v, at.y < 2 ? -DIAMOND_LINE_OFFSET : 4 + DIAMOND_LINE_OFFSET);
      const w = 12 * s.length + 10;
      return (
        `<rect x="${n(lx - 5)}" y="${n(ly - 13)}" width="${n(w)}" height="26" rx="6" fill="${C.woodEdge}"/>` +
        text(lx, ly + 7, s, { size: 20, weight: '700', fill: '#fff4d6' })
      );
    };
    const a = sys.aimPoint;
    out.push(
      `<circle cx="${n(X(v, a.x))}" cy="${n(Y(v, a.y))}" r="9" fill="none" stroke="${C.contact}" stroke-width="3"/>`,
      label({ x: a.x, y: a.y }, n(sys.aimNumber)),
      label({ x: sys.contacts[2].x, y: sys.contacts[2].y }, n(sys.arrivalNumber)),
    );
  }
  // Balls on top.
  if (g.kind === 'kick') for (const b of g.blockers ?? []) out.push(greyBall(X(v, b.x), Y(v, b.y), r));
  if (g.kind === 'position' && g.nextBall) {
    out.push(numberedBall(X(v, g.nextBall.x), Y(v, g.nextBall.y), r, ballStyle(objectIndex + 1)));
  }
  out.push(numberedBall(X(v, g.objectBall.x), Y(v, g.objectBall.y), r, ballStyle(objectIndex)));
  out.push(cueBall(X(v, g.cueBall.x), Y(v, g.cueBall.y), r));
  return out.join('\n');
}

function legendItems(g: CardGeometry, p: ComputedPath): LegendItem[] {
  const items: LegendItem[] = ['cue', 'object'];
  if (g.kind === 'kick' && (g.blockers ?? []).length > 0) items.push('blocker');
  if (g.kind === 'position' && g.nextBall) items.push('next');
  items.push('cuePath');
  if (p.objectPath) items.push('objectPath');
  if (p.railContacts.length > 0) items.push('contact');
  items.push('ghost');
  if (g.kind === 'position') items.push('target');
  return items;
}

const CARD_H = 760;

/** The card's diagram as a self-contained SVG. */
export function renderCardDiagram(card: Card, geometry: CardGeometry): string {
  const idp = `ks-${safeId(card.id)}`;
  const v: View = { ox: 20 + RAIL, oy: 20 + RAIL };
  const p = computePath(geometry);
  const objectIndex = (card.cardNumber - 1) % BALLS.length;
  const stripY = 20 + 4 * S + 2 * RAIL + 18;
  const stripH = CARD_H - stripY - 18;
  const speedLabel = STRENGTHS[geometry.speed - 1] ?? card.strength;
  const body: string[] = [
    drawTable(v),
    drawShot(v, geometry, p, idp, objectIndex),
    panel(20, stripY, 196, stripH),
    text(118, stripY + 30, 'Cue tip', { size: 24, weight: '700', anchor: 'middle' }),
    tipInset(118, stripY + 120, 52, geometry.tip),
    panel(228, stripY, 262, stripH),
    text(244, stripY + 30, 'Speed', { size: 24, weight: '700' }),
    text(474, stripY + 30, `${geometry.speed}/5`, { size: 24, anchor: 'end', weight: '700' }),
    speedMeter(244, stripY + 44, geometry.speed, 40, 7),
    text(359, stripY + 160, speedLabel, { size: 24, anchor: 'middle', weight: '600' }),
    panel(502, stripY, 418, stripH),
    legend(518, stripY + 30, legendItems(geometry, p), idp, objectIndex),
  ];
  if (p.diamondSystem && !p.diamondSystem.problem) {
    const s = p.diamondSystem;
    body.push(
      text(359, stripY + 190, `Corner-5: ${n(s.originNumber)} − ${n(s.aimNumber)} = ${n(s.arrivalNumber)}`, {
        size: 20,
        anchor: 'middle',
        fill: C.muted,
      }),
    );
  }
  const defs = arrowMarker(`${idp}-arrow-cue`, C.cuePath) + arrowMarker(`${idp}-arrow-ob`, C.objectPath);
  return svgDocument(idp, CARD_H, card.name, `${card.identifier}: ${card.title}`, defs, body.join('\n'));
}

// ───────────────────────────── info images ─────────────────────────────

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
    nextBall: { x: 1.7, y: 2.9 },
    tip: { x: 0, y: 0 },
    speed: 3,
  };
  const first = computePath(g);
  g.target = first.cuePath[first.cuePath.length - 1];
  const p = computePath(g);
  const contact = p.railContacts[0] ?? g.objectBall;
  const cueMid = { x: (p.cuePath[0].x + p.cuePath[1].x) / 2, y: (p.cuePath[0].y + p.cuePath[1].y) / 2 };
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
        text(d.x + 96, y - 4, suit[0].toUpperCase() + suit.slice(1), {
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
