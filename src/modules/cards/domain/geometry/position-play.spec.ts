import { ghostBallFor } from './ghost-ball.js';
import { computePath } from './paths.js';
import { expectPoint, position, sub } from './spec-helpers.js';
import { POCKETS } from './table.js';
import { geometryProblems } from './validation.js';

describe('position play', () => {
  it('stop: straight in, the cue ball stops at the ghost ball', () => {
    const g = position({
      cueBall: { x: 2, y: 2 },
      objectBall: { x: 6, y: 2 },
      pocket: 'top-right',
      shot: 'stop',
      tip: { x: 0, y: -0.2 },
    });
    // Make it straight in: cue ball on the object-ball → pocket line.
    const u = sub(POCKETS['top-right'], g.objectBall);
    const k = 2 / Math.hypot(u.x, u.y);
    g.cueBall = { x: g.objectBall.x - k * u.x, y: g.objectBall.y - k * u.y };
    g.target = ghostBallFor(g.objectBall, g.pocket);
    g.finishZone = 'foot-end';
    const p = computePath(g);
    expect(p.cuePath).toHaveLength(2);
    expectPoint(p.cuePath[1], p.ghostBall!, 12);
    expect(geometryProblems(g)).toEqual([]);
  });
});
