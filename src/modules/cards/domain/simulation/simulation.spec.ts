import { describe, expect, it } from '@jest/globals';
import { ballBall, ballCushion } from './collisions.js';
import { phaseOf, settle, type BallState } from './motion.js';
import {
  DIAMOND_M,
  G,
  LEVEL_SPEEDS,
  MU_SLIDE,
  openClothDistance,
  R,
  speedForLevel,
  TABLE_LENGTH_M,
} from './parameters.js';
import { firstClosing, rootsIn } from './polynomial.js';
import { simulate } from './simulate.js';
import { squirtAngle, strike } from './stroke.js';
import { len, type Vec } from './vec.js';

const at = (x: number, y: number): Vec => ({ x: x * DIAMOND_M, y: y * DIAMOND_M });
const rest = (p: Vec): BallState => settle({ p, v: { x: 0, y: 0 }, w: { x: 0, y: 0, z: 0 } });
const deg = (v: Vec) => (Math.atan2(v.y, v.x) * 180) / Math.PI;
const rolling = (p: Vec, v: Vec): BallState => settle({ p, v, w: { x: -v.y / R, y: v.x / R, z: 0 } });

describe('polynomial roots', () => {
  it('finds every real root of a quartic on an interval, and the first closing of a gap', () => {
    // (t − 1)(t − 2)(t − 3)(t − 4) = t⁴ − 10t³ + 35t² − 50t + 24
    const c = [24, -50, 35, -10, 1];
    expect(rootsIn(c, 0, 10).map((r) => +r.toFixed(9))).toEqual([1, 2, 3, 4]);
    expect(firstClosing(c, 0, 10)).toBeCloseTo(1, 9);
    expect(firstClosing(c, 1.5, 10)).toBeCloseTo(3, 9); // 2 opens the gap again; 3 closes it
    expect(firstClosing([1, 0, 1], 0, 10)).toBeUndefined(); // never closes
  });
});

describe('speed scale', () => {
  it('names each level by the table lengths a centre-ball hit rolls on open cloth', () => {
    expect(LEVEL_SPEEDS.map((v) => +v.toFixed(2))).toEqual([0.97, 1.37, 1.93, 2.55, 3.34]);
    expect(openClothDistance(speedForLevel(3)) / TABLE_LENGTH_M).toBeCloseTo(4, 6);
    expect(speedForLevel(2.5)).toBeCloseTo((LEVEL_SPEEDS[1]! + LEVEL_SPEEDS[2]!) / 2, 9);
    expect(speedForLevel(0.5)).toBeNaN();
  });
});

describe('cloth: sliding, rolling, stopping', () => {
  it('a stun ball slides (12/49)·v²/(μs·g) and then rolls at 5/7 of its speed', () => {
    const v = 2;
    const sim = simulate([strike(at(1, 2), { speed: v, direction: { x: 1, y: 0 }, tip: { x: 0, y: 0 } })]);
    const roll = sim.events.find((e) => e.kind === 'phase' && e.phase === 'rolling')!;
    expect(roll.at.x - at(1, 2).x).toBeCloseTo((12 / 49) * ((v * v) / (MU_SLIDE * G)), 6);
    const rolled = sim.pieces[0]![1]!.state;
    expect(len(rolled.v)).toBeCloseTo((5 / 7) * v, 6);
  });

  it('a lag from the head rail to the foot rail and back to the head rail takes about 1.9 m/s (level 3)', () => {
    const returns = (speed: number) => {
      const sim = simulate([strike(at(0.2, 2), { speed, direction: { x: 1, y: 0 }, tip: { x: 0, y: 0 } })]);
      const rails = sim.events.flatMap((e) => (e.kind === 'cushion' ? [e.name] : []));
      return rails[0] === 'right rail' && rails[1] === 'left rail';
    };
    let lo = 0.5;
    let hi = 4;
    for (let i = 0; i < 30; i++) {
      const mid = (lo + hi) / 2;
      if (returns(mid)) hi = mid;
      else lo = mid;
    }
    // 1.94 m/s: a lag is a medium (level 3) stroke; lag speeds measured on 9-ft tables are 1.7–2.1 m/s.
    expect(hi).toBeGreaterThan(1.7);
    expect(hi).toBeLessThan(2.1);
  });
});

describe('cushion (Han 2005)', () => {
  it('returns a rolling ball hit squarely at 1 m/s at 0.7–0.85 of its speed', () => {
    const after = ballCushion(rolling(at(7.9, 2), { x: 1, y: 0 }), { x: 1, y: 0 });
    expect(after.v.x).toBeLessThan(-0.7);
    expect(after.v.x).toBeGreaterThan(-0.85);
  });

  it('sends a stun ball off at or a little inside the mirror angle and a rolling ball wider', () => {
    const v = { x: 1, y: 1 };
    const stun = ballCushion(settle({ p: at(7.9, 2), v, w: { x: 0, y: 0, z: 0 } }), { x: 1, y: 0 });
    const roll = ballCushion(rolling(at(7.9, 2), v), { x: 1, y: 0 });
    // Angle from the cushion normal, leaving: 45° in.
    const out = (s: BallState) => Math.abs((Math.atan2(s.v.y, -s.v.x) * 180) / Math.PI);
    expect(out(stun)).toBeGreaterThan(40);
    expect(out(stun)).toBeLessThan(46);
    // The rolling ball keeps roll along the rail and its path bends wider once it rolls again.
    const sim = simulate([roll]);
    const settled = sim.pieces[0]!.find((p) => p.state.phase === 'rolling')!.state;
    expect(Math.abs((Math.atan2(settled.v.y, -settled.v.x) * 180) / Math.PI)).toBeGreaterThan(out(stun));
  });

  it('running English widens the rebound and reverse English narrows it', () => {
    const v = { x: 1, y: 1 }; // moving up and to the right, into the right rail
    const spin = (z: number) =>
      ballCushion(settle({ p: at(7.9, 2), v, w: { x: -1 / R, y: 1 / R, z } }), { x: 1, y: 0 });
    const angle = (s: BallState) => Math.abs((Math.atan2(s.v.y, -s.v.x) * 180) / Math.PI);
    // Moving up (+y) into the right rail, the ball comes off to the left: left English (ωz < 0, clockwise
    // from above) is running, its contact point slips down the rail and the cushion pushes the ball up it.
    expect(angle(spin(-40))).toBeGreaterThan(angle(spin(0)) + 3);
    // Reverse English works against the roll's own slip, so it narrows less than running widens.
    expect(angle(spin(40))).toBeLessThan(angle(spin(0)) - 1);
  });
});

