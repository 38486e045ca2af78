/**
 * The stroke: the cue's impulse on the cue ball (Leckie & Greenspan's instantaneous cue model, as in
 * pooltool's `cue_strike`), with squirt (Alciatore, TP A.31) for side spin.
 *
 * The tip strikes `tip.x` (right +) and `tip.y` (above +) ball radii off centre, with the cue raised
 * `elevationDeg` above level. The impulse F = 2·m·V₀ / (1 + m/M + (5/2R²)·(a² + b²cos²θ + c²sin²θ −
 * 2bc·cosθ·sinθ)), c = √(R² − a² − b²), makes v = F/m along the cue and ω = r × F / I, so follow and
 * draw take some speed from the ball, and an elevated cue tilts the spin axis (swerve). The stroke's
 * `speed` is the cue ball's speed off a level centre-ball hit at the same cue speed (the speed scale).
 * Squirt turns the ball's direction away from the side struck: tan α = (5/2)(a/R)√(1 − (a/R)²) /
 * (1 + m/m_e + (5/2)(1 − (a/R)²)).
 */
import { BALL_MASS, CUE_END_MASS, CUE_MASS, R } from './parameters.js';
import { settle, type BallState } from './motion.js';
import { norm, type Vec } from './vec.js';

export interface Stroke {
  /** Cue-ball speed (m/s) a level centre-ball hit at this cue speed would give. */
  speed: number;
  /** The direction the cue points (the aim line), on the table. */
  direction: Vec;
  /** Tip offset in ball radii: x right of centre, y above centre. */
  tip: { x: number; y: number };
  /** Cue elevation above level, degrees (0 when not given). */
  elevationDeg?: number;
}

/** Squirt angle (radians, positive = away from the side struck) for a side offset of `a` ball radii. */
export function squirtAngle(a: number): number {
  const s = Math.abs(a);
  const num = 2.5 * s * Math.sqrt(Math.max(0, 1 - s * s));
  const den = 1 + BALL_MASS / CUE_END_MASS + 2.5 * (1 - s * s);
  return Math.sign(a) * Math.atan(num / den);
}

/** The cue ball's state just after the stroke, at `p`. */
export function strike(p: Vec, stroke: Stroke): BallState {
  const theta = ((stroke.elevationDeg ?? 0) * Math.PI) / 180;
  const a = stroke.tip.x * R;
  const b = stroke.tip.y * R;
  const c = Math.sqrt(Math.max(0, R * R - a * a - b * b));
  const m = BALL_MASS;
  const M = CUE_MASS;
  // The cue speed that gives `speed` to a level centre-ball hit: v = 2·V₀/(1 + m/M).
  const V0 = (stroke.speed * (1 + m / M)) / 2;
  const cos = Math.cos(theta);
  const sin = Math.sin(theta);
  const spread = a * a + b * b * cos * cos + c * c * sin * sin - 2 * b * c * cos * sin;
  const F = (2 * m * V0) / (1 + m / M + (5 / (2 * R * R)) * spread);
  const I = (2 / 5) * m * R * R;
  // Local frame: e1 along the cue (forward), e2 to the left, e3 up. The tip touches the ball at
  // (−c, −a, b) and pushes along (cos θ, 0, −sin θ): ω = F/I · (a·sin θ, b·cos θ − c·sin θ, a·cos θ).
  const speed = (F / m) * cos;
  const w1 = (F / I) * a * sin;
  const w2 = (F / I) * (b * cos - c * sin);
  const w3 = (F / I) * a * cos;
  const e1 = norm(stroke.direction);
  const e2 = { x: -e1.y, y: e1.x };
  // Squirt: the ball leaves turned away from the side struck (right English → to the left of the cue).
  const alpha = squirtAngle(stroke.tip.x);
  const d = {
    x: e1.x * Math.cos(alpha) - e1.y * Math.sin(alpha),
    y: e1.x * Math.sin(alpha) + e1.y * Math.cos(alpha),
  };
  return settle({
    p,
    v: { x: d.x * speed, y: d.y * speed },
    w: { x: w1 * e1.x + w2 * e2.x, y: w1 * e1.y + w2 * e2.y, z: w3 },
  });
}
