/**
 * What happens at a contact: ball–ball (with cut- and spin-induced throw) and ball–cushion (Han 2005).
 * Both are instantaneous impulses; the balls' vertical velocity after a contact is dropped (the
 * cloth takes it), their full 3-D spin is kept.
 */
import {
  BALL_FRICTION,
  BALL_RESTITUTION,
  CUSHION_FRICTION,
  CUSHION_HEIGHT,
  CUSHION_RESTITUTION,
  R,
} from './parameters.js';
import { settle, type BallState } from './motion.js';
import { add3, cross3, dot, dot3, len3, mul3, norm, sub, type Vec, type Vec3 } from './vec.js';

/** Moment of inertia over mass of a solid ball: I/m = (2/5)·R². */
const I_OVER_M = (2 / 5) * R * R;

const to3 = (v: Vec): Vec3 => ({ x: v.x, y: v.y, z: 0 });

/**
 * Ball–ball (Alciatore's throw model, TP A.14): the normal impulse with restitution e, and a friction
 * impulse against the contact points' relative slip (including the vertical slip of top and back spin),
 * at most μ(slip)·Jn and at most what stops the slip. Equal masses; returns the two balls after.
 */
export function ballBall(a: BallState, b: BallState): [BallState, BallState] {
  const n = norm(sub(b.p, a.p)); // from a to b
  const n3 = to3(n);
  const vRel = sub(a.v, b.v);
  const approach = dot(vRel, n);
  if (approach <= 0) return [a, b];
  const jn = ((1 + BALL_RESTITUTION) / 2) * approach; // per unit mass
  // Contact point velocities: a's at +R·n, b's at −R·n.
  const ua = add3(to3(a.v), cross3(a.w, mul3(n3, R)));
  const ub = add3(to3(b.v), cross3(b.w, mul3(n3, -R)));
  const rel = add3(ua, mul3(ub, -1));
  const relT = add3(rel, mul3(n3, -dot3(rel, n3)));
  const slipSpeed = len3(relT);
  let jt: Vec3 = { x: 0, y: 0, z: 0 };
  if (slipSpeed > 1e-12) {
    const mu = BALL_FRICTION.a + BALL_FRICTION.b * Math.exp(-BALL_FRICTION.c * slipSpeed);
    // Stopping the slip takes (2/7)·slip per unit mass for each of two free balls: slip/7 in all.
    const magnitude = Math.min(mu * jn, slipSpeed / 7);
    jt = mul3(relT, -magnitude / slipSpeed); // on a; b gets −jt
  }
  const ja = add3(mul3(n3, -jn), jt); // impulse on a (per unit mass)
  const jb = mul3(ja, -1);
  const after = (s: BallState, j: Vec3, r: Vec3): BallState =>
    settle({
      p: s.p,
      v: { x: s.v.x + j.x, y: s.v.y + j.y },
      w: add3(s.w, mul3(cross3(r, j), 1 / I_OVER_M)),
    });
  return [after(a, ja, mul3(n3, R)), after(b, jb, mul3(n3, -R))];
}

/**
 * Ball–cushion (Han 2005, "Dynamics in carom and three cushion billiards"): the cushion touches the
 * ball at height h, an angle θ = asin(h/R − 1) above its centre. In a frame with x along the normal
 * into the cushion, the contact point's slip (sx, sy) and the normal approach c = vx·cos θ decide
 * whether the contact sticks (friction stops the slip) or slides (friction μ·Pn along the slip);
 * the normal impulse is (1 + e)·c·m. `normal` points from the ball toward the cushion.
 */
export function ballCushion(s: BallState, normal: Vec): BallState {
  const nx = normal;
  const ny: Vec = { x: -normal.y, y: normal.x };
  // Into the local frame (x: into the cushion, y: along it, z: up).
  const vx = dot(s.v, nx);
  const vy = dot(s.v, ny);
  if (vx <= 0) return s;
  const wx = s.w.x * nx.x + s.w.y * nx.y;
  const wy = s.w.x * ny.x + s.w.y * ny.y;
  const wz = s.w.z;
  const sinT = CUSHION_HEIGHT / R - 1;
  const cosT = Math.sqrt(1 - sinT * sinT);
  // Contact point r = R·(cos θ, 0, sin θ); its velocity u = v + ω × r.
  const sx = vx * sinT + R * wy; // along the tangent (sin θ, 0, −cos θ); vz = 0
  const uy = vy + R * (wz * cosT - wx * sinT); // along y
  const c = vx * cosT;
  const A = 7 / 2; // per unit mass: slip change per unit tangential impulse
  const pn = (1 + CUSHION_RESTITUTION) * c; // normal impulse per unit mass
  const slipLen = Math.hypot(sx, uy);
  let ft: number; // tangential impulse along the tangent t
  let fy: number; // along y
  if (slipLen / A <= CUSHION_FRICTION * pn) {
    ft = -sx / A;
    fy = -uy / A;
  } else {
    ft = (-CUSHION_FRICTION * pn * sx) / slipLen;
    fy = (-CUSHION_FRICTION * pn * uy) / slipLen;
  }
  // Impulse P = −pn·(cos θ, 0, sin θ) + ft·(sin θ, 0, −cos θ) + fy·ŷ  (per unit mass)
  const PX = -pn * cosT + ft * sinT;
  const PY = fy;
  const PZ = -pn * sinT - ft * cosT;
  const r: Vec3 = { x: R * cosT, y: 0, z: R * sinT };
  const dw = mul3(cross3(r, { x: PX, y: PY, z: PZ }), 1 / I_OVER_M);
  const nvx = vx + PX;
  const nvy = vy + PY;
  const nwx = wx + dw.x;
  const nwy = wy + dw.y;
  // Back to the table frame.
  return settle({
    p: s.p,
    v: { x: nvx * nx.x + nvy * ny.x, y: nvx * nx.y + nvy * ny.y },
    w: { x: nwx * nx.x + nwy * ny.x, y: nwx * nx.y + nwy * ny.y, z: wz + dw.z },
  });
}
