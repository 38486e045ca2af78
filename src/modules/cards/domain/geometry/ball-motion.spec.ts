import {
  CUSHION_RESTITUTION,
  DIAMOND_M,
  MU_ROLL,
  MU_SLIDE,
  advance,
  cushionRebound,
  rollFraction,
  simulate,
  speedOf,
  struck,
  type BallState,
} from './ball-motion.js';
import { expectPoint } from './spec-helpers.js';
import { pointAt } from './vectors.js';

const G = 9.81 / DIAMOND_M; // diamonds/s²
const e = CUSHION_RESTITUTION;
/** Angle of a velocity from the normal of a long rail (degrees). */
const fromNormal = (v: { x: number; y: number }): number =>
  (Math.atan2(Math.abs(v.x), Math.abs(v.y)) * 180) / Math.PI;
/** Where the 5/7 rule leaves a ball: 5/7·v + 2/7·w. */
const settled = (s: BallState) => ({ x: (5 * s.v.x + 2 * s.w.x) / 7, y: (5 * s.v.y + 2 * s.w.y) / 7 });

describe('the stroke', () => {
  it('gives spin from the tip: 0.4 above centre rolls at once; right English spins counter-clockwise seen from above', () => {
    const s = struck({ x: 3, y: 4 }, 5, { x: 0.2, y: 0.4 });
    expectPoint(s.v, { x: 3, y: 4 }, 12);
    expectPoint(s.w, { x: 3, y: 4 }, 12);
    expect(rollFraction(s)).toBeCloseTo(1, 12);
    expect(s.z).toBeCloseTo(2.5 * 0.2 * 5, 12);
    expect(rollFraction(struck({ x: 1, y: 0 }, 5, { x: 0, y: -0.2 }))).toBeCloseTo(-0.5, 12);
    expect(speedOf(3)).toBeCloseTo(2.3 / DIAMOND_M, 12);
    expect(speedOf(7)).toBeNaN();
  });
});

describe('on the cloth', () => {
  it('a stun ball rolls after 12/49·v²/(μg) at 5/7 of its speed (hand computed)', () => {
    const v0 = 2; // diamonds/s, from the middle of the table: no cushion in reach before it rolls
    const s = advance(
      { v: { x: v0, y: 0 }, w: { x: 0, y: 0 }, z: 0 },
      ((12 / 49) * (v0 * v0)) / (MU_SLIDE * G),
    );
    expect(s?.v.x).toBeCloseTo((5 / 7) * v0, 6);
    expect(s?.w.x).toBeCloseTo((5 / 7) * v0, 6);
  });

  it('a rolling ball slows at μr·g and stops after v²/(2·μr·g)', () => {
    const v0 = 1;
    const m = simulate(
      { x: 4, y: 2 },
      { v: { x: 0, y: v0 * 0.3 }, w: { x: 0, y: v0 * 0.3 }, z: 0 },
      { maxContacts: 1, floor: 0 },
    );
    expect(m.stopped).toBe(true);
    expect(m.length).toBeCloseTo(0.09 / (2 * MU_ROLL * G), 6);
  });

  it('the draw parabola: a ball with backspin across its path ends at 5/7·v + 2/7·w', () => {
    const s: BallState = { v: { x: 1, y: 0 }, w: { x: -0.5, y: 0.5 }, z: 0 };
    const m = simulate({ x: 4, y: 2 }, s, { maxContacts: 1, floor: 0, maxLength: 0.6 });
    const a = pointAt(m.path, -2);
    const b = pointAt(m.path, -1);
    const final = settled(s); // (0.571, 0.143)
    const dir = Math.atan2(b.y - a.y, b.x - a.x);
    expect(dir).toBeCloseTo(Math.atan2(final.y, final.x), 6);
  });
});

