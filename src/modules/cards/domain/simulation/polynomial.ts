/**
 * Real roots of low-degree polynomials on an interval, the way an event-based simulator needs them:
 * the first time a ball's distance to something (a quadratic or quartic in time) falls to contact.
 *
 * Roots are isolated by the critical points (the derivative's roots, found recursively), so a pair of
 * close roots (a grazing contact) is never stepped over, then refined by bisection.
 */

/** Coefficients from the constant term up: c[0] + c[1]·t + c[2]·t² + … */
export type Polynomial = readonly number[];

export function evaluate(c: Polynomial, t: number): number {
  let y = 0;
  for (let i = c.length - 1; i >= 0; i--) y = y * t + c[i]!;
  return y;
}

function derivative(c: Polynomial): number[] {
  return c.slice(1).map((a, i) => a * (i + 1));
}

function trim(c: Polynomial): number[] {
  const out = [...c];
  const scale = Math.max(...out.map(Math.abs), 1e-300);
  while (out.length > 1 && Math.abs(out[out.length - 1]!) <= 1e-14 * scale) out.pop();
  return out;
}

function bisect(c: Polynomial, lo: number, hi: number): number {
  let flo = evaluate(c, lo);
  for (let i = 0; i < 100 && hi - lo > 1e-13 * Math.max(1, Math.abs(hi)); i++) {
    const mid = 0.5 * (lo + hi);
    const fm = evaluate(c, mid);
    if (fm === 0) return mid;
    if (fm > 0 === flo > 0) {
      lo = mid;
      flo = fm;
    } else hi = mid;
  }
  return 0.5 * (lo + hi);
}

/** All real roots in [lo, hi], ascending (a double root counts once). */
export function rootsIn(coefficients: Polynomial, lo: number, hi: number): number[] {
  const c = trim(coefficients);
  if (c.length <= 1) return [];
  if (c.length === 2) {
    const t = -c[0]! / c[1]!;
    return t >= lo && t <= hi ? [t] : [];
  }
  const critical = rootsIn(derivative(c), lo, hi);
  const knots = [lo, ...critical, hi];
  const roots: number[] = [];
  for (let i = 0; i + 1 < knots.length; i++) {
    const a = knots[i]!;
    const b = knots[i + 1]!;
    const fa = evaluate(c, a);
    const fb = evaluate(c, b);
    if (fa === 0) {
      if (!roots.length || roots[roots.length - 1]! < a) roots.push(a);
    } else if (fa > 0 !== fb > 0 && fb !== 0) roots.push(bisect(c, a, b));
    if (fb === 0 && i + 2 === knots.length) roots.push(b);
  }
  return roots;
}

/**
 * The first time in (lo, hi] at which `c` goes from positive to zero or below: when a gap closes.
 * A tangency (a double root, the ball just grazing) counts as contact.
 */
export function firstClosing(c: Polynomial, lo: number, hi: number): number | undefined {
  if (hi <= lo) return undefined;
  const d = derivative(trim(c));
  for (const t of rootsIn(c, lo, hi)) {
    if (t <= lo) continue;
    const slope = d.length ? evaluate(d, t) : 0;
    const before = evaluate(c, Math.max(lo, t - 1e-9));
    if (slope < 0 || (slope <= 1e-12 && before > 0)) return t;
  }
  return undefined;
}
