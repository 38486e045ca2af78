import { BALL_RADIUS } from '../card.types.js';
import {
  SYSTEM_RANGE,
  diamondSystemTrack,
  pointOnTrack,
  solveDiamondSystem,
  systemRangeProblems,
} from './diamond-system.js';
import { objectBallForGhost } from './ghost-ball.js';
import { computePath } from './paths.js';
import { dist, expectPoint, kick } from './spec-helpers.js';
import { isOnTable } from './table.js';
import { geometryProblems } from './validation.js';
import { pointAt } from './vectors.js';

const R = BALL_RADIUS;

describe('diamond system (corner 5)', () => {
  it('reads the numbers: cue ball from the corner through the 2 arrives at 3', () => {
    // Cue ball on the line from the corner sights (−0.3, −0.3) to the aim sight (6, 4.3).
    const cue = { x: -0.3 + 6.3 * 0.2, y: -0.3 + 4.6 * 0.2 };
    const t = diamondSystemTrack(cue, ['top', 'right', 'bottom'], 2);
    expect(t.problem).toBeUndefined();
    expect(t.originNumber).toBeCloseTo(5, 9);
    expect(t.arrivalNumber).toBeCloseTo(3, 9);
    expectPoint(t.contacts[2], { x: 5, y: R }, 9);
    expectPoint(t.aimPoint, { x: 6, y: 4.3 }, 9);
    expect(t.path).toHaveLength(5);
    t.path.slice(1).forEach((p) => expect(isOnTable(p)).toBe(true));
  });

  it('numbers along the long rail go by halves and along the short rail by units', () => {
    // From the sight at x = 2 on the bottom rail (origin 4) through aim 1 → arrival 3.
    const along = diamondSystemTrack({ x: 2 + 5 * 0.1, y: -0.3 + 4.6 * 0.1 }, ['top', 'right', 'bottom'], 1);
    expect(along.originNumber).toBeCloseTo(4, 9);
    expect(along.arrivalNumber).toBeCloseTo(3, 9);
    // From the sight at y = 2 on the left rail (origin 7) through aim 3 → arrival 4.
    const up = diamondSystemTrack({ x: -0.3 + 5.3 * 0.2, y: 2 + 2.3 * 0.2 }, ['top', 'right', 'bottom'], 3);
    expect(up.originNumber).toBeCloseTo(7, 9);
  });

  it('mirror-image routes use the mirrored numbering', () => {
    const cue = { x: -0.3 + 6.3 * 0.2, y: -0.3 + 4.6 * 0.2 };
    const mirrored = { x: 8 - cue.x, y: 4 - cue.y };
    const t = diamondSystemTrack(mirrored, ['bottom', 'left', 'top'], 2);
    expect(t.arrivalNumber).toBeCloseTo(3, 9);
    expectPoint(t.contacts[2], { x: 3, y: 4 - R }, 9);
  });

  it('solves the aim so the track reaches the object ball, with rails in order and on the table', () => {
    const cue = { x: 1.2, y: 0.8 };
    const base = diamondSystemTrack(cue, ['top', 'right', 'bottom'], 2.5);
    const ghost = pointOnTrack(base, 1.2);
    const objectBall = objectBallForGhost(ghost, 'top-left');
    const g = kick({
      cueBall: cue,
      objectBall,
      rails: ['top', 'right', 'bottom'],
      method: 'diamond-system',
      pocket: 'top-left',
      tip: { x: 0.3, y: 0.1 },
    });
    const sol = solveDiamondSystem(cue, g.rails, ghost)!;
    expect(sol.miss).toBeLessThan(1e-6);
    expect(sol.aimNumber).toBeCloseTo(2.5, 4);
    const p = computePath(g);
    expect(p.railsHit).toEqual(['top', 'right', 'bottom']);
    expect(dist(pointAt(p.cuePath, -1), ghost)).toBeLessThan(1e-6);
    expect(p.diamondSystem!.arrivalNumber).toBeCloseTo(
      p.diamondSystem!.originNumber - p.diamondSystem!.aimNumber,
      9,
    );
    // (No blocker: the simpler routes are open; that is the layout's business, not the system's.)
    expect(geometryProblems(g).filter((m) => !m.includes('is open'))).toEqual([]);
  });

  it('states its reliable range: arrival 1–7, first rail up to the side pocket, ball within 2 of the third rail', () => {
    expect(SYSTEM_RANGE).toEqual({
      minArrival: 1,
      maxArrival: 7,
      maxFirstRailFromSecond: 4,
      maxAfterThirdRail: 2,
    });
    // Cue ball in the corner sights' line through aim 4.5: origin 5, arrival 0.5 (half a diamond from the corner).
    const cue = { x: -0.3 + 3.8 * 0.3, y: -0.3 + 4.6 * 0.3 };
    const t = diamondSystemTrack(cue, ['top', 'right', 'bottom'], 4.5);
    expect(t.problem).toBeUndefined();
    if (t.problem !== undefined) return;
    expect(t.arrivalNumber).toBeCloseTo(0.5, 9);
    const far = pointOnTrack(t, 3);
    const problems = systemRangeProblems(t, far).join('\n');
    expect(problems).toMatch(
      /arrival number 0.5 puts the third-rail contact 0.5 diamond from a corner.*arrival 1–7/,
    );
    // Aim 4.5 on the top rail: the contact is more than 4 diamonds from the right rail.
    expect(problems).toMatch(
      /first-rail contact .* is 4\.\d+ diamonds from the right rail, past the side-pocket point/,
    );
    expect(problems).toMatch(/object ball is met 3 diamonds past the third-rail contact/);
    // Within range: aim 2 from the corner line arrives at 3, ball 1 diamond out.
    const ok = diamondSystemTrack(
      { x: -0.3 + 6.3 * 0.2, y: -0.3 + 4.6 * 0.2 },
      ['top', 'right', 'bottom'],
      2,
    );
    if (ok.problem !== undefined) throw new Error(ok.problem);
    expect(systemRangeProblems(ok, pointOnTrack(ok, 1))).toEqual([]);
  });

  it('reports an object ball no system track reaches, and left English on a clockwise route', () => {
    const g = kick({
      cueBall: { x: 1.2, y: 0.8 },
      objectBall: { x: 7.5, y: 3.5 },
      rails: ['top', 'right', 'bottom'],
      method: 'diamond-system',
      tip: { x: -0.3, y: 0 },
    });
    const problems = geometryProblems(g);
    expect(problems.join('\n')).toMatch(/no corner-5 track/);
    expect(problems.join('\n')).toMatch(/running side spin/);
  });
});
