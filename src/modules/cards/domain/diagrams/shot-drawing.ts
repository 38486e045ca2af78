/**
 * What the card diagrams and the Info images draw alike: the table seen from above, a shot on it (paths,
 * balls and marks) and the cue ball seen from behind with the tip position.
 */
import { BALL_RADIUS, type CardGeometry, type Point, type TipOffset } from '../card.types.js';
import type { ComputedPath } from '../geometry/path.types.js';
import { DIAMOND_LINE_OFFSET, POCKETS } from '../geometry/table.js';
import { MISCUE_LIMIT, TARGET_TOLERANCE } from '../geometry/validation.js';
import { distance, pointAt } from '../geometry/vectors.js';
import type { DiagramLayout } from '../../../../../shared/diagram-sizes.js';
import { C, n, text } from './svg.js';

/** SVG units per diamond. */
export const S = 100;
export const RAIL = 50;
const CUSHION_W = 14;

/** Standard pool-ball colours for the numbers used (6 green is skipped: it vanishes on the cloth). */
export const BALLS: { n: number; color: string; stripe: boolean }[] = [
  { n: 1, color: '#f4c20d', stripe: false },
  { n: 2, color: '#1c4fd8', stripe: false },
  { n: 3, color: '#d7261e', stripe: false },
  { n: 4, color: '#5e2b97', stripe: false },
  { n: 5, color: '#f27a1d', stripe: false },
  { n: 7, color: '#7b1e2c', stripe: false },
];

/**
 * How the text on the table is lettered: the smallest font size of a label (speed ends, the reply,
 * the construction's tags, the corner-5 numbers) in SVG units, and whether a ball carries its number.
 * The compact layout is read at about a third of its size: its labels are large and its balls, a few
 * pixels wide there, carry no number.
 */
export interface TableText {
  minSize: number;
  ballNumbers: boolean;
  /** The colour of a halo around the labels drawn straight on the cloth, or none. */
  halo?: string;
}

export const TABLE_TEXT: Readonly<Record<DiagramLayout, TableText>> = {
  full: { minSize: 0, ballNumbers: true },
  compact: { minSize: 34, ballNumbers: false, halo: '#0f3d27' },
};

/** Where a label centred at `x` stays on the table's frame, given its text (widths estimated). */
function withinFrame(v: View, x: number, label: string, size: number): number {
  const half = 0.3 * size * label.length;
  return Math.min(v.ox + 8 * S + RAIL - 4 - half, Math.max(v.ox - RAIL + 4 + half, x));
}

/** A label's font size: its size in the full layout, at least the layout's smallest. */
export const lettered = (size: number, t: TableText): number => Math.max(size, t.minSize);

export interface View {
  /** SVG coordinates of the playing surface's top-left corner (table point x = 0, y = 4). */
  ox: number;
  oy: number;
}

export const X = (v: View, x: number): number => v.ox + x * S;
export const Y = (v: View, y: number): number => v.oy + (4 - y) * S;
const pt = (v: View, p: Point): string => `${n(X(v, p.x))},${n(Y(v, p.y))}`;

/** Wooden rails, cushions, cloth, the 18 diamonds and six pockets. */
export function drawTable(v: View): string {
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

export function ballStyle(index: number): { n: number; color: string } {
  const ball = BALLS[((index % BALLS.length) + BALLS.length) % BALLS.length];
  if (!ball) throw new RangeError(`no ball for index ${index}: a whole number is needed`);
  return ball;
}

/** A pool ball: its colour, the white disc and (unless `numbered` is false) its number. */
export function numberedBall(
  cx: number,
  cy: number,
  r: number,
  ball: { n: number; color: string },
  numbered = true,
): string {
  return [
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${ball.color}" stroke="${C.ballOutline}" stroke-width="1.5"/>`,
    `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.55)}" fill="#ffffff"/>`,
    numbered
      ? `<text x="${n(cx)}" y="${n(cy + r * 0.3)}" font-size="${n(r * 0.85)}" font-weight="700" text-anchor="middle" fill="#111111">${ball.n}</text>`
      : '',
  ].join('');
}

export function cueBall(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.cueBall}" stroke="${C.ballOutline}" stroke-width="2"/>`;
}

