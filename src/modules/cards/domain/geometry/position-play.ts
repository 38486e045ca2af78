/**
 * Position play: the cue ball pockets the object ball, then goes to `target`.
 *
 * - Ghost ball and θ = cut angle as in ghost-ball.ts; the cue ball's speed at contact comes from `speed`.
 * - Right after contact the cue ball keeps only its velocity component along the TANGENT line
 *   (perpendicular to the object ball's line, on the side away from the object ball's path: the 90° rule)
 *   plus its spin: k = 0 for 'stop'/'stun', k = 1 (natural roll) for 'follow', k = 2.5·tip.y for 'draw'
 *   (tip.y −0.4 ≈ one full "roll" of backspin; the spin is assumed to reach the object ball intact).
 *   Cloth friction then bends the path (parabola) until the ball rolls; final direction
 *   = 5/7·(tangent velocity) + 2/7·k·(approach velocity). Natural roll gives the 30° rule: about 30°
 *   from the cue ball's ORIGINAL direction for ¼–¾ ball hits (33.7° at a half-ball hit), i.e. bent
 *   from the tangent line toward the object ball's line; near-full hits follow forward. Draw bends back
 *   from the tangent line toward the reverse of the approach; more draw (more negative tip.y) bends more.
 * - 'stop' means a straight-in shot (θ ≤ 5°): the cue ball stops at the ghost ball; 'stun' needs θ ≥ 5°.
 *   Tip must match: follow tip.y ≥ 0.1, draw tip.y ≤ −0.1, stop/stun −0.5 ≤ tip.y ≤ 0.15.
 * - The cue ball then rebounds off `rails` in order by mirror reflection (side spin is NOT modelled: it is
 *   for the description only). The path must meet exactly those rails first, and ends at the point of the
 *   last leg (after the last listed rail, up to the next cushion) closest to `target`, which must be
 *   within TARGET_TOLERANCE (0.35). The path must not run through `nextBall`.
 */
import type { Point, PositionGeometry } from '../card.types.js';
import { foldPolyline } from './folding.js';
import { cutAngleDeg, ghostBallFor } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { POCKETS } from './table.js';
import {
  add,
  closestOnSegment,
  cross,
  distance,
  dot,
  len,
  mul,
  pointAt,
  segments,
  sub,
  unit,
} from './vectors.js';

/** Cue-ball speed at contact for Speed 1…5, in diamonds per second (≈ 1.0 … 4.4 m/s). */
const SPEED_DIAMONDS_PER_S = [1.0, 1.6, 2.3, 3.2, 4.4].map((v) => v / 0.3175);
/** Sliding friction deceleration μg (μ ≈ 0.2) in diamonds/s². */
const MU_G = (0.2 * 9.81) / 0.3175;

/** Spin factor: rolling-equivalent velocity of the spin as a multiple of the approach velocity. */
export function spinFactor(g: PositionGeometry): number {
  switch (g.shot) {
    case 'stop':
    case 'stun':
      return 0;
    case 'follow':
      return 1;
    case 'draw':
      return 2.5 * Math.min(g.tip.y, -0.1);
  }
}

/**
 * The cue ball's free trajectory after contact (unfolded, ignoring cushions): the sliding parabola
 * until it rolls, then a long straight roll. Returns [] when it stays at the ghost ball.
 */
function afterContactTrajectory(g: PositionGeometry, ghost: Point): Point[] {
  const a = unit(sub(ghost, g.cueBall));
  const u = unit(sub(POCKETS[g.pocket], g.objectBall));
  // NaN for a speed that is not a number (validation reports it): the path is then NaN too.
  const v = SPEED_DIAMONDS_PER_S[Math.min(5, Math.max(1, Math.round(g.speed))) - 1] ?? NaN;
  const v1 = mul(sub(a, mul(u, dot(a, u))), v); // tangent-line component (90° rule)
  const w = mul(a, spinFactor(g) * v);
  const slip = sub(v1, w);
  const slipLen = len(slip);
  const pts: [Point, ...Point[]] = [ghost];
  let end = ghost;
  let vf = v1;
  if (slipLen > 1e-6) {
    const sHat = mul(slip, 1 / slipLen);
    const tRoll = (2 * slipLen) / (7 * MU_G);
    const n = 24;
    for (let i = 1; i <= n; i++) {
      const t = (tRoll * i) / n;
      end = add(ghost, sub(mul(v1, t), mul(sHat, 0.5 * MU_G * t * t)));
      pts.push(end);
    }
    vf = sub(v1, mul(sHat, MU_G * tRoll));
  }
  if (len(vf) >= 1e-3 * v) pts.push(add(end, mul(unit(vf), 80)));
  return pts.length > 1 ? simplify(pts) : [];
}

/** Drop points where the polyline goes straight on (a sliding stun shot is a straight line). */
function simplify([first, ...rest]: readonly [Point, ...Point[]]): Point[] {
  const out = [first];
  let last = first; // out's last point
  let beforeLast: Point | undefined; // the one before it, once out has two
  for (const p of rest) {
    if (distance(p, last) < 1e-9) continue;
    if (beforeLast) {
      const d1 = unit(sub(last, beforeLast));
      const d2 = unit(sub(p, last));
      if (Math.abs(cross(d1, d2)) < 1e-6 && dot(d1, d2) > 0) {
        out[out.length - 1] = p; // straight on: move the end point
        last = p;
        continue;
      }
    }
    out.push(p);
    beforeLast = last;
    last = p;
  }
  return out;
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
  const free = g.shot === 'stop' ? [] : afterContactTrajectory(g, ghost);
  if (free.length < 2) {
    return { ...base, cuePath: [g.cueBall, ghost], railContacts: [], railsHit: [], railContactIndices: [] };
  }
  const trace = foldPolyline(free);
  const n = g.rails.length;
  const legStart = n === 0 ? 0 : (trace.contacts[n - 1]?.index ?? trace.path.length - 1);
  const legEnd = trace.contacts[n]?.index ?? trace.path.length - 1;
  const leg = trace.path.slice(legStart, legEnd + 1);
  let bestIdx = 0;
  let bestPoint = pointAt(leg, 0);
  let bestDist = Infinity;
  segments(leg).forEach(([a, b], i) => {
    const c = closestOnSegment(g.target, a, b);
    if (c.dist < bestDist - 1e-12) {
      bestDist = c.dist;
      bestPoint = c.point;
      bestIdx = i + 1;
    }
  });
  const lastIncluded = legStart + bestIdx - 1;
  const before = trace.path.slice(0, lastIncluded + 1);
  const after = [...before, bestPoint];
  const contacts = trace.contacts.filter((c) => c.index <= lastIncluded);
  // Drop a duplicated end point (when the closest point is a vertex).
  const beforeEnd = before.at(-1);
  if (beforeEnd && distance(bestPoint, beforeEnd) < 1e-9) after.pop();
  const cuePath = [g.cueBall, ...after];
  return {
    ...base,
    cuePath,
    railContacts: contacts.map((c) => c.point),
    railsHit: contacts.map((c) => c.rail),
    railContactIndices: contacts.map((c) => c.index + 1),
    lastLeg: leg,
  };
}
