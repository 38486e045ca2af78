/**
 * Kicks: the cue ball reaches the object ball off one or more rails.
 *
 * TARGET: the ghost ball when `pocket` is given; otherwise (a safety) the cue ball's centre at contact for
 * the hit `aimOffset` asks (offsetGhost: 0 full — the cue ball stops 2R short of the object ball centre on
 * its last segment —, ±1 half-ball, ±1.8 thin), which depends on the direction of the last segment.
 *
 * THE MIRROR CONSTRUCTION, method 'mirror' (1 or 2 rails; mirrorKick) — exact for a ball that arrives
 * sliding without side spin:
 * - The image of the target is reflected about the cushion lines, last rail first:
 *   image = ρ(rail1)(ρ(rail2)(target)). (For two perpendicular rails the order does not matter; for two
 *   parallel rails it does.) The cue ball is aimed at the image; where the aim line meets rail 1's cushion
 *   line is the geometric aim point (the mirror point).
 * - The straight line to the image is folded back into the table: the rails it actually crosses, in
 *   order, must be exactly `rails`, every contact must be outside the pocket mouths, and the path must
 *   not go through a blocker or the object ball before contact. Put the balls so that this happens.
 *
 * THE PATH DRAWN, method 'mirror' (kickShot): the cue ball struck at the card's speed and tip
 * (ball-motion.ts) arrives at the first rail sliding, rolling or somewhere between. Aimed at the mirror
 * point, it is simulated with the rolling and side-spin rebound; when it passes within MIRROR_TOLERANCE
 * (0.02 diamond, ¼ in) of the target the mirror path is drawn (model 'mirror'). Otherwise the engine finds
 * the first-rail point the modelled ball must be aimed at to reach the target and draws that path (model
 * 'rolling'): `kick.aimShift` is how far it lies from the mirror point, short (−) or long (+), and a card
 * whose text keeps the plain mirror aim must say how to correct it (validation: `correctedAim`).
 *
 * KICK, method 'diamond-system' (3 rails, long → short → long): the corner-5 system (diamond-system.ts)
 * gives the track through the target; the cue ball follows it to the target. The system is an empirical
 * track (it already counts the running English and medium speed it is played with): it is drawn as is.
 *
 * AFTER CONTACT (kickAftermath): the object ball leaves along the line of centres with the cue ball's
 * speed component along it; the cue ball keeps the rest (the tangent line) and its spin, and bends with the
 * 5/7 rule (about 30° forward when rolling, straight on after the object ball for a full hit, nowhere for
 * a full hit that arrives sliding: a stop). Both are simulated until they stop or fall in a pocket.
 */
import { BALL_RADIUS, type KickGeometry, type Point } from '../card.types.js';
import {
  MIN_ROUTE_SPEED,
  advance,
  closestApproach,
  cushionRebound,
  isSliding,
  pathUpTo,
  rollFraction,
  simulate,
  speedOf,
  struck,
  type Approach,
  type BallState,
  type Motion,
} from './ball-motion.js';
import { diamondSystemTrack, solveDiamondSystem } from './diamond-system.js';
import { foldPolyline } from './folding.js';
import { cutAngleDeg, ghostBallFor } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { POCKETS, isLongRail, reflectAcrossRail } from './table.js';
import { add, closestOnSegment, distance, dot, len, mul, pointAt, sub, unit } from './vectors.js';

const R = BALL_RADIUS;
/** A modelled path that passes this close to the target (diamonds) is drawn as the mirror path. */
export const MIRROR_TOLERANCE = 0.02;

/**
 * The cue ball's centre at contact for a hit `offset` ball radii off full, arriving along `direction`:
 * + passes on the object ball's right (seen along the direction), so the object ball goes left.
 */
export function offsetGhost(objectBall: Point, direction: Point, offset: number): Point {
  const d = unit(direction);
  const right = { x: d.y, y: -d.x };
  const b = Math.max(-1.99, Math.min(1.99, offset));
  return add(objectBall, add(mul(right, b * R), mul(d, -Math.sqrt(4 - b * b) * R)));
}

