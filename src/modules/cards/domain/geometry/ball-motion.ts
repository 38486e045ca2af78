/**
 * Ball motion on the cloth and off the cushions: the physics the path engine models beyond the mirror.
 *
 * Units: diamonds and seconds (one diamond = DIAMOND_M = 0.3175 m). A ball's state is its velocity `v`,
 * the ROLLING-EQUIVALENT velocity of its top/back spin `w` (the velocity at which that spin would roll
 * the ball: w = v rolling, w = 0 sliding without spin — a stun ball —, w against v backspin, |w| > |v|
 * along v overspin) and its side spin `z` (ω·R about the vertical, + counter-clockwise seen from above:
 * right English is z > 0 — the tip pushes the ball's right side forward, r × F points up).
 *
 * - The stroke (struck): a level cue hitting `tip.y` ball radii above centre gives w = 2.5·tip.y·v
 *   (tip.y = 0.4 rolls at once) and z = 2.5·tip.x·|v|.
 * - On the cloth (the 5/7 rule): while the ball slides (v ≠ w) friction μs·g (μs = 0.2) acts against the
 *   slip v − w, whose direction does not change: the path is a parabola, and after 2|v − w|/(7·μs·g) the
 *   ball rolls with v = 5/7·v₀ + 2/7·w₀. That is the stun shot's tangent line, the 30° rule and the draw
 *   curve of position-play.ts, and the bend after a cushion below. Rolling, it slows at μr·g (μr = 0.01)
 *   in a straight line. Side spin is kept on the cloth (it decays much more slowly than the ball slides)
 *   and does not curve the path (no swerve: the cue is level).
 * - Off a cushion (cushionRebound), with a = the speed into the cushion and t the speed along it:
 *   · the ball leaves at the MIRROR angle (the normal component reversed), its speed cut by the cushion's
 *     restitution e = 0.8 on the normal component: |v'|² = t² + e²a²;
 *   · the cushion (its nose about a quarter of a radius above the ball's centre) stops the roll INTO the
 *     rail and keeps the roll ALONG it: w' = (w·t̂)·t̂. A sliding (stun) ball (w = 0) therefore goes on
 *     along the mirror line: the mirror systems are exact for it. A rolling ball is left with roll along
 *     the rail but none away from it, so the cloth bends its path toward the rail direction until it rolls
 *     again: the final angle from the cushion normal has tan θ' = tan θ · (5λ + 2s)/(5λ) (s = w along v
 *     at arrival / |v|: 1 rolling, > 1 follow still on, < 0 draw still on; λ = |v'|/|v|), i.e. about
 *     1.4 × for a rolling ball (45° in → 55° out): follow lengthens the rebound, draw shortens it, a
 *     stun ball mirrors. The bend takes 2λa/(7·μs·g) seconds, so a SLOW ball completes it within a few
 *     inches (wide at once) while a fast one curves over a diamond or two (closer to the mirror line).
 *   · Side spin: cushion friction (μc = 0.2, impulse ≤ μc·(1 + e)·a) on the contact point, which moves
 *     along the rail at t − z: running English (the spin that rolls the ball along the rail) adds speed
 *     along the rail and widens the angle, reverse English takes it away and narrows it; the change is
 *     counted against the same ball without side spin, so a ball without side spin mirrors.
 * Not modelled: squirt, swerve and throw, cloth and cushion variation (speed, humidity, wear), the
 * cushion's friction on a ball without side spin, jumps, and collisions with other balls on the way.
 */
import type { PocketId, Point, Rail, TipOffset } from '../card.types.js';
import { CUSHION_LINES, pocketMouthAt } from './table.js';
import { add, cross, dot, len, mul, sub, unit } from './vectors.js';

