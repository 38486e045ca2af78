/**
 * The construction a coach sketches on a card's table, drawn under the balls:
 * - mirror kicks: the cushion line of each rail used (a ball radius out from the nose), the straight line
 *   from the cue ball to the image of the target (the object ball, or the ghost ball for a pot) and that
 *   image, reflected about the cushion lines (kicks.ts); the image usually lies beyond the rail, off the
 *   drawing: then the line runs to the frame's edge and ends in an arrow there. The mirror point (where that
 *   line meets the first cushion line) is marked × when the card prints a corrected aim;
 * - `correctedAim`: a second, labelled aim line beside the geometric one;
 * - position cards: the tangent line (90°) and the 30° line from the ghost ball;
 * - where the balls finish (`finish` on kicks): the balls there, faded (the simulated paths end there).
 * The corner-5 numbers are drawn by shot-drawing.ts.
 */
import { type CardGeometry, type KickGeometry, type Point, type Rail } from '../card.types.js';
import type { ComputedPath } from '../geometry/path.types.js';
import { CUSHION_LINES, POCKETS, isLongRail } from '../geometry/table.js';
import { add, distance, dot, len, mul, sub, unit } from '../geometry/vectors.js';
import {
  RAIL,
  S,
  TABLE_TEXT,
  X,
  Y,
  ballStyle,
  cueBall,
  lettered,
  numberedBall,
  type TableText,
  type View,
} from './shot-drawing.js';
import { C, n, text } from './svg.js';

/** Colours of the construction marks. */
export const CONSTRUCTION = {
  line: '#e8f4ea',
  corrected: '#ff9f1c',
  tangent: '#cfe8ff',
  thirty: '#ffe08a',
} as const;

function line(v: View, a: Point, b: Point, attrs: string): string {
  return `<line x1="${n(X(v, a.x))}" y1="${n(Y(v, a.y))}" x2="${n(X(v, b.x))}" y2="${n(Y(v, b.y))}" ${attrs}/>`;
}

/** A small label on the cloth with a dark backing so it reads over the lines. */
function tag(
  v: View,
  at: Point,
  s: string,
  t: TableText,
  anchor: 'start' | 'middle' | 'end' = 'middle',
): string {
  const size = lettered(16, t);
  const w = (9.5 / 16) * size * s.length + 10;
  const x = X(v, at.x);
  const left = anchor === 'start' ? x - 5 : anchor === 'end' ? x - w + 5 : x - w / 2;
  return (
    `<rect x="${n(left)}" y="${n(Y(v, at.y) - 0.75 * size)}" width="${n(w)}" height="${n(size + 6)}" rx="5" fill="#0f3d27" fill-opacity="0.85"/>` +
    text(x, Y(v, at.y) + 0.3125 * size, s, { size, weight: '600', anchor, fill: '#ffffff' })
  );
}

/** The frame the drawing shows (the table with its wooden rails), in table coordinates. */
function frame(): { x0: number; x1: number; y0: number; y1: number } {
  const m = RAIL / S;
  return { x0: -m, x1: 8 + m, y0: -m, y1: 4 + m };
}

/** Where the segment a → b leaves the frame (b itself when inside). */
function clipToFrame(a: Point, b: Point): { end: Point; inside: boolean } {
  const f = frame();
  let t = 1;
  const d = sub(b, a);
  if (b.x < f.x0 && d.x < 0) t = Math.min(t, (f.x0 - a.x) / d.x);
  if (b.x > f.x1 && d.x > 0) t = Math.min(t, (f.x1 - a.x) / d.x);
  if (b.y < f.y0 && d.y < 0) t = Math.min(t, (f.y0 - a.y) / d.y);
  if (b.y > f.y1 && d.y > 0) t = Math.min(t, (f.y1 - a.y) / d.y);
  return { end: add(a, mul(d, t)), inside: t >= 1 };
}

function cushionLine(v: View, rail: Rail): string {
  const c = CUSHION_LINES[rail];
  const [a, b] = isLongRail(rail)
    ? [
        { x: 0, y: c },
        { x: 8, y: c },
      ]
    : [
        { x: c, y: 0 },
        { x: c, y: 4 },
      ];
  return line(
    v,
    a,
    b,
    `stroke="${CONSTRUCTION.line}" stroke-width="1.5" stroke-dasharray="3 5" stroke-opacity="0.8"`,
  );
}