const imageOf = (g: KickGeometry, target: Point): Point =>
  g.rails.reduceRight((point, rail) => reflectAcrossRail(point, rail), target);

/** A kick with method 'mirror': the line to the target's image, folded back onto the table. */
export function mirrorKick(g: KickGeometry): ComputedPath {
  const offset = g.pocket ? 0 : (g.aimOffset ?? 0);
  let target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  if (offset !== 0) {
    // The ghost for an offset hit depends on the last segment's direction: iterate to a fixed point.
    for (let i = 0; i < 8; i++) {
      const trace = foldPolyline([g.cueBall, imageOf(g, target)]);
      const prev = trace.path[trace.path.length - 2] ?? g.cueBall;
      target = offsetGhost(g.objectBall, sub(target, prev), offset);
    }
  }
  const image = imageOf(g, target);
  const trace = foldPolyline([g.cueBall, image]);
  const path = trace.path;
  let ghost = target;
  if (!g.pocket && offset === 0) {
    const prev = path[path.length - 2] ?? g.cueBall;
    ghost = sub(g.objectBall, mul(unit(sub(g.objectBall, prev)), 2 * R));
    path[path.length - 1] = ghost;
  }
  const approach = sub(pointAt(path, -1), path[path.length - 2] ?? g.cueBall);
  return {
    cuePath: path,
    objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
    railContacts: trace.contacts.map((c) => c.point),
    railsHit: trace.contacts.map((c) => c.rail),
    railContactIndices: trace.contacts.map((c) => c.index),
    ghostBall: ghost,
    aimPoint: trace.contacts[0]?.point,
    contactIndex: path.length - 1,
    cutAngleDeg: g.pocket ? cutAngleDeg(approach, g.objectBall, g.pocket) : undefined,
    kick: {
      kind: 'mirror',
      mirrorAim: trace.contacts[0]?.point,
      mirrorImage: image,
      mirrorLine: [g.cueBall, image],
      aimShift: 0,
    },
  };
}

/** A kick with method 'diamond-system': the solved corner-5 track, up to the ghost ball or contact. */
export function diamondKick(g: KickGeometry): ComputedPath {
  const offset = g.pocket ? 0 : (g.aimOffset ?? 0);
  let target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  let track = solveDiamondSystem(g.cueBall, g.rails, target);
  if (track && offset !== 0) {
    for (let i = 0; i < 8 && track; i++) {
      target = offsetGhost(g.objectBall, sub(track.path[4], track.path[3]), offset);
      track = solveDiamondSystem(g.cueBall, g.rails, target);
    }
  }
  if (!track) {
    const t = diamondSystemTrack(g.cueBall, g.rails, 4);
    return {
      cuePath: t.path.length > 1 ? t.path : [g.cueBall, target],
      objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
      railContacts: t.contacts,
      railsHit: g.rails.slice(0, t.contacts.length),
      railContactIndices: t.contacts.map((_, i) => i + 1),
      aimPoint: Number.isNaN(t.aimPoint.x) ? undefined : t.aimPoint,
      diamondSystem: t,
      kick: { kind: 'system', aimShift: 0 },
    };
  }
  const a3 = track.path[3];
  const a4 = track.path[4];
  let end: Point;
  if (track.miss < 1e-6) end = target;
  else end = closestOnSegment(target, a3, a4).point;
  if (!g.pocket && offset === 0) end = sub(end, mul(unit(sub(a4, a3)), 2 * R));
  const cuePath = [...track.path.slice(0, 4), end];
  return {
    cuePath,
    objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
    railContacts: track.contacts,
    railsHit: [...g.rails],
    railContactIndices: [1, 2, 3],
    ghostBall: end,
    aimPoint: track.aimPoint,
    contactIndex: 4,
    cutAngleDeg: g.pocket ? cutAngleDeg(sub(a4, a3), g.objectBall, g.pocket) : undefined,
    diamondSystem: track,
    kick: { kind: 'system', aimShift: 0, arrival: walkState(g, cuePath) },
  };
}

