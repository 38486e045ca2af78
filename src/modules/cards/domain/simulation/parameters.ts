/**
 * The physical parameters of the ball-motion simulator, in SI units (metres, seconds, kilograms).
 * Every value is named here, documented with where it comes from, and pinned by a calibration test
 * (parameters.spec.ts) against the figure it is meant to reproduce.
 */

/** One diamond on a 9-ft table: 100 in of playing surface / 8 = 12.5 in. */
export const DIAMOND_M = 0.3175;
/** Ball radius: a 2¼ in (57.15 mm) ball. */
export const R = 0.028575;
/** Ball mass: 6 oz (170 g), the regulation range is 5½–6 oz. */
export const BALL_MASS = 0.17;
/** Gravity. */
export const G = 9.81;

/**
 * Sliding friction between ball and cloth (Alciatore, "The Illustrated Principles of Pool and
 * Billiards": 0.2; pooltool's default u_s = 0.2). A ball struck with no spin slides
 * (12/49)·v²/(μs·g) before it rolls, leaving at 5/7 of its speed.
 */
export const MU_SLIDE = 0.2;
/**
 * Rolling resistance (pooltool u_r = 0.01; measured 0.005–0.015 on new and worn cloth). A rolling ball
 * slows at μr·g: at 1 m/s it rolls v²/(2·μr·g) ≈ 5.1 m, two table lengths.
 */
export const MU_ROLL = 0.01;
/**
 * Spin (about the vertical) decay coefficient, pooltool's u_sp = (10·2/5/9)·R: side spin dies at
 * (5/2)·μsp·g/R rad/s², so a ball spinning in place at 10 rev/s turns for about 5 s.
 */
export const MU_SPIN = ((10 * 2) / 5 / 9) * R;

/**
 * Cushion: the nose contacts the ball at 63.5 % of its diameter above the cloth (WPA: 62.5–64.5 %),
 * a quarter radius above the centre, so the impulse has a downward part that takes away top and back
 * spin and lets the cushion grip side spin. The rebound follows Han (2005), with restitution and
 * friction along and across the contact normal.
 */
export const CUSHION_HEIGHT = 0.635 * 2 * R;
/** Cushion restitution along the contact normal (pooltool's default e_c = 0.85; measured 0.7–0.9). */
export const CUSHION_RESTITUTION = 0.85;
/** Ball–cushion friction (pooltool's default f_c = 0.2; Mathavan et al. 2010 measured 0.14–0.21). */
export const CUSHION_FRICTION = 0.2;

/** Ball–ball restitution (phenolic resin balls: 0.92–0.98; Alciatore uses 0.95). */
export const BALL_RESTITUTION = 0.95;
/**
 * Ball–ball friction as a function of the sliding speed at the contact (Alciatore, TP A.14, fitted to
 * measured throw): μ(v) = a + b·e^(−c·v), v in m/s. It makes cut-induced throw about 4–5° for a slow
 * half-ball stun shot and 2–3° for a fast one.
 */
export const BALL_FRICTION = { a: 9.951e-3, b: 0.108, c: 1.088 } as const;

/** Cue mass (19 oz). */
export const CUE_MASS = 0.54;
/**
 * The cue's effective end mass, which sets squirt (Alciatore, TP A.31): a low-deflection shaft has
 * about 10 g, a standard maple shaft 15–20 g. With 10 g a tip offset of 0.5 R squirts the cue ball
 * about 2.5° away from the side struck.
 */
export const CUE_END_MASS = 0.01;
/** The largest tip offset that does not miscue, as a fraction of the ball radius (chalked tip). */
export const MISCUE_LIMIT = 0.5;

/**
 * The speed scale the cards print, 1 soft … 5 hard, as the cue ball's speed (m/s) off a level,
 * centre-ball stroke. Each level is named by how far such a ball would roll on open cloth with no
 * cushion, in 100 in table lengths: 1, 2, 4, 7 and 12. A card prints a range (e.g. 2–3); a fractional
 * level is interpolated linearly between its neighbours.
 */
export const SPEED_LEVELS = [
  { level: 1, words: 'soft', tableLengths: 1 },
  { level: 2, words: 'soft to medium', tableLengths: 2 },
  { level: 3, words: 'medium', tableLengths: 4 },
  { level: 4, words: 'medium to hard', tableLengths: 7 },
  { level: 5, words: 'hard', tableLengths: 12 },
] as const;

/** One table length of playing surface (100 in). */
export const TABLE_LENGTH_M = 8 * DIAMOND_M;

/**
 * The distance a ball struck at centre with speed v (no spin) covers on open cloth: it slides
 * (12/49)·v²/(μs·g) to 5/7·v, then rolls (5v/7)²/(2·μr·g).
 */
export function openClothDistance(v: number): number {
  return (12 / 49) * ((v * v) / (MU_SLIDE * G)) + (25 / 49) * ((v * v) / (2 * MU_ROLL * G));
}

/** The cue-ball speed (m/s) of each level: the speed whose open-cloth distance is its table lengths. */
export const LEVEL_SPEEDS: readonly number[] = SPEED_LEVELS.map(({ tableLengths }) =>
  Math.sqrt((tableLengths * TABLE_LENGTH_M) / openClothDistance(1)),
);

/** The cue-ball speed (m/s) for a level on the 1–5 scale (fractions interpolate); NaN off the scale. */
export function speedForLevel(level: number): number {
  if (!(level >= 1 && level <= 5)) return NaN;
  const i = Math.min(3, Math.floor(level - 1));
  const f = level - 1 - i;
  return LEVEL_SPEEDS[i]! + f * (LEVEL_SPEEDS[i + 1]! - LEVEL_SPEEDS[i]!);
}