describe('off a cushion', () => {
  const in45 = (roll: number, z = 0): BallState => ({
    v: { x: Math.SQRT1_2, y: -Math.SQRT1_2 },
    w: { x: roll * Math.SQRT1_2, y: -roll * Math.SQRT1_2 },
    z,
  });

  it('a sliding ball leaves at the mirror angle, the normal speed cut by e (hand computed)', () => {
    const out = cushionRebound(in45(0), 'bottom');
    // λ = √(t² + e²a²)/|v| = √(0.5 + 0.32) = 0.9055; direction mirrored.
    const lambda = Math.sqrt(0.5 + e * e * 0.5);
    expectPoint(out.v, { x: lambda * Math.SQRT1_2, y: lambda * Math.SQRT1_2 }, 12);
    expectPoint(out.w, { x: 0, y: 0 }, 12);
    expect(fromNormal(settled(out))).toBeCloseTo(45, 9);
  });

  it('a rolling ball rebounds wider: 45° in, 55.2° out once it rolls again (tan × (5λ + 2)/(5λ))', () => {
    const out = cushionRebound(in45(1), 'bottom');
    // v' = λ(0.7071, 0.7071), w' = (0.7071, 0): settles at (0.6594, 0.4574), 55.25° from the normal.
    const lambda = Math.sqrt(0.5 + e * e * 0.5);
    expectPoint(out.w, { x: Math.SQRT1_2, y: 0 }, 12);
    const final = settled(out);
    expectPoint(
      final,
      { x: (5 * lambda * Math.SQRT1_2 + 2 * Math.SQRT1_2) / 7, y: (5 * lambda * Math.SQRT1_2) / 7 },
      12,
    );
    expect(fromNormal(final)).toBeCloseTo((Math.atan((5 * lambda + 2) / (5 * lambda)) * 180) / Math.PI, 9);
    expect(fromNormal(final)).toBeCloseTo(55.25, 1);
  });

  it('follow still on lengthens the rebound more, draw still on shortens it', () => {
    const follow = fromNormal(settled(cushionRebound(in45(1.5), 'bottom')));
    const rolling = fromNormal(settled(cushionRebound(in45(1), 'bottom')));
    const draw = fromNormal(settled(cushionRebound(in45(-0.5), 'bottom')));
    expect(follow).toBeGreaterThan(rolling);
    expect(rolling).toBeGreaterThan(45);
    expect(draw).toBeLessThan(45);
  });

  it('side spin: running English widens, reverse narrows (hand computed, capped by cushion friction)', () => {
    // Moving right and down into the bottom rail: right English (z < 0) is running.
    // No spin: u0 = v·t̂ = −0.7071, impulse −min(0.2·1.8·0.7071, 2/7·0.7071) = −0.2020.
    // z = −0.5: u = −0.2071, impulse −2/7·0.2071 = −0.0592: j = 0.1428 more speed along +x.
    const lambda = Math.sqrt(0.5 + e * e * 0.5);
    const running = cushionRebound(in45(0, -0.5), 'bottom');
    const j = -(2 / 7) * (Math.SQRT1_2 - 0.5) + (2 / 7) * Math.SQRT1_2;
    expectPoint(running.v, { x: lambda * Math.SQRT1_2 + j, y: lambda * Math.SQRT1_2 }, 12);
    expect(running.z).toBeCloseTo(-0.5 + 2.5 * j, 12);
    expect(fromNormal(running.v)).toBeGreaterThan(45);
    expect(fromNormal(cushionRebound(in45(0, 0.5), 'bottom').v)).toBeLessThan(45);
  });

  it('a simulated ball with no spin at the cushion goes on along the mirror line', () => {
    // Backspin chosen to wear off exactly at the cushion, 1 diamond away along (0.6, −0.8): with v0 = 4
    // and w0 = −k, w rises at 2.5·μg and reaches 0 after t = k/(2.5·μg), when the ball has gone
    // v0·t − ½·μg·t² = 1.
    const mu = MU_SLIDE * G;
    const t = (4 - Math.sqrt(16 - 2 * mu)) / mu; // v0·t − ½μg·t² = 1
    const k = 2.5 * mu * t;
    const dir = { x: 0.6, y: -0.8 };
    const s0: BallState = { v: { x: 4 * dir.x, y: 4 * dir.y }, w: { x: -k * dir.x, y: -k * dir.y }, z: 0 };
    const m = simulate({ x: 3, y: 0.09 + 0.8 }, s0, { maxContacts: 2, floor: 0 });
    const c = m.contacts[0]!;
    expect(c.rail).toBe('bottom');
    expect(c.point.x).toBeCloseTo(3.6, 9);
    expect(rollFraction(c.arrival)).toBeCloseTo(0, 9);
    const after = m.path[c.index + 1]!;
    expect((after.x - c.point.x) / (after.y - c.point.y)).toBeCloseTo(0.6 / 0.8, 9);
  });
});
