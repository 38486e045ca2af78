/** Vectors for the simulator: the 2-D helpers of the geometry (on the cloth), and 3-D ones for spin. */
import type { Point } from '../card.types.js';

export { add, cross, dot, len, mul, sub, unit as norm } from '../geometry/vectors.js';

/** A 2-D vector on the cloth (metres or metres per second in the simulator). */
export type Vec = Point;
export interface Vec3 {
  x: number;
  y: number;
  z: number;
}

/** The left-hand perpendicular (rotated +90°). */
export const perp = (a: Vec): Vec => ({ x: -a.y, y: a.x });

export const add3 = (a: Vec3, b: Vec3): Vec3 => ({ x: a.x + b.x, y: a.y + b.y, z: a.z + b.z });
export const mul3 = (a: Vec3, k: number): Vec3 => ({ x: a.x * k, y: a.y * k, z: a.z * k });
export const cross3 = (a: Vec3, b: Vec3): Vec3 => ({
  x: a.y * b.z - a.z * b.y,
  y: a.z * b.x - a.x * b.z,
  z: a.x * b.y - a.y * b.x,
});
export const dot3 = (a: Vec3, b: Vec3): number => a.x * b.x + a.y * b.y + a.z * b.z;
export const len3 = (a: Vec3): number => Math.hypot(a.x, a.y, a.z);