export const DIAMOND_M = 0.3175;
const G = 9.81 / DIAMOND_M;
/** Cue-ball speed in m/s for Speed 1 (soft) … 5 (hard). */
export const SPEED_MS = [1.0, 1.6, 2.3, 3.2, 4.4] as const;
/** Sliding friction coefficient between ball and cloth. */
export const MU_SLIDE = 0.2;
/** Rolling resistance coefficient. */
export const MU_ROLL = 0.01;
/** Coefficient of restitution of the cushion (normal component). */
export const CUSHION_RESTITUTION = 0.8;
/** Friction coefficient between ball and cushion. */
export const CUSHION_FRICTION = 0.2;
/** Spin (rolling-equivalent, as a fraction of the ball speed) per ball radius of tip offset, level cue. */
export const SPIN_PER_TIP = 2.5;
/** Routes (paths drawn to a target) keep at least this speed (0.15 m/s): their shape, not where they stop. */
export const MIN_ROUTE_SPEED = 0.15 / DIAMOND_M;

const MU_S_G = MU_SLIDE * G;
const MU_R_G = MU_ROLL * G;
const EPS_V = 1e-7;

/** Speed in diamonds per second for Speed 1…5 (NaN for anything else: validation reports it). */
export function speedOf(speed: number): number {
  const ms = Number.isInteger(speed) && speed >= 1 && speed <= 5 ? SPEED_MS[speed - 1] : undefined;
  return ms === undefined ? NaN : ms / DIAMOND_M;
}

export interface BallState {
  /** Velocity (diamonds/s). */
  v: Point;
  /** Rolling-equivalent velocity of the top/back spin (diamonds/s). */
  w: Point;
  /** Side spin ω·R (diamonds/s), + counter-clockwise seen from above. */
  z: number;
}

/** The cue ball as the cue leaves it: moving along `direction` at `speed` (diamonds/s), spin from the tip. */
export function struck(direction: Point, speed: number, tip: TipOffset): BallState {
  const v = mul(unit(direction), speed);
  return { v, w: mul(v, SPIN_PER_TIP * tip.y), z: SPIN_PER_TIP * tip.x * speed };
}

/** Roll along the direction of travel as a fraction of the speed: 0 sliding (stun), 1 rolling, < 0 backspin. */
export function rollFraction(s: BallState): number {
  const speed = len(s.v);
  return speed < EPS_V ? 0 : dot(s.w, s.v) / (speed * speed);
}

/** Whether the ball still slides (its spin does not match its speed). */
export const isSliding = (s: BallState): boolean => len(sub(s.v, s.w)) > 1e-6 * Math.max(1, len(s.v));

/** One analytic piece of motion: p(t) = p0 + v0·t + ½·a·t², w(t) = w0 + aw·t, for 0 ≤ t ≤ duration. */
export interface Piece {
  p0: Point;
  v0: Point;
  a: Point;
  w0: Point;
  aw: Point;
  z: number;
  duration: number;
  sliding: boolean;
}

function pieceAt(piece: Piece, t: number): { p: Point; s: BallState } {
  return {
    p: add(piece.p0, add(mul(piece.v0, t), mul(piece.a, 0.5 * t * t))),
    s: { v: add(piece.v0, mul(piece.a, t)), w: add(piece.w0, mul(piece.aw, t)), z: piece.z },
  };
}

/** The next piece of motion from state `s` at `p`; undefined when the ball is at rest. */
function nextPiece(p: Point, s: BallState, floor: number): Piece | undefined {
  const slip = sub(s.v, s.w);
  const slipLen = len(slip);
  if (isSliding(s)) {
    const sHat = mul(slip, 1 / slipLen);
    return {
      p0: p,
      v0: s.v,
      a: mul(sHat, -MU_S_G),
      w0: s.w,
      aw: mul(sHat, 2.5 * MU_S_G),
      z: s.z,
      duration: (2 * slipLen) / (7 * MU_S_G),
      sliding: true,
    };
  }
  const speed = len(s.v);
  if (speed < EPS_V) return undefined;
  const vHat = mul(s.v, 1 / speed);
  if (speed > floor + EPS_V) {
    const a = mul(vHat, -MU_R_G);
    return { p0: p, v0: s.v, a, w0: s.v, aw: a, z: s.z, duration: (speed - floor) / MU_R_G, sliding: false };
  }
  if (floor <= 0) return undefined;
  const zero = { x: 0, y: 0 };
  return { p0: p, v0: s.v, a: zero, w0: s.v, aw: zero, z: s.z, duration: Infinity, sliding: false };
}

