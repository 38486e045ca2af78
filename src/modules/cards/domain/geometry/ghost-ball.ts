/**
 * Where the cue ball meets the object ball.
 *
 * GHOST BALL: for a pocket p, ghost = objectBall − 2R · unit(pocket − objectBall): where the cue ball's
 * centre must be at contact. Cut angle θ = angle between the cue ball's final approach and the object
 * ball's line to the pocket; it must be below MAX_CUT_DEG (80°, validation.ts). Helper: ghostBallFor(),
 * objectBallForGhost() (the inverse, to place an object ball whose ghost ball lies on a known track).
 */
import { BALL_RADIUS, type PocketId, type Point } from '../card.types.js';
import { POCKETS } from './table.js';
import { add, deg, dot, mul, sub, unit } from './vectors.js';

const R = BALL_RADIUS;

/** Where the cue ball's centre must be at contact to send `objectBall` to `pocket`. */
export function ghostBallFor(objectBall: Point, pocket: PocketId): Point {
  return sub(objectBall, mul(unit(sub(POCKETS[pocket], objectBall)), 2 * R));
}

/** The object-ball position whose ghost ball for `pocket` is `ghost` (inverse of ghostBallFor). */
export function objectBallForGhost(ghost: Point, pocket: PocketId): Point {
  return add(ghost, mul(unit(sub(POCKETS[pocket], ghost)), 2 * R));
}

/** Cut angle in degrees between the cue ball's approach direction and the object ball's line to the pocket. */
export function cutAngleDeg(approach: Point, objectBall: Point, pocket: PocketId): number {
  const a = unit(approach);
  const u = unit(sub(POCKETS[pocket], objectBall));
  return deg(Math.acos(Math.max(-1, Math.min(1, dot(a, u)))));
}