/** The cue ball struck at `direction` with the card's speed and tip, simulated through the card's rails and one more. */
function strike(g: KickGeometry, direction: Point, floor = MIN_ROUTE_SPEED, speed: number = g.speed): Motion {
  return simulate(g.cueBall, struck(direction, speedOf(speed), g.tip), {
    maxContacts: g.rails.length + 1,
    floor,
  });
}

/** Where a motion passes the target on the leg after the card's rails (undefined if it meets other rails first). */
function passAt(g: KickGeometry, motion: Motion, target: Point): Approach | undefined {
  const n = g.rails.length;
  if (motion.contacts.length < n) return undefined;
  for (let i = 0; i < n; i++) if (motion.contacts[i]?.rail !== g.rails[i]) return undefined;
  const from = n === 0 ? 0 : (motion.contacts[n - 1]?.index ?? 0);
  const to = motion.contacts[n]?.index ?? motion.path.length - 1;
  return closestApproach(motion, target, from, to);
}

const angleOf = (p: Point): number => Math.atan2(p.y, p.x);
const direction = (phi: number): Point => ({ x: Math.cos(phi), y: Math.sin(phi) });

/** The stroke direction (angle) nearest `phi0` whose modelled path passes through `target`. */
function solveAim(g: KickGeometry, target: Point, phi0: number, span = 30): number | undefined {
  const stepDeg = span > 5 ? 0.5 : 0.1;
  const step = (stepDeg * Math.PI) / 180;
  const signedAt = (phi: number): number | undefined => {
    const pass = passAt(g, strike(g, direction(phi)), target);
    return pass ? pass.signed : undefined;
  };
  let best: { phi: number; from: number } | undefined;
  let prev: { phi: number; s: number } | undefined;
  for (let i = -span / stepDeg; i <= span / stepDeg; i++) {
    const phi = phi0 + i * step;
    const s = signedAt(phi);
    if (s === undefined) {
      prev = undefined;
      continue;
    }
    if (prev && Math.sign(prev.s) !== Math.sign(s)) {
      let lo = prev.phi;
      let hi = phi;
      let sLo = prev.s;
      let ok = true;
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        const sm = signedAt(mid);
        if (sm === undefined) {
          ok = false;
          break;
        }
        if (Math.sign(sm) === Math.sign(sLo)) {
          lo = mid;
          sLo = sm;
        } else hi = mid;
      }
      const root = (lo + hi) / 2;
      const pass = ok ? passAt(g, strike(g, direction(root)), target) : undefined;
      if (pass && pass.distance < 1e-4 && (!best || Math.abs(root - phi0) < best.from)) {
        best = { phi: root, from: Math.abs(root - phi0) };
      }
    }
    prev = { phi, s };
  }
  return best?.phi;
}

/**
 * A mirror-method kick as the cue ball plays it at the card's speed and tip: the mirror path when the
 * modelled ball, aimed at the mirror point, passes within MIRROR_TOLERANCE of the target; otherwise the
 * modelled path aimed so that it reaches the target.
 */
