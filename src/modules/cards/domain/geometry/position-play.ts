/**
 * Position play's construction: the ghost ball for the pocket, the cut angle and the object ball's
 * line to the pocket. Where the cue ball goes after contact (the tangent line bent by its spin, the
 * rails, where it stops) is the simulation of the stroke (simulation/card-shot.ts), not a construction.
 * - 'stop' means a straight-in shot (θ ≤ 5°); 'stun' needs θ ≥ 5° (it leaves along the tangent line).
 */
import type { PositionGeometry } from '../card.types.js';
import { cutAngleDeg, ghostBallFor } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { POCKETS } from './table.js';
import { sub } from './vectors.js';

/** The position shot's construction: cue ball → ghost ball, object ball → pocket. */
export function positionShot(g: PositionGeometry): ComputedPath {
  const ghost = ghostBallFor(g.objectBall, g.pocket);
  return {
    cuePath: [g.cueBall, ghost],
    objectPath: [g.objectBall, POCKETS[g.pocket]],
    railContacts: [],
    railsHit: [],
    railContactIndices: [],
    ghostBall: ghost,
    aimPoint: ghost,
    contactIndex: 1,
    cutAngleDeg: cutAngleDeg(sub(ghost, g.cueBall), g.objectBall, g.pocket),
  };
}