/** Mirror kicks: cushion lines, the line to the image, the image and (when the path differs) the mirror point. */
function mirrorConstruction(
  v: View,
  g: KickGeometry,
  p: ComputedPath,
  r: number,
  objectIndex: number,
  idp: string,
  t: TableText,
): string[] {
  const k = p.kick;
  if (g.method !== 'mirror' || !k?.mirrorImage) return [];
  const out: string[] = [];
  for (const rail of new Set(g.rails)) out.push(cushionLine(v, rail));
  const { end, inside } = clipToFrame(g.cueBall, k.mirrorImage);
  // The image usually lies beyond the rail, off the drawing: the line then ends in an arrow at the frame.
  out.push(
    line(
      v,
      g.cueBall,
      end,
      `stroke="${CONSTRUCTION.line}" stroke-width="2" stroke-dasharray="10 6" stroke-opacity="0.9"${inside ? '' : ` marker-end="url(#${idp}-arrow-mirror)"`}`,
    ),
  );
  if (inside) {
    const ball = ballStyle(objectIndex);
    out.push(
      `<circle cx="${n(X(v, k.mirrorImage.x))}" cy="${n(Y(v, k.mirrorImage.y))}" r="${n(r)}" fill="${ball.color}" fill-opacity="0.35" stroke="${CONSTRUCTION.line}" stroke-width="2" stroke-dasharray="4 3"/>`,
      tag(
        v,
        add(k.mirrorImage, { x: 0, y: k.mirrorImage.y > 2 ? 0.3 : -0.3 }),
        g.rails.length > 1 ? 'double image' : 'image',
        t,
      ),
    );
  }
  if (g.correctedAim && k.mirrorAim) {
    const m = k.mirrorAim;
    out.push(
      `<path d="M${n(X(v, m.x) - 7)},${n(Y(v, m.y) - 7)}L${n(X(v, m.x) + 7)},${n(Y(v, m.y) + 7)}M${n(X(v, m.x) - 7)},${n(Y(v, m.y) + 7)}L${n(X(v, m.x) + 7)},${n(Y(v, m.y) - 7)}" stroke="${CONSTRUCTION.line}" stroke-width="2.5"/>`,
    );
  }
  return out;
}

/** `correctedAim`: a second aim line, labelled, beside the geometric one. */
function correctedAim(v: View, g: KickGeometry, p: ComputedPath, t: TableText): string[] {
  const ca = g.correctedAim;
  if (!ca) return [];
  const geometric = p.kick?.mirrorAim ?? p.railContacts[0];
  const out = [
    line(v, g.cueBall, ca, `stroke="${CONSTRUCTION.corrected}" stroke-width="2.5" stroke-dasharray="6 4"`),
    `<circle cx="${n(X(v, ca.x))}" cy="${n(Y(v, ca.y))}" r="6" fill="${CONSTRUCTION.corrected}"/>`,
  ];
  // One tag, inside the table off the rail, on the side away from the geometric aim point.
  const first = g.rails[0];
  if (!first) return out;
  const long = isLongRail(first);
  const inward = long
    ? { x: 0, y: first === 'bottom' ? 0.3 : -0.3 }
    : { x: first === 'left' ? 0.35 : -0.35, y: 0 };
  const low = !geometric || (long ? ca.x <= geometric.x : ca.y <= geometric.y);
  if (long) out.push(tag(v, add(ca, inward), 'corrected aim', t, low ? 'end' : 'start'));
  else
    out.push(
      tag(
        v,
        add(ca, add(inward, { x: 0, y: low ? -0.2 : 0.2 })),
        'corrected aim',
        t,
        first === 'left' ? 'start' : 'end',
      ),
    );
  return out;
}

