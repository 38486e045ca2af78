import { BALL_RADIUS, type Point } from '../card.types.js';
import { ghostBallFor } from './ghost-ball.js';
import { mirrorKick } from './kicks.js';
import { dist, expectPoint, kick, sub } from './spec-helpers.js';
import { POCKETS } from './table.js';
import { validateGeometry } from './validation.js';
import { pointAt } from './vectors.js';

const R = BALL_RADIUS;

/** Angles with the rail of the segments into and out of path point `at`: incidence vs reflection. */
function railAngles(path: readonly Point[], at: number, longRail: boolean): [number, number] {
  const din = sub(pointAt(path, at), pointAt(path, at - 1));
  const dout = sub(pointAt(path, at + 1), pointAt(path, at));
  const a = (v: Point) =>
    (Math.atan2(Math.abs(longRail ? v.y : v.x), Math.abs(longRail ? v.x : v.y)) * 180) / Math.PI;
  return [a(din), a(dout)];
}

/** The problems of the mirror construction itself (rails, angles, mouths, balls in the way, reaching the ball). */
const constructionProblems = (g: Parameters<typeof validateGeometry>[0]): string[] =>
  validateGeometry(g).filter((m) =>
    /meets rails|reflection|pocket mouth|runs into|does not reach|overlap|off the table/.test(m),
  );

describe('the mirror construction (exact; what a ball arriving sliding without side spin does)', () => {
  it('one rail: hits the cushion line halfway between equal-distance balls (hand computed)', () => {
    // Both balls 1.91 above the bottom cushion line (y = 0.09): the contact is midway, at x = 3.
    const g = kick({ cueBall: { x: 1, y: 2 }, objectBall: { x: 5, y: 2 }, rails: ['bottom'] });
    const p = mirrorKick(g);
    expect(p.railContacts).toHaveLength(1);
    expectPoint(p.railContacts[0], { x: 3, y: R });
    expectPoint(p.aimPoint, { x: 3, y: R });
    // Safety (no pocket): stops at contact, one ball diameter short of the object ball centre.
    expect(dist(pointAt(p.cuePath, -1), g.objectBall)).toBeCloseTo(2 * R, 9);
    const [inc, refl] = railAngles(p.cuePath, 1, true);
    expect(Math.abs(inc - refl)).toBeLessThan(1e-9);
    expect(constructionProblems(g)).toEqual([]);
  });

  it('one rail, unequal distances: contact divides the rail in the ratio of the distances', () => {
    // Cue ball 1 above the cushion line, object ball 3 above: contact at 2 + 4·1/4 = 3.
    const g = kick({ cueBall: { x: 2, y: 1 + R }, objectBall: { x: 6, y: 3 + R }, rails: ['bottom'] });
    expectPoint(mirrorKick(g).railContacts[0], { x: 3, y: R });
  });

  it('one rail with a pocket: reaches the ghost ball exactly', () => {
    const g = kick({
      cueBall: { x: 1.5, y: 2.5 },
      objectBall: { x: 6.5, y: 1.2 },
      blockers: [{ x: 4, y: 2 }],
      rails: ['top'],
      pocket: 'bottom-right',
    });
    const p = mirrorKick(g);
    expectPoint(p.ghostBall, ghostBallFor(g.objectBall, 'bottom-right'), 9);
    expectPoint(p.cuePath.at(-1), p.ghostBall!, 9);
    expect(p.objectPath).toEqual([g.objectBall, POCKETS['bottom-right']]);
    expect(constructionProblems(g)).toEqual([]);
  });

  it('two rails around a corner: double reflection, exact (hand computed)', () => {
    // Cue (2, 1), object (2, 3) with rails right then top. Image of O: reflect about the top
    // line y = 3.91 → (2, 4.82), then about the right line x = 7.91 → (13.82, 4.82).
    // Aim line from (2, 1), slope 3.82/11.82; meets x = 7.91 at y = 1 + 5.91·3.82/11.82.
    const g = kick({ cueBall: { x: 2, y: 1 }, objectBall: { x: 2, y: 3 }, rails: ['right', 'top'] });
    const p = mirrorKick(g);
    const y1 = 1 + (5.91 * 3.82) / 11.82;
    expect(p.railsHit).toEqual(['right', 'top']);
    expectPoint(p.railContacts[0], { x: 8 - R, y: y1 });
    // Second contact: back along the mirrored line to y = 3.91.
    const x2 = 8 - R - ((4 - R - y1) * 11.82) / 3.82;
    expectPoint(p.railContacts[1], { x: x2, y: 4 - R });
    const [i1, r1] = railAngles(p.cuePath, 1, false);
    const [i2, r2] = railAngles(p.cuePath, 2, true);
    expect(Math.abs(i1 - r1)).toBeLessThan(1e-9);
    expect(Math.abs(i2 - r2)).toBeLessThan(1e-9);
    expect(constructionProblems(g)).toEqual([]);
  });

  it('two parallel rails: reflects last rail first', () => {
    const g = kick({ cueBall: { x: 1.5, y: 2 }, objectBall: { x: 5.5, y: 2 }, rails: ['top', 'bottom'] });
    const p = mirrorKick(g);
    expect(p.railsHit).toEqual(['top', 'bottom']);
    // Symmetric: contacts at x = 1.5 + 4·(1.91/7.64) and 1.5 + 4·(1.91 + 3.82)/7.64.
    expect(p.railContacts[0]?.x).toBeCloseTo(1.5 + (4 * 1.91) / 7.64, 9);
    expect(p.railContacts[1]?.x).toBeCloseTo(1.5 + (4 * 5.73) / 7.64, 9);
    // (Played at speed 3 from centre ball this one arrives rolling: its modelled route is another matter.)
  });
});
