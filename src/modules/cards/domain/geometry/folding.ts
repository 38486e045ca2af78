/**
 * Mirror tracing: a straight line drawn across the table's mirror images (the table reflected about its
 * cushion lines) is folded back onto the table; each cushion line it crosses is a rail contact, where the
 * ball leaves at the angle it came in (a mirror bounce, exact for a ball without side spin). The mirror
 * kicks and position play's rebounds are traced this way.
 */
import type { Point, Rail } from '../card.types.js';
import { CUSHION_LINES, isLongRail } from './table.js';
import { EPS, add, mul, segments, sub } from './vectors.js';

function foldCoord(v: number, lo: number, hi: number): number {
  const L = hi - lo;
  let u = (v - lo) % (2 * L);
  if (u < 0) u += 2 * L;
  return u <= L ? lo + u : lo + 2 * L - u;
}

function fold(p: Point): Point {
  return {
    x: foldCoord(p.x, CUSHION_LINES.left, CUSHION_LINES.right),
    y: foldCoord(p.y, CUSHION_LINES.bottom, CUSHION_LINES.top),
  };
}

interface Crossing {
  t: number;
  rail: Rail;
}

function crossingsOnAxis(
  a: number,
  b: number,
  lo: number,
  hi: number,
  loRail: Rail,
  hiRail: Rail,
): Crossing[] {
  const L = hi - lo;
  const out: Crossing[] = [];
  if (Math.abs(b - a) < EPS) return out;
  const kA = (a - lo) / L;
  const kB = (b - lo) / L;
  for (let k = Math.ceil(Math.min(kA, kB)); k <= Math.floor(Math.max(kA, kB)); k++) {
    const t = (lo + k * L - a) / (b - a);
    out.push({ t, rail: Math.abs(k % 2) === 0 ? loRail : hiRail });
  }
  return out;
}

export interface Trace {
  path: Point[];
  contacts: { point: Point; rail: Rail; index: number }[];
}

/** Fold an unfolded polyline (mirror-world) back onto the table, recording cushion contacts. */
export function foldPolyline(points: readonly Point[]): Trace {
  const [start] = points;
  if (!start) return { path: [], contacts: [] };
  const path: Point[] = [fold(start)];
  const contacts: Trace['contacts'] = [];
  for (const [a, b] of segments(points)) {
    const xs = crossingsOnAxis(a.x, b.x, CUSHION_LINES.left, CUSHION_LINES.right, 'left', 'right');
    const ys = crossingsOnAxis(a.y, b.y, CUSHION_LINES.bottom, CUSHION_LINES.top, 'bottom', 'top');
    const all = [...xs, ...ys].filter((c) => c.t > EPS && c.t < 1 - EPS).sort((p, q) => p.t - q.t);
    for (const c of all) {
      const q = fold(add(a, mul(sub(b, a), c.t)));
      // Snap exactly onto the cushion line.
      if (isLongRail(c.rail)) q.y = CUSHION_LINES[c.rail];
      else q.x = CUSHION_LINES[c.rail];
      path.push(q);
      contacts.push({ point: q, rail: c.rail, index: path.length - 1 });
    }
    path.push(fold(b));
  }
  return { path, contacts };
}
