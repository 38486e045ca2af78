/**
 * The event-based simulation: every ball moves in closed form through its phase (motion.ts); the
 * simulator finds the next event of all — a phase change, two balls touching, a ball touching a
 * cushion, a jaw or a pocket's drop line — as the first root of a polynomial in time
 * (polynomial.ts), moves every ball to that instant, resolves the event (collisions.ts) and goes on
 * until every ball is at rest or pocketed. There is no time step: contacts are found exactly.
 */
import type { PocketId } from '../card.types.js';
import { ballBall, ballCushion } from './collisions.js';
import { accelerationOf, endPhase, evolve, phaseDuration, type BallState } from './motion.js';
import { R } from './parameters.js';
import { firstClosing } from './polynomial.js';
import { TABLE, type TableModel } from './table-model.js';
import { dot, len, mul, norm, sub, add, type Vec } from './vec.js';

export type SimEvent =
  | { kind: 'ball'; t: number; balls: [number, number]; at: Vec }
  | { kind: 'cushion'; t: number; ball: number; at: Vec; name: string }
  | { kind: 'pocket'; t: number; ball: number; at: Vec; pocket: PocketId }
  | { kind: 'phase'; t: number; ball: number; at: Vec; phase: BallState['phase'] };

/** One closed-form piece of a ball's path: from `state` for `duration` seconds. */
export interface Piece {
  t0: number;
  state: BallState;
  duration: number;
}

export interface Simulation {
  events: SimEvent[];
  /** Per ball, its pieces of motion in order. */
  pieces: Piece[][];
  /** Per ball, where it ended (its last state). */
  final: BallState[];
  /** Per ball, the pocket it fell in. */
  pocketed: (PocketId | undefined)[];
  /** Whether the simulation stopped at its event or time limit before everything came to rest. */
  truncated: boolean;
}

const MAX_EVENTS = 600;
const MAX_TIME = 90;
const EPS_T = 1e-10;

type Candidate =
  | { kind: 'ball'; t: number; i: number; j: number }
  | { kind: 'segment'; t: number; i: number; k: number }
  | { kind: 'point'; t: number; i: number; k: number }
  | { kind: 'drop'; t: number; i: number; k: number }
  | { kind: 'phase'; t: number; i: number };

const moving = (s: BallState) => s.phase !== 'stationary' && s.phase !== 'pocketed';
const translating = (s: BallState) => s.phase === 'sliding' || s.phase === 'rolling';

function ballBallTime(a: BallState, b: BallState, horizon: number): number | undefined {
  const dp = sub(b.p, a.p);
  const dv = sub(b.v, a.v);
  const da = sub(accelerationOf(b), accelerationOf(a));
  const D = 2 * R;
  const c = [
    dot(dp, dp) - D * D,
    2 * dot(dp, dv),
    dot(dv, dv) + dot(dp, da),
    dot(dv, da),
    0.25 * dot(da, da),
  ];
  return firstClosing(c, EPS_T, horizon);
}

/** The first time the ball's centre comes within `offset` of the line through `a` with normal `n`. */
function lineTime(s: BallState, a: Vec, n: Vec, offset: number, horizon: number): number | undefined {
  const acc = accelerationOf(s);
  const c = [dot(sub(s.p, a), n) - offset, dot(s.v, n), 0.5 * dot(acc, n)];
  return firstClosing(c, EPS_T, horizon);
}

function withinSegment(p: Vec, a: Vec, b: Vec): boolean {
  const ab = sub(b, a);
  const s = dot(sub(p, a), ab) / dot(ab, ab);
  return s >= -1e-9 && s <= 1 + 1e-9;
}

function pointTime(s: BallState, p: Vec, horizon: number): number | undefined {
  const acc = accelerationOf(s);
  const dp = sub(s.p, p);
  const c = [
    dot(dp, dp) - R * R,
    2 * dot(dp, s.v),
    dot(s.v, s.v) + dot(dp, acc),
    dot(s.v, acc),
    0.25 * dot(acc, acc),
  ];
  return firstClosing(c, EPS_T, horizon);
}