export function modelledKick(g: KickGeometry): ComputedPath {
  const mirror = mirrorKick(g);
  const mirrorModel = mirror.kick ?? { kind: 'mirror' as const, aimShift: 0 };
  const firstLeg = sub(pointAt(mirror.cuePath, 1), g.cueBall);
  if (!Number.isFinite(speedOf(g.speed)) || g.rails.length === 0 || len(firstLeg) < 1e-9) return mirror;
  const target0 = mirror.ghostBall ?? g.objectBall;
  const phi0 = angleOf(firstLeg);
  const atMirror = strike(g, firstLeg);
  const pass0 = passAt(g, atMirror, target0);
  const firstArrival = atMirror.contacts[0]?.arrival;
  const roll = firstArrival ? rollFraction(firstArrival) : undefined;
  if (pass0 && pass0.distance <= MIRROR_TOLERANCE) {
    return {
      ...mirror,
      kick: { ...mirrorModel, mirrorMiss: pass0.distance, rollAtFirstRail: roll, arrival: pass0.state },
    };
  }
  const offset = g.pocket ? 0 : (g.aimOffset ?? 0);
  let target = target0;
  let phi = solveAim(g, target, phi0);
  // A safety's ghost for an offset hit (and for a full hit: 2R short on the last segment) depends on the
  // direction the modelled ball arrives from: iterate.
  for (let i = 0; i < 6 && phi !== undefined && !g.pocket; i++) {
    const pass = passAt(g, strike(g, direction(phi)), target);
    if (!pass) break;
    const next = offsetGhost(g.objectBall, pass.state.v, offset);
    if (distance(next, target) < 1e-9) break;
    target = next;
    phi = solveAim(g, target, phi, 3) ?? solveAim(g, target, phi);
  }
  const motion = phi === undefined ? undefined : strike(g, direction(phi));
  const pass = motion ? passAt(g, motion, target) : undefined;
  if (!motion || !pass || phi === undefined) {
    return {
      ...mirror,
      kick: {
        ...mirrorModel,
        mirrorMiss: pass0?.distance,
        rollAtFirstRail: roll,
        arrival: pass0?.state,
        problem: `no aim on the ${g.rails[0] ?? ''} rail brings the cue ball, struck at speed ${g.speed} with tip ${fmtTip(g)}, through the listed rails to the ${g.pocket ? 'ghost ball' : 'object ball'}`,
      },
    };
  }
  const cuePath = pathUpTo(motion.path, pass.index, pass.point);
  const contacts = motion.contacts.slice(0, g.rails.length);
  const aim = contacts[0]?.point;
  const mirrorAim = mirrorModel.mirrorAim;
  let aimShift = 0;
  const first = g.rails[0];
  if (aim && mirrorAim && first) {
    const along = isLongRail(first)
      ? { x: Math.sign(firstLeg.x) || 1, y: 0 }
      : { x: 0, y: Math.sign(firstLeg.y) || 1 };
    aimShift = dot(sub(aim, mirrorAim), along);
  }
  return {
    cuePath,
    objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
    railContacts: contacts.map((c) => c.point),
    railsHit: contacts.map((c) => c.rail),
    railContactIndices: contacts.map((c) => c.index),
    ghostBall: pass.point,
    aimPoint: aim,
    contactIndex: cuePath.length - 1,
    cutAngleDeg: g.pocket ? cutAngleDeg(pass.state.v, g.objectBall, g.pocket) : undefined,
    kick: {
      ...mirrorModel,
      kind: 'rolling',
      aimShift,
      mirrorMiss: pass0?.distance,
      rollAtFirstRail: roll,
      arrival: pass.state,
    },
  };
}

const fmtTip = (g: KickGeometry): string => `(${g.tip.x}, ${g.tip.y})`;

/**
 * The cue ball's state at the end of a fixed path (the corner-5 track): struck along the first leg,
 * sliding and rolling along each leg in turn, cushionRebound at each contact, its velocity then turned
 * onto the next leg (the track is the system's, not the model's). Undefined if it stops on the way.
 */
function walkState(g: KickGeometry, path: readonly Point[], speed: number = g.speed): BallState | undefined {
  let s: BallState | undefined = struck(sub(pointAt(path, 1), pointAt(path, 0)), speedOf(speed), g.tip);
  for (let i = 1; i < path.length && s; i++) {
    const from = pointAt(path, i - 1);
    const to = pointAt(path, i);
    const dir = unit(sub(to, from));
    s = advance({ v: mul(dir, len(s.v)), w: mul(dir, dot(s.w, dir)), z: s.z }, distance(from, to));
    const rail = railAt(to);
    if (s && rail && i < path.length - 1) {
      const out = unit(sub(pointAt(path, i + 1), to));
      s = cushionRebound(s, rail);
      s = { v: mul(out, len(s.v)), w: mul(out, dot(s.w, out)), z: s.z };
    }
  }
  return s;
}

