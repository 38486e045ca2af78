/**
 * The closed-form motion of one ball on the cloth, phase by phase (after Leckie & Greenspan's
 * event-based simulator and pooltool's `evolve`):
 * - SLIDING: the contact point slips at u = v + R·ẑ×ω; friction μs·g acts against u, whose direction
 *   stays fixed, so the centre follows a parabola, ω's horizontal part turns toward rolling, and u falls
 *   at (7/2)·μs·g until the ball rolls after 2|u₀|/(7·μs·g);
 * - ROLLING: v = R·ω×ẑ holds and the ball slows in a straight line at μr·g;
 * - SPINNING in place (v = 0, side spin left) and AT REST.
 * Side spin ωz decays at (5/2)·μsp·g/R in every phase and does not bend the path on level cloth; a
 * tilted spin axis (an elevated cue: swerve) is a horizontal ω part that the sliding phase turns into a
 * curve. Within a phase the position is a quadratic in time, so contacts are polynomial roots.
 */
import { G, MU_ROLL, MU_SLIDE, MU_SPIN, R } from './parameters.js';
import { add, len, mul, norm, type Vec, type Vec3 } from './vec.js';

export type Phase = 'sliding' | 'rolling' | 'spinning' | 'stationary' | 'pocketed';

export interface BallState {
  p: Vec;
  v: Vec;
  /** Angular velocity (rad/s): x, y horizontal, z about the vertical (+ counter-clockwise from above). */
  w: Vec3;
  phase: Phase;
}

const EPS_V = 1e-9;
const SPIN_DECAY = (5 / 2) * ((MU_SPIN * G) / R);

/** The contact point's slip velocity on the cloth. */
export const slip = (s: { v: Vec; w: Vec3 }): Vec => ({ x: s.v.x - R * s.w.y, y: s.v.y + R * s.w.x });

/** The phase a ball in this state is in (its motion, not its history). */
export function phaseOf(s: { v: Vec; w: Vec3 }): Phase {
  const speed = len(s.v);
  if (len(slip(s)) > 1e-7 + 1e-6 * speed) return 'sliding';
  if (speed > EPS_V) return 'rolling';
  return Math.abs(s.w.z) > 1e-6 ? 'spinning' : 'stationary';
}

/** The quadratic motion of the current phase: p(t) = p + v·t + ½·a·t². */
export function accelerationOf(s: BallState): Vec {
  if (s.phase === 'sliding') return mul(norm(slip(s)), -MU_SLIDE * G);
  if (s.phase === 'rolling') return mul(norm(s.v), -MU_ROLL * G);
  return { x: 0, y: 0 };
}

/** How long the current phase lasts (Infinity at rest or in a pocket). */
export function phaseDuration(s: BallState): number {
  switch (s.phase) {
    case 'sliding':
      return (2 * len(slip(s))) / (7 * MU_SLIDE * G);
    case 'rolling':
      return len(s.v) / (MU_ROLL * G);
    case 'spinning':
      return Math.abs(s.w.z) / SPIN_DECAY;
    case 'stationary':
    case 'pocketed':
      return Infinity;
  }
}

function decaySpin(wz: number, t: number): number {
  const left = Math.abs(wz) - SPIN_DECAY * t;
  return left <= 0 ? 0 : Math.sign(wz) * left;
}

/** The state `t` seconds on, within the current phase (t ≤ phaseDuration). The phase is not updated. */
export function evolve(s: BallState, t: number): BallState {
  if (t <= 0 || s.phase === 'stationary' || s.phase === 'pocketed') return s;
  const a = accelerationOf(s);
  const p = add(s.p, add(mul(s.v, t), mul(a, 0.5 * t * t)));
  const v = add(s.v, mul(a, t));
  const wz = decaySpin(s.w.z, t);
  if (s.phase === 'sliding') {
    const u = norm(slip(s));
    const k = (5 / 2) * ((MU_SLIDE * G) / R) * t;
    // dω/dt = (5μs·g / 2R)·(ẑ × û), ẑ × û = (−u.y, u.x)
    return { p, v, w: { x: s.w.x - k * u.y, y: s.w.y + k * u.x, z: wz }, phase: s.phase };
  }
  if (s.phase === 'rolling') return { p, v, w: { x: -v.y / R, y: v.x / R, z: wz }, phase: s.phase };
  return { p: s.p, v: { x: 0, y: 0 }, w: { x: 0, y: 0, z: wz }, phase: s.phase };
}

/** The state at the end of its phase, snapped exactly onto the next phase. */
export function endPhase(s: BallState): BallState {
  const t = phaseDuration(s);
  const e = evolve(s, t);
  if (s.phase === 'sliding') {
    // Exactly rolling: v = R·ω×ẑ.
    return settle({ ...e, w: { x: -e.v.y / R, y: e.v.x / R, z: e.w.z } });
  }
  if (s.phase === 'rolling') return settle({ ...e, v: { x: 0, y: 0 }, w: { x: 0, y: 0, z: e.w.z } });
  return settle({ ...e, v: { x: 0, y: 0 }, w: { x: 0, y: 0, z: 0 } });
}

/** The state with its phase recomputed from its motion. */
export function settle(s: Omit<BallState, 'phase'> & { phase?: Phase }): BallState {
  if (s.phase === 'pocketed') return s as BallState;
  return { p: s.p, v: s.v, w: s.w, phase: phaseOf(s) };
}