/** First time in (0, piece.duration] the ball centre reaches a cushion line, moving out. */
function firstCushion(piece: Piece): { t: number; rail: Rail } | undefined {
  const lines: { rail: Rail; c: number; b: number; a: number }[] = [
    { rail: 'left', c: piece.p0.x - CUSHION_LINES.left, b: piece.v0.x, a: piece.a.x },
    { rail: 'right', c: CUSHION_LINES.right - piece.p0.x, b: -piece.v0.x, a: -piece.a.x },
    { rail: 'bottom', c: piece.p0.y - CUSHION_LINES.bottom, b: piece.v0.y, a: piece.a.y },
    { rail: 'top', c: CUSHION_LINES.top - piece.p0.y, b: -piece.v0.y, a: -piece.a.y },
  ];
  let best: { t: number; rail: Rail } | undefined;
  for (const { rail, c, b, a } of lines) {
    // g(t) = c + b·t + ½·a·t² (distance inside the line): the first root where g falls through 0.
    const roots: number[] = [];
    if (Math.abs(a) < 1e-12) {
      if (b < 0) roots.push(-c / b);
    } else {
      const disc = b * b - 2 * a * c;
      if (disc >= 0) {
        const r = Math.sqrt(disc);
        roots.push((-b - r) / a, (-b + r) / a);
      }
    }
    for (const t of roots) {
      if (!(t > 1e-12) || t > piece.duration) continue;
      if (b + a * t > 1e-12) continue; // moving in, not out
      if (!best || t < best.t) best = { t, rail };
    }
  }
  return best;
}

const INWARD: Readonly<Record<Rail, Point>> = {
  bottom: { x: 0, y: 1 },
  top: { x: 0, y: -1 },
  left: { x: 1, y: 0 },
  right: { x: -1, y: 0 },
};

/** The state of a ball leaving the `rail` cushion it meets in state `s` (see the header). */
export function cushionRebound(s: BallState, rail: Rail): BallState {
  const n = INWARD[rail];
  const tHat = { x: -n.y, y: n.x };
  const a = Math.max(0, -dot(s.v, n));
  const vt = dot(s.v, tHat);
  const e = CUSHION_RESTITUTION;
  const before = Math.hypot(vt, a);
  const lambda = before < EPS_V ? 1 : Math.hypot(vt, e * a) / before;
  let v = mul(add(mul(tHat, vt), mul(n, a)), lambda);
  const w = mul(tHat, dot(s.w, tHat));
  const jMax = CUSHION_FRICTION * (1 + e) * a;
  const impulse = (u: number): number => Math.sign(u) * Math.min(jMax, (2 / 7) * Math.abs(u));
  const j = impulse(vt - s.z) - impulse(vt);
  v = sub(v, mul(tHat, j));
  return { v, w, z: s.z + 2.5 * j };
}

export interface RailContact {
  point: Point;
  rail: Rail;
  /** Index of the contact in `path`. */
  index: number;
  /** The state arriving at the cushion. */
  arrival: BallState;
}

/** A simulated run of a ball: its centre's path, cushion contacts, and the analytic pieces (for stateAt). */
export interface Motion {
  path: Point[];
  contacts: RailContact[];
  /** The pieces of motion and the index in `path` of each one's start. */
  pieces: { piece: Piece; end: number; startIndex: number; count: number; time: number }[];
  /** The pocket the ball fell in (only with `stopAtPockets`). */
  pocketed?: PocketId;
  /** True when the ball came to rest (only with `floor` 0). */
  stopped: boolean;
  /** Distance travelled (diamonds). */
  length: number;
}

