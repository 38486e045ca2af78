/**
 * Position play: the cue ball pockets the object ball, then goes to `target`.
 *
 * - Ghost ball and θ = cut angle as in ghost-ball.ts; the cue ball's speed at contact comes from `speed`.
 * - Right after contact the cue ball keeps only its velocity component along the TANGENT line
 *   (perpendicular to the object ball's line, on the side away from the object ball's path: the 90° rule)
 *   plus its spin: k = 0 for 'stop'/'stun', k = 1 (natural roll) for 'follow', k = 2.5·tip.y for 'draw'
 *   (tip.y −0.4 ≈ one full "roll" of backspin; the spin is assumed to reach the object ball intact), and
 *   its side spin z = 2.5·tip.x·v (ball-motion.ts: right English counter-clockwise from above).
 *   Cloth friction then bends the path (parabola) until the ball rolls; final direction
 *   = 5/7·(tangent velocity) + 2/7·k·(approach velocity). Natural roll gives the 30° rule: about 30°
 *   from the cue ball's ORIGINAL direction for ¼–¾ ball hits (33.7° at a half-ball hit), i.e. bent
 *   from the tangent line toward the object ball's line; near-full hits follow forward. Draw bends back
 *   from the tangent line toward the reverse of the approach; more draw (more negative tip.y) bends more.
 * - 'stop' means a straight-in shot (θ ≤ 5°): the cue ball stops at the ghost ball; 'stun' needs θ ≥ 5°.
 *   Tip must match: follow tip.y ≥ 0.1, draw tip.y ≤ −0.1, stop/stun −0.5 ≤ tip.y ≤ 0.15.
 * - The cue ball then rebounds off `rails` in order as ball-motion.ts models it: a ball still sliding
 *   mirrors; a rolling ball rebounds wider than the mirror angle and bends toward the rail direction
 *   (more with follow still on, less with draw, sooner when slow); side spin from tip.x (kept from the
 *   stroke) widens the rebound running and narrows it reverse. The cue ball's side spin is assumed to
 *   reach the object ball intact and to pass through the collision. The route's shape is followed at
 *   the card's speed (at contact) and never slower than MIN_ROUTE_SPEED: where the ball stops is `target`.
 *   The path must meet exactly those rails first, and ends at the point of the last leg (after the last
 *   listed rail, up to the next cushion) closest to `target`, which must be within TARGET_TOLERANCE
 *   (0.35). The path must not run through `nextBall`.
 */
import type { Point, PositionGeometry } from '../card.types.js';
import {
  MIN_ROUTE_SPEED,
  SPIN_PER_TIP,
  closestApproach,
  pathUpTo,
  simulate,
  speedOf,
  type BallState,
} from './ball-motion.js';
import { cutAngleDeg, ghostBallFor } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { POCKETS } from './table.js';
import { dot, mul, sub, unit } from './vectors.js';

/** Spin factor: rolling-equivalent velocity of the spin as a multiple of the approach velocity. */
export function spinFactor(g: PositionGeometry): number {
  switch (g.shot) {
    case 'stop':
    case 'stun':
      return 0;
    case 'follow':
      return 1;
    case 'draw':
      return SPIN_PER_TIP * Math.min(g.tip.y, -0.1);
  }
}

/**
 * The cue ball's state just after contact: the tangent-line part of its velocity (90° rule), the spin
 * of the shot type (spinFactor, along the approach) and the side spin of tip.x, all intact at contact.
 */
export function afterContactState(g: PositionGeometry, ghost: Point): BallState {
  const a = unit(sub(ghost, g.cueBall));
  const u = unit(sub(POCKETS[g.pocket], g.objectBall));
  // NaN for a speed that is not a number (validation reports it): the path is then NaN too.
  const v = speedOf(g.speed);
  return {
    v: mul(sub(a, mul(u, dot(a, u))), v),
    w: mul(a, spinFactor(g) * v),
    z: SPIN_PER_TIP * g.tip.x * v,
  };
}

/** The position shot's path: to the ghost ball, then off `rails` to the point nearest `target`. */
export function positionShot(g: PositionGeometry): ComputedPath {
  const ghost = ghostBallFor(g.objectBall, g.pocket);
  const cut = cutAngleDeg(sub(ghost, g.cueBall), g.objectBall, g.pocket);
  const base = {
    objectPath: [g.objectBall, POCKETS[g.pocket]],
    ghostBall: ghost,
    aimPoint: ghost,
    contactIndex: 1,
    cutAngleDeg: cut,
  };
  const motion =
    g.shot === 'stop'
      ? undefined
      : simulate(ghost, afterContactState(g, ghost), {
          maxContacts: g.rails.length + 1,
          floor: MIN_ROUTE_SPEED,
        });
  if (!motion || motion.path.length < 2) {
    return { ...base, cuePath: [g.cueBall, ghost], railContacts: [], railsHit: [], railContactIndices: [] };
  }
  const n = g.rails.length;
  const last = motion.path.length - 1;
  const legStart = n === 0 ? 0 : (motion.contacts[n - 1]?.index ?? last);
  const legEnd = motion.contacts[n]?.index ?? last;
  const pass = legStart < legEnd ? closestApproach(motion, g.target, legStart, legEnd) : undefined;
  const endIndex = pass ? pass.index : legStart;
  const after = pass ? pathUpTo(motion.path, pass.index, pass.point) : motion.path.slice(0, legStart + 1);
  const contacts = motion.contacts.filter((c) => c.index <= endIndex);
  const cuePath = [g.cueBall, ...after];
  return {
    ...base,
    cuePath,
    railContacts: contacts.map((c) => c.point),
    railsHit: contacts.map((c) => c.rail),
    railContactIndices: contacts.map((c) => c.index + 1),
    lastLeg: motion.path.slice(legStart, legEnd + 1),
  };
}
