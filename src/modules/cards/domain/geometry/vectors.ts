/**
 * Point arithmetic for the path engine (coordinates in diamonds: see table.ts), and how numbers and
 * points are written in validation messages.
 */
import type { Point } from '../card.types.js';

export const EPS = 1e-9;

export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const mul = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const len = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const unit = (a: Point): Point => {
  const l = len(a);
  return l < EPS ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
};
export const deg = (rad: number): number => (rad * 180) / Math.PI;
export const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();
export const fmtP = (p: Point): string => `(${fmt(p.x)}, ${fmt(p.y)})`;

/** Distance from p to segment ab, and the closest point. */
export function closestOnSegment(p: Point, a: Point, b: Point): { point: Point; dist: number; t: number } {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  const t = l2 < EPS ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
  const point = add(a, mul(ab, t));
  return { point, dist: distance(p, point), t };
}

/** The point at `index` of a polyline (negative counts from the end, as in Array#at); throws when there is none. */
export function pointAt(path: readonly Point[], index: number): Point {
  const point = path.at(index);
  if (!point) throw new RangeError(`no point ${index} on a polyline of ${path.length}`);
  return point;
}

/** The segments of a polyline in order: each point with the next. */
export function segments(path: readonly Point[]): [Point, Point][] {
  const out: [Point, Point][] = [];
  let previous: Point | undefined;
  for (const point of path) {
    if (previous) out.push([previous, point]);
    previous = point;
  }
  return out;
}