export interface SimulateOptions {
  /** Stop at this many cushion contacts (the path ends at the last). */
  maxContacts: number;
  /** Speed below which the ball no longer slows (routes: MIN_ROUTE_SPEED); 0 lets it stop. */
  floor: number;
  /** End the run when a cushion contact falls in a pocket mouth (table.ts pocketMouthAt). */
  stopAtPockets?: boolean;
  /** Stop after this distance (diamonds); default 60. */
  maxLength?: number;
  /** Points sampled on each sliding (curved) piece; default 16. */
  samples?: number;
}

/** Simulate a ball from `start` in state `state` (see the header for the model). */
export function simulate(start: Point, state: BallState, opts: SimulateOptions): Motion {
  const samples = opts.samples ?? 16;
  const maxLength = opts.maxLength ?? 60;
  const path: Point[] = [start];
  const contacts: RailContact[] = [];
  const pieces: Motion['pieces'] = [];
  let p = start;
  let s = state;
  let length = 0;
  let time = 0;
  let pocketed: PocketId | undefined;
  let stopped = false;
  for (let guard = 0; guard < 400 && contacts.length < opts.maxContacts; guard++) {
    if (!Number.isFinite(p.x) || !Number.isFinite(p.y) || !Number.isFinite(s.v.x)) break;
    const piece = nextPiece(p, s, opts.floor);
    if (!piece) {
      stopped = true;
      break;
    }
    const hit = firstCushion(piece);
    let end = hit ? hit.t : piece.duration;
    // A constant-speed piece that never meets a cushion cannot happen on a closed table; guard anyway.
    if (!Number.isFinite(end)) end = (maxLength - length) / Math.max(len(piece.v0), EPS_V);
    const startIndex = path.length - 1;
    // A sliding piece whose slip lies along its velocity (a stun or a straight draw) is straight: one point.
    const curved = piece.sliding && Math.abs(cross(unit(piece.v0), unit(piece.a))) > 1e-9;
    const n = curved ? samples : 1;
    let last = p;
    let over = false;
    let count = n;
    for (let i = 1; i <= n; i++) {
      const q = pieceAt(piece, (end * i) / n).p;
      length += Math.hypot(q.x - last.x, q.y - last.y);
      last = q;
      path.push(q);
      if (length >= maxLength) {
        over = true;
        end = (end * i) / n;
        count = i;
        break;
      }
    }
    pieces.push({ piece, end, startIndex, count, time });
    time += end;
    const at = pieceAt(piece, end);
    if (over) break;
    if (hit && end === hit.t) {
      const point = { ...at.p };
      if (hit.rail === 'left' || hit.rail === 'right') point.x = CUSHION_LINES[hit.rail];
      else point.y = CUSHION_LINES[hit.rail];
      path[path.length - 1] = point;
      contacts.push({ point, rail: hit.rail, index: path.length - 1, arrival: at.s });
      if (opts.stopAtPockets) {
        pocketed = pocketMouthAt(hit.rail, point);
        if (pocketed) break;
      }
      p = point;
      s = cushionRebound(at.s, hit.rail);
    } else {
      p = at.p;
      // A piece ends when the ball starts rolling or reaches the floor speed: make it exact.
      s = piece.sliding ? { ...at.s, w: at.s.v } : at.s;
    }
  }
  return { path, contacts, pieces, pocketed, stopped, length };
}

export interface Approach {
  /** The closest point. */
  point: Point;
  /** The ball's state there. */
  state: BallState;
  distance: number;
  /** Index in the path of the point that starts the segment the closest point lies on. */
  index: number;
  /** Distance with a sign: + when the target lies to the left of the ball's direction there. */
  signed: number;
}

