import { BALL_RADIUS } from '../card.types.js';
import { cutAngleDeg, ghostBallFor, objectBallForGhost } from './ghost-ball.js';
import { angleDeg, dist, expectPoint, sub } from './spec-helpers.js';
import { CORNER_MOUTH_JAW, CUSHION_LINES, POCKETS, pocketEntry, reflectAcrossRail } from './table.js';

const R = BALL_RADIUS;

describe('table', () => {
  it('puts pockets at the corners and the side pockets at x = 4', () => {
    expect(POCKETS['bottom-left']).toEqual({ x: 0, y: 0 });
    expect(POCKETS['top-right']).toEqual({ x: 8, y: 4 });
    expect(POCKETS['bottom-side']).toEqual({ x: 4, y: 0 });
    expect(POCKETS['top-side']).toEqual({ x: 4, y: 4 });
  });

  it('has cushion lines one ball radius inside each rail', () => {
    expect(CUSHION_LINES).toEqual({ left: R, right: 8 - R, bottom: R, top: 4 - R });
    expect(reflectAcrossRail({ x: 3, y: 1 }, 'bottom')).toEqual({ x: 3, y: 2 * R - 1 });
    expect(reflectAcrossRail({ x: 3, y: 1 }, 'right')).toEqual({ x: 2 * (8 - R) - 3, y: 1 });
  });

  it('ghost ball sits two radii behind the object ball on the pocket line', () => {
    const o = { x: 4, y: 2 };
    const gb = ghostBallFor(o, 'top-right');
    expect(dist(gb, o)).toBeCloseTo(2 * R, 10);
    expect(angleDeg(sub(o, gb), sub(POCKETS['top-right'], o))).toBeCloseTo(0, 6);
    expectPoint(objectBallForGhost(gb, 'top-right'), o, 9);
  });

  it('cut angle helper', () => {
    expect(cutAngleDeg({ x: 1, y: 0 }, { x: 4, y: 2 }, 'top-side')).toBeCloseTo(90, 9);
  });

  it('pocket openings: a corner clips its near jaw from 25° off its axis (hand computed)', () => {
    // A line into (8, 0) at angle α above the bottom rail passes J·sin α from the jaw (8 − J, 0): equal to R
    // at α = 20°, i.e. 25° off the diagonal.
    const at = (alphaDeg: number) => {
      const a = (alphaDeg * Math.PI) / 180;
      return pocketEntry({ x: 8 - 2 * Math.cos(a), y: 2 * Math.sin(a) }, 'bottom-right');
    };
    expect(at(20).offAxisDeg).toBeCloseTo(25, 9);
    expect(at(20).clearance).toBeCloseTo(CORNER_MOUTH_JAW * Math.sin(Math.PI / 9), 9);
    expect(at(20).clearance).toBeCloseTo(R, 3);
    expect(at(20).nearJawRail).toBe('bottom');
    expect(at(30).clearance).toBeGreaterThan(R);
    expect(at(15).clearance).toBeLessThan(R);
    // A side pocket's axis is square to the rail.
    expect(pocketEntry({ x: 4, y: 2 }, 'top-side').offAxisDeg).toBeCloseTo(0, 9);
    expect(pocketEntry({ x: 3, y: 1 }, 'bottom-side').offAxisDeg).toBeCloseTo(45, 9);
  });
});