describe('ball–ball with throw', () => {
  it('a stun ball hitting full stops dead and the object ball takes its speed', () => {
    const [cue, obj] = ballBall(
      settle({ p: at(2, 2), v: { x: 2, y: 0 }, w: { x: 0, y: 0, z: 0 } }),
      rest(at(2 + (2 * R) / DIAMOND_M, 2)),
    );
    expect(len(cue.v)).toBeLessThan(0.06);
    expect(obj.v.x).toBeGreaterThan(1.9);
  });

  it('a stun half-ball hit leaves along the tangent line (90° rule) and throws the object ball 2–5°', () => {
    const slow = ballBall(
      settle({ p: at(2, 2), v: { x: 0.5, y: 0 }, w: { x: 0, y: 0, z: 0 } }),
      rest({ x: at(2, 2).x + Math.sqrt(3) * R, y: at(2, 2).y + R }),
    );
    const line = 30; // the line of centres for a half-ball hit
    const throwDeg = line - deg(slow[1].v);
    expect(throwDeg).toBeGreaterThan(2);
    expect(throwDeg).toBeLessThan(5.5);
    // Restitution (e < 1) and throw friction bend the cue ball a few degrees inside the tangent line.
    expect(Math.abs(deg(slow[0].v) - deg(slow[1].v))).toBeGreaterThan(80);
  });

  it("a rolling half-ball hit bends to about 30° from the cue ball's line once it rolls (30° rule)", () => {
    const sim = simulate([
      rolling(at(2, 2), { x: 1.5, y: 0 }),
      rest({ x: at(2, 2).x + 0.3 + Math.sqrt(3) * R, y: at(2, 2).y + R }),
    ]);
    const rolledAgain = sim.pieces[0]!.find((p, k) => k > 0 && p.state.phase === 'rolling' && p.t0 > 0.2)!;
    const angle = Math.abs(deg(rolledAgain.state.v));
    expect(angle).toBeGreaterThan(27);
    expect(angle).toBeLessThan(37);
  });
});

describe('stroke', () => {
  it('squirts the cue ball 2–3° away from the side struck at 0.5 R', () => {
    expect((squirtAngle(0.5) * 180) / Math.PI).toBeGreaterThan(2);
    expect((squirtAngle(0.5) * 180) / Math.PI).toBeLessThan(3.2);
    const right = strike(at(2, 2), { speed: 2, direction: { x: 1, y: 0 }, tip: { x: 0.5, y: 0 } });
    expect(right.v.y).toBeGreaterThan(0); // right English: the ball goes left of the cue
    expect(right.w.z).toBeGreaterThan(0);
  });

  it('a level hit 0.4 R above centre rolls at once; below centre it draws', () => {
    expect(phaseOf(strike(at(2, 2), { speed: 2, direction: { x: 1, y: 0 }, tip: { x: 0, y: 0.4 } }))).toBe(
      'rolling',
    );
    const draw = strike(at(2, 2), { speed: 2, direction: { x: 1, y: 0 }, tip: { x: 0, y: -0.4 } });
    expect(draw.w.y).toBeLessThan(0);
  });

  it('an elevated cue with side spin swerves the path', () => {
    const sim = simulate([
      strike(at(1, 2), { speed: 1.2, direction: { x: 1, y: 0 }, tip: { x: 0.4, y: 0 }, elevationDeg: 30 }),
    ]);
    const end = sim.final[0]!.p;
    const squirted = Math.tan(squirtAngle(0.4)) * (end.x - at(1, 2).x);
    // Squirt alone would leave it left (+y) of the aim line; swerve curves it back to the right.
    expect(end.y - at(1, 2).y).toBeLessThan(squirted - 0.01);
  });
});

describe('pockets', () => {
  it('a ball rolled at a corner pocket along its axis drops; one driven into the jaw does not', () => {
    const straight = simulate([rolling(at(6, 2), { x: 1.2, y: 1.2 })]);
    expect(straight.pocketed[0]).toBe('top-right');
    const jaw = simulate([rolling(at(6.5, 3.91), { x: 2, y: 0.02 })]);
    expect(jaw.pocketed[0]).toBeUndefined();
  });

  it('a slow ball square into a side pocket drops', () => {
    expect(simulate([rolling(at(4, 2), { x: 0, y: -0.8 })]).pocketed[0]).toBe('bottom-side');
  });
});
