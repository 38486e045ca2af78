/** Geometry builders and point checks shared by the specs of this folder (test code, not used by the app). */
import { expect } from '@jest/globals';
import type { KickGeometry, Point, PositionGeometry } from '../card.types.js';

export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const dist = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
export const angleDeg = (a: Point, b: Point): number => {
  const c = (a.x * b.x + a.y * b.y) / (Math.hypot(a.x, a.y) * Math.hypot(b.x, b.y));
  return (Math.acos(Math.max(-1, Math.min(1, c))) * 180) / Math.PI;
};
export const expectPoint = (p: Point | undefined, q: Point, digits = 6): void => {
  expect(p).toBeDefined();
  expect(p!.x).toBeCloseTo(q.x, digits);
  expect(p!.y).toBeCloseTo(q.y, digits);
};

export const kick = (over: Partial<KickGeometry>): KickGeometry => ({
  kind: 'kick',
  cueBall: { x: 2, y: 2 },
  objectBall: { x: 6, y: 2 },
  rails: ['bottom'],
  method: 'mirror',
  tip: { x: 0, y: 0 },
  speed: [3, 3],
  ...over,
});

export const position = (over: Partial<PositionGeometry>): PositionGeometry => ({
  kind: 'position',
  cueBall: { x: 2, y: 1 },
  objectBall: { x: 3, y: 2 },
  pocket: 'top-right',
  shot: 'stun',
  rails: [],
  target: { x: 3, y: 2 },
  finishZone: 'centre',
  tip: { x: 0, y: 0 },
  speed: [3, 3],
  ...over,
});