/** Where along a motion's path (between path indices `fromIndex` and `toIndex`) the ball comes closest to `target`. */
export function closestApproach(
  motion: Motion,
  target: Point,
  fromIndex = 0,
  toIndex = motion.path.length - 1,
): Approach | undefined {
  // Coarse: the chord of every sampled sub-interval; then refine the nearest few on the curve itself.
  const candidates: { piece: Piece; t0: number; t1: number; idx: number; chord: number }[] = [];
  for (const { piece, end, startIndex, count: n } of motion.pieces) {
    for (let i = 0; i < n; i++) {
      const idx = startIndex + i;
      if (idx < fromIndex || idx >= toIndex) continue;
      const a = motion.path[idx];
      const b = motion.path[idx + 1];
      if (!a || !b) continue;
      const ab = sub(b, a);
      const l2 = dot(ab, ab);
      const u = l2 < 1e-24 ? 0 : Math.max(0, Math.min(1, dot(sub(target, a), ab) / l2));
      const chord = len(sub(target, add(a, mul(ab, u))));
      candidates.push({ piece, t0: (end * i) / n, t1: (end * (i + 1)) / n, idx, chord });
    }
  }
  candidates.sort((p, q) => p.chord - q.chord);
  let best: Approach | undefined;
  for (const c of candidates.slice(0, 4)) {
    const f = (t: number): number => {
      const q = pieceAt(c.piece, t).p;
      return Math.hypot(q.x - target.x, q.y - target.y);
    };
    let lo = c.t0;
    let hi = c.t1;
    for (let k = 0; k < 100 && hi - lo > 1e-14; k++) {
      const m1 = lo + (hi - lo) * 0.381966;
      const m2 = lo + (hi - lo) * 0.618034;
      if (f(m1) <= f(m2)) hi = m2;
      else lo = m1;
    }
    const t = (lo + hi) / 2;
    const at = pieceAt(c.piece, t);
    const d = f(t);
    if (!best || d < best.distance - 1e-12) {
      const dir = unit(at.s.v);
      const rel = sub(target, at.p);
      best = { point: at.p, state: at.s, distance: d, index: c.idx, signed: dir.x * rel.y - dir.y * rel.x };
    }
  }
  return best;
}

/**
 * The state after travelling `distance` in a straight line from state `s` (v and w along the same line),
 * ignoring cushions: what a ball on a fixed track (the corner-5 system) has at the end of a leg.
 * Undefined if it stops (or turns back) first.
 */
export function advance(s: BallState, distance: number): BallState | undefined {
  const dir = unit(s.v);
  let state = s;
  let left = distance;
  for (let guard = 0; guard < 8 && left > 1e-12; guard++) {
    const piece = nextPiece({ x: 0, y: 0 }, state, 0);
    if (!piece) return undefined;
    const along = (t: number): number => dot(pieceAt(piece, t).p, dir);
    const total = along(piece.duration);
    if (dot(pieceAt(piece, piece.duration).s.v, dir) <= 0 && total < left) return undefined;
    if (total >= left) {
      let lo = 0;
      let hi = piece.duration;
      for (let k = 0; k < 100; k++) {
        const mid = (lo + hi) / 2;
        if (along(mid) < left) lo = mid;
        else hi = mid;
      }
      const end = pieceAt(piece, hi).s;
      return dot(end.v, dir) > 0 ? end : undefined;
    }
    left -= total;
    const end = pieceAt(piece, piece.duration).s;
    state = piece.sliding ? { ...end, w: end.v } : end;
  }
  return left <= 1e-12 ? state : undefined;
}

/** The path up to (and including) `point`, which lies on the segment after path index `index`. */
export function pathUpTo(path: readonly Point[], index: number, point: Point): Point[] {
  const out = path.slice(0, index + 1);
  const last = out.at(-1);
  if (!last || Math.hypot(last.x - point.x, last.y - point.y) > 1e-12) out.push(point);
  return out;
}