function nextEvent(balls: BallState[], table: TableModel): Candidate | undefined {
  let best: Candidate | undefined;
  const offer = (c: Candidate) => {
    if (!best || c.t < best.t) best = c;
  };
  balls.forEach((s, i) => {
    if (moving(s)) offer({ kind: 'phase', t: phaseDuration(s), i });
  });
  const horizon = best?.t ?? Infinity;
  if (!Number.isFinite(horizon)) return undefined;
  balls.forEach((s, i) => {
    if (!translating(s)) return;
    for (let j = 0; j < balls.length; j++) {
      const o = balls[j]!;
      if (j === i || o.phase === 'pocketed' || (translating(o) && j < i)) continue;
      const t = ballBallTime(s, o, best!.t);
      if (t !== undefined) offer({ kind: 'ball', t, i, j });
    }
    table.segments.forEach((seg, k) => {
      const t = lineTime(s, seg.a, seg.n, R, best!.t);
      if (t !== undefined && withinSegment(evolve(s, t).p, seg.a, seg.b)) offer({ kind: 'segment', t, i, k });
    });
    table.points.forEach((pt, k) => {
      const t = pointTime(s, pt.p, best!.t);
      if (t !== undefined) offer({ kind: 'point', t, i, k });
    });
    table.drops.forEach((drop, k) => {
      const t = lineTime(s, drop.a, drop.n, 0, best!.t);
      if (t !== undefined && withinSegment(evolve(s, t).p, drop.a, drop.b)) offer({ kind: 'drop', t, i, k });
    });
  });
  return best;
}

/**
 * Simulate until every ball rests or falls (or until `until` says so after an event). `balls` are the
 * states at t = 0 (positions in metres).
 */
export function simulate(
  start: BallState[],
  table: TableModel = TABLE,
  until?: (event: SimEvent) => boolean,
): Simulation {
  let balls = start.map((s) => ({ ...s }));
  const pieces: Piece[][] = balls.map(() => []);
  const open: { t0: number; state: BallState }[] = balls.map((state) => ({ t0: 0, state }));
  const events: SimEvent[] = [];
  const pocketed: (PocketId | undefined)[] = balls.map(() => undefined);
  let t = 0;
  let truncated = false;
  const close = (i: number) => {
    const piece = open[i]!;
    if (t > piece.t0 && moving(piece.state))
      pieces[i]!.push({ t0: piece.t0, state: piece.state, duration: t - piece.t0 });
  };
  const restart = (i: number, state: BallState) => {
    close(i);
    balls[i] = state;
    open[i] = { t0: t, state };
  };
  for (;;) {
    if (events.length >= MAX_EVENTS || t > MAX_TIME) {
      truncated = true;
      break;
    }
    const ev = nextEvent(balls, table);
    if (!ev) break;
    t += Math.max(0, ev.t);
    balls = balls.map((_, i) => current(open, i, t));
    switch (ev.kind) {
      case 'phase': {
        const next = endPhase(open[ev.i]!.state);
        restart(ev.i, next);
        events.push({ kind: 'phase', t, ball: ev.i, at: next.p, phase: next.phase });
        break;
      }
      case 'ball': {
        const [a, b] = ballBall(balls[ev.i]!, balls[ev.j]!);
        restart(ev.i, a);
        restart(ev.j, b);
        events.push({ kind: 'ball', t, balls: [ev.i, ev.j], at: mul(add(a.p, b.p), 0.5) });
        break;
      }
      case 'segment': {
        const seg = table.segments[ev.k]!;
        const s = balls[ev.i]!;
        restart(ev.i, ballCushion(s, mul(seg.n, -1)));
        events.push({ kind: 'cushion', t, ball: ev.i, at: s.p, name: seg.name });
        break;
      }
      case 'point': {
        const pt = table.points[ev.k]!;
        const s = balls[ev.i]!;
        restart(ev.i, ballCushion(s, norm(sub(pt.p, s.p))));
        events.push({ kind: 'cushion', t, ball: ev.i, at: s.p, name: pt.name });
        break;
      }
      case 'drop': {
        const drop = table.drops[ev.k]!;
        const s = balls[ev.i]!;
        restart(ev.i, { ...s, v: { x: 0, y: 0 }, w: { x: 0, y: 0, z: 0 }, phase: 'pocketed' });
        pocketed[ev.i] = drop.pocket;
        events.push({ kind: 'pocket', t, ball: ev.i, at: s.p, pocket: drop.pocket });
        break;
      }
    }
    if (until && until(events[events.length - 1]!)) break;
  }
  balls.forEach((_, i) => close(i));
  return { events, pieces, final: balls, pocketed, truncated };
}

/** Ball i's state at time t, from the start of its open piece (exact, no accumulated error). */
function current(open: { t0: number; state: BallState }[], i: number, t: number): BallState {
  const piece = open[i]!;
  return evolve(piece.state, t - piece.t0);
}

/** Points along ball i's path, one every `step` metres or closer, start and end included. */
export function pathOf(sim: Simulation, i: number, step = 0.02): Vec[] {
  const out: Vec[] = [];
  for (const piece of sim.pieces[i]!) {
    const a = evolve(piece.state, 0).p;
    const b = evolve(piece.state, piece.duration).p;
    const n = Math.max(1, Math.ceil(len(sub(b, a)) / step) * 2);
    for (let k = 0; k <= n; k++) out.push(evolve(piece.state, (piece.duration * k) / n).p);
  }
  return out;
}