export function greyBall(cx: number, cy: number, r: number): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${C.blocker}" stroke="${C.blockerStroke}" stroke-width="1.5"/>`;
}

/** Drawn ball radius in SVG units: 1.5× true size, shrunk so balls that do not touch do not look like they do. */
function drawRadius(g: CardGeometry): number {
  const balls: Point[] = [g.cueBall, g.objectBall];
  if (g.kind === 'kick') balls.push(...(g.blockers ?? []));
  if (g.kind === 'position' && g.nextBall) balls.push(g.nextBall);
  let min = Infinity;
  balls.forEach((a, i) => {
    for (const b of balls.slice(i + 1)) min = Math.min(min, distance(a, b));
  });
  const r = Math.min(1.5 * BALL_RADIUS, Math.max(BALL_RADIUS, min / 2));
  return r * S;
}

function polyline(v: View, pts: Point[], attrs: string): string {
  return `<polyline points="${pts.map((p) => pt(v, p)).join(' ')}" fill="none" stroke-linejoin="round" stroke-linecap="round" ${attrs}/>`;
}

/** The cue ball seen from behind with the clock reference (numbers of `size`) and the tip position. */
export function tipInset(
  cx: number,
  cy: number,
  r: number,
  tip?: TipOffset,
  size = Math.min(30, Math.max(18, r * 0.34)),
): string {
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
  const f = size;
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

/** Marks drawn with a shot: `under` the paths, `over` them (but under the balls); given the drawn ball radius. */
export type ShotExtras = (ballRadius: number) => { under: string; over: string };

/** Paths, balls and marks for one geometry on a table view (with `extras`: the card's construction). */
export function drawShot(
  v: View,
  g: CardGeometry,
  p: ComputedPath,
  idp: string,
  objectIndex: number,
  extras?: ShotExtras,
  t: TableText = TABLE_TEXT.full,
): string {
  const out: string[] = [];
  const r = drawRadius(g);
  const extra = extras?.(r);
  if (g.kind === 'position') {
    out.push(
      `<circle cx="${n(X(v, g.target.x))}" cy="${n(Y(v, g.target.y))}" r="${n(TARGET_TOLERANCE * S)}" fill="${C.target}" fill-opacity="0.3" stroke="${C.target}" stroke-width="3" stroke-dasharray="8 6"/>`,
    );
  }
  if (extra?.under) out.push(extra.under);
  const sys = p.diamondSystem;
  if (sys && sys.problem === undefined) {
    // The sighting line of the system: origin sight → cue ball → aim sight.
    out.push(
      `<line x1="${n(X(v, sys.originPoint.x))}" y1="${n(Y(v, sys.originPoint.y))}" x2="${n(X(v, sys.aimPoint.x))}" y2="${n(Y(v, sys.aimPoint.y))}" stroke="${C.diamond}" stroke-width="2" stroke-dasharray="2 6" stroke-linecap="round"/>`,
    );
  }
  if (p.speedEnds) {
    // The cue ball at the soft and the hard end of the printed range: faint, labelled at their ends.
    for (const [label, path] of [
      ['soft end', p.speedEnds.soft],
      ['hard end', p.speedEnds.hard],
    ] as const) {
      if (path.length < 2) continue;
      const end = pointAt(path, -1);
      // The label sits beyond the end, away from where the drawn (middle-speed) path stops.
      const mid = pointAt(p.cuePath, -1);
      const away =
        distance(end, mid) > 0.05 ? { x: end.x - mid.x, y: end.y - mid.y } : { x: 0, y: end.y > 2 ? -1 : 1 };
      const k = 0.32 / Math.hypot(away.x, away.y);
      const at = {
        x: Math.min(7.5, Math.max(0.5, end.x + away.x * k)),
        y: Math.min(3.75, Math.max(0.25, end.y + away.y * k)),
      };
      out.push(
        polyline(
          v,
          path,
          `stroke="${C.cuePath}" stroke-width="2.5" stroke-opacity="0.45" stroke-dasharray="2 6"`,
        ),
        `<circle cx="${n(X(v, end.x))}" cy="${n(Y(v, end.y))}" r="${n(r * 0.6)}" fill="${C.cuePath}" fill-opacity="0.45"/>`,
        text(X(v, at.x), Y(v, at.y) + lettered(18, t) / 3, label, {
          size: lettered(18, t),
          anchor: 'middle',
          fill: C.cuePath,
          weight: '600',
          halo: t.halo,
        }),
      );
    }
  }
  if (p.reply) {
    // A safety: the opponent's best reply from where the balls stop, and its cut angle.
    const q = p.reply;
    const size = lettered(18, t);
    const leg = [q.from, ...(q.via ? [q.via] : []), q.ghost];
    out.push(
      polyline(v, leg, `stroke="${C.reply}" stroke-width="2.5" stroke-dasharray="5 4"`),
      polyline(v, [q.ball, q.pocket], `stroke="${C.reply}" stroke-width="2" stroke-dasharray="2 5"`),
      `<circle cx="${n(X(v, q.ghost.x))}" cy="${n(Y(v, q.ghost.y))}" r="${n(r)}" fill="none" stroke="${C.reply}" stroke-width="2" stroke-dasharray="3 3"/>`,
      text(
        withinFrame(v, X(v, q.ghost.x), q.label, size),
        Y(v, q.ghost.y) + (q.ghost.y > 2 ? 16 + size : -24),
        q.label,
        { size, anchor: 'middle', fill: C.reply, weight: '600', halo: t.halo },
      ),
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
  if (p.cuePath.length > 1 && distance(pointAt(p.cuePath, 0), pointAt(p.cuePath, -1)) > 1e-6) {
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
  if (sys && sys.problem === undefined) {
    // System numbers on the rail wood, beside the diamond sights: aim (first rail), arrival (third rail)
    // and the cue ball's origin number where the sighting line meets the sights behind it.
    const d = DIAMOND_LINE_OFFSET;
    const size = lettered(20, t);
    const label = (at: Point, s: string): string => {
      const w = 0.6 * size * s.length + 10;
      let lx: number;
      let ly: number;
      if (at.x < -d / 2 || at.x > 8 + d / 2) {
        // On a short rail's wood: centred on the rail, beside the sight.
        lx = X(v, at.x < 0 ? -d : 8 + d) - w / 2 + 5;
        ly = Y(v, Math.min(3.7, Math.max(0.3, at.y))) + (at.y < 2 ? -1 : 1) * (size + 2);
      } else {
        lx = X(v, Math.min(7.8, Math.max(0.2, at.x))) + 14;
        ly = Y(v, at.y < 2 ? -d : 4 + d);
      }
      return (
        `<rect x="${n(lx - 5)}" y="${n(ly - size / 2 - 3)}" width="${n(w)}" height="${n(size + 6)}" rx="6" fill="${C.woodEdge}"/>` +
        text(lx, ly + size * 0.35, s, { size, weight: '700', fill: '#fff4d6' })
      );
    };
    const a = sys.aimPoint;
    const o = sys.originPoint;
    out.push(
      `<circle cx="${n(X(v, a.x))}" cy="${n(Y(v, a.y))}" r="9" fill="none" stroke="${C.contact}" stroke-width="3"/>`,
      `<circle cx="${n(X(v, o.x))}" cy="${n(Y(v, o.y))}" r="7" fill="none" stroke="${C.diamond}" stroke-width="3"/>`,
      label({ x: a.x, y: a.y }, n(sys.aimNumber)),
      label({ x: sys.contacts[2].x, y: sys.contacts[2].y }, n(sys.arrivalNumber)),
      label(o, n(sys.originNumber)),
    );
  }
  if (extra?.over) out.push(extra.over);
  // Balls on top.
  if (g.kind === 'kick') for (const b of g.blockers ?? []) out.push(greyBall(X(v, b.x), Y(v, b.y), r));
  if (g.kind === 'position' && g.nextBall) {
    out.push(
      numberedBall(X(v, g.nextBall.x), Y(v, g.nextBall.y), r, ballStyle(objectIndex + 1), t.ballNumbers),
    );
  }
  out.push(
    numberedBall(X(v, g.objectBall.x), Y(v, g.objectBall.y), r, ballStyle(objectIndex), t.ballNumbers),
  );
  out.push(cueBall(X(v, g.cueBall.x), Y(v, g.cueBall.y), r));
  return out.join('\n');
}