function railAt(p: Point): 'left' | 'right' | 'bottom' | 'top' | undefined {
  if (Math.abs(p.y - R) < 1e-6) return 'bottom';
  if (Math.abs(p.y - (4 - R)) < 1e-6) return 'top';
  if (Math.abs(p.x - R) < 1e-6) return 'left';
  if (Math.abs(p.x - (8 - R)) < 1e-6) return 'right';
  return undefined;
}

/** What happens after contact on a kick: both balls' runs (until they stop or fall in a pocket). */
export interface KickAftermath {
  /** The cue ball's state just after contact. */
  cueAfter: BallState;
  cue: Motion;
  object: Motion;
  /** Cut angle of the hit (degrees): 0 full. */
  cutDeg: number;
  /** Whether the cue ball still slides when it meets the object ball (a stop is possible on a full hit). */
  arrivesSliding: boolean;
  /** The cue ball's speed at contact (diamonds/s). */
  contactSpeed: number;
}

/**
 * Both balls after contact, from the cue ball's state at contact (`path.kick.arrival`): the object ball
 * along the line of centres (no throw), the cue ball along the tangent line with its spin (ball-motion.ts).
 */
export function kickAftermath(g: KickGeometry, path: ComputedPath): KickAftermath | undefined {
  const arrival = path.kick?.arrival;
  const ghost = path.ghostBall;
  if (!arrival || !ghost) return undefined;
  const n = unit(sub(g.objectBall, ghost));
  const along = dot(arrival.v, n);
  const speed = len(arrival.v);
  const cutDeg = speed > 0 ? (Math.acos(Math.max(-1, Math.min(1, along / speed))) * 180) / Math.PI : 0;
  const cueAfter: BallState = { v: sub(arrival.v, mul(n, along)), w: arrival.w, z: arrival.z };
  const ob: BallState = { v: mul(n, Math.max(0, along)), w: { x: 0, y: 0 }, z: 0 };
  const opts = { maxContacts: 8, floor: 0, stopAtPockets: true };
  return {
    cueAfter,
    cue: simulate(ghost, cueAfter, opts),
    object: simulate(g.objectBall, ob, opts),
    cutDeg,
    arrivesSliding: isSliding(arrival) && Math.abs(rollFraction(arrival)) < 0.2,
    contactSpeed: speed,
  };
}

/** Whether the cue ball, struck along the drawn path's first leg at `speed`, gets to the contact before it stops. */
export function kickReaches(g: KickGeometry, path: ComputedPath, speed: number = g.speed): boolean {
  const target = path.ghostBall;
  if (!target || path.cuePath.length < 2) return false;
  if (path.kick?.kind === 'system') return walkState(g, path.cuePath, speed) !== undefined;
  const motion = strike(g, sub(pointAt(path.cuePath, 1), g.cueBall), 0, speed);
  const pass = passAt(g, motion, target);
  return !!pass && pass.distance < 0.05 && len(pass.state.v) > 1e-6;
}

/** Where the cue ball, struck along the drawn path's first leg, comes to rest (with the distance it travels). */
export function kickStop(g: KickGeometry, path: ComputedPath): { at: Point; travelled: number } {
  const motion = strike(g, sub(pointAt(path.cuePath, 1), g.cueBall), 0);
  return { at: pointAt(motion.path, -1), travelled: motion.length };
}

/** The length of a polyline. */
export function pathLength(path: readonly Point[]): number {
  let total = 0;
  for (let i = 1; i < path.length; i++) total += distance(pointAt(path, i - 1), pointAt(path, i));
  return total;
}