/** Position cards: the tangent line (90°) and the 30° line from the ghost ball. */
function positionLines(v: View, g: CardGeometry, p: ComputedPath, lettering: TableText): string[] {
  if (g.kind !== 'position' || !p.ghostBall) return [];
  const ghost = p.ghostBall;
  const a = unit(sub(ghost, g.cueBall));
  const u = unit(sub(POCKETS[g.pocket], g.objectBall));
  const side = sub(a, mul(u, dot(a, u)));
  if (len(side) < 0.05) return []; // near full: no tangent line to speak of
  const t = unit(side);
  const tPerp = unit(sub(t, mul(a, dot(t, a))));
  const d30 = unit(add(mul(a, Math.cos(Math.PI / 6)), mul(tPerp, Math.sin(Math.PI / 6))));
  const reach = (dir: Point): Point => {
    // Up to 1.6 diamonds, stopping at the cushion lines.
    let l = 1.6;
    if (dir.x > 1e-9) l = Math.min(l, (CUSHION_LINES.right - ghost.x) / dir.x);
    if (dir.x < -1e-9) l = Math.min(l, (CUSHION_LINES.left - ghost.x) / dir.x);
    if (dir.y > 1e-9) l = Math.min(l, (CUSHION_LINES.top - ghost.y) / dir.y);
    if (dir.y < -1e-9) l = Math.min(l, (CUSHION_LINES.bottom - ghost.y) / dir.y);
    return add(ghost, mul(dir, Math.max(0, l)));
  };
  const tEnd = reach(t);
  const thirtyEnd = reach(d30);
  const out = [
    line(v, ghost, tEnd, `stroke="${CONSTRUCTION.tangent}" stroke-width="2" stroke-dasharray="8 5"`),
    line(
      v,
      ghost,
      thirtyEnd,
      `stroke="${CONSTRUCTION.thirty}" stroke-width="2" stroke-dasharray="2 5" stroke-linecap="round"`,
    ),
  ];
  if (distance(ghost, tEnd) > 0.5)
    out.push(tag(v, add(ghost, mul(t, distance(ghost, tEnd) * 0.6)), '90°', lettering));
  if (distance(ghost, thirtyEnd) > 0.5)
    out.push(tag(v, add(ghost, mul(d30, distance(ghost, thirtyEnd) * 0.6)), '30°', lettering));
  return out;
}

/** Kicks with `finish`: the balls where they finish, faded. */
function finishes(v: View, g: CardGeometry, r: number, objectIndex: number, t: TableText): string[] {
  if (g.kind !== 'kick' || !g.finish) return [];
  const f = g.finish;
  const out: string[] = [];
  const ring = (at: Point, color: string): string =>
    `<circle cx="${n(X(v, at.x))}" cy="${n(Y(v, at.y))}" r="${n(r + 5)}" fill="none" stroke="${color}" stroke-width="2" stroke-dasharray="3 3"/>`;
  out.push(
    `<g opacity="0.6">${cueBall(X(v, f.cueBall.x), Y(v, f.cueBall.y), r)}</g>`,
    ring(f.cueBall, C.cuePath),
  );
  if (f.objectBall && !g.pocket) {
    out.push(
      `<g opacity="0.6">${numberedBall(X(v, f.objectBall.x), Y(v, f.objectBall.y), r, ballStyle(objectIndex), t.ballNumbers)}</g>`,
      ring(f.objectBall, C.objectPath),
    );
  }
  return out;
}

/** What a card diagram draws beyond the shot itself (see the header). */
export function drawConstruction(
  v: View,
  g: CardGeometry,
  p: ComputedPath,
  r: number,
  objectIndex: number,
  idp: string,
  t: TableText = TABLE_TEXT.full,
): { under: string; over: string } {
  const under: string[] = [];
  if (g.kind === 'kick')
    under.push(...mirrorConstruction(v, g, p, r, objectIndex, idp, t), ...correctedAim(v, g, p, t));
  under.push(...positionLines(v, g, p, t));
  return { under: under.join('\n'), over: finishes(v, g, r, objectIndex, t).join('\n') };
}

/** Which construction marks a card shows (for the legend). */
export function constructionMarks(
  g: CardGeometry,
  p: ComputedPath,
): {
  mirror: boolean;
  corrected: boolean;
  tangent: boolean;
  finish: boolean;
} {
  let tangent = false;
  if (g.kind === 'position' && p.ghostBall) {
    const a = unit(sub(p.ghostBall, g.cueBall));
    const u = unit(sub(POCKETS[g.pocket], g.objectBall));
    tangent = len(sub(a, mul(u, dot(a, u)))) >= 0.05;
  }
  return {
    mirror: g.kind === 'kick' && g.method === 'mirror' && !!p.kick?.mirrorImage,
    corrected: g.kind === 'kick' && !!g.correctedAim,
    tangent,
    finish: g.kind === 'kick' && !!g.finish,
  };
}
