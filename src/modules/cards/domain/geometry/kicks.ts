/**
 * Kicks: the cue ball reaches the object ball off one or more rails.
 *
 * KICK, method 'mirror' (1 or 2 rails) — exact for a ball without side spin.
 * - Target T = ghost ball when `pocket` is given; otherwise the object ball centre (a safety: full hit,
 *   the cue ball stops at contact, 2R short of the object ball centre along its last segment).
 * - The image of T is reflected about the cushion lines, last rail first: image = ρ(rail1)(ρ(rail2)(T)).
 *   (For two perpendicular rails the order does not matter; for two parallel rails it does.)
 *   The cue ball is aimed at the image; where the aim line meets rail 1's cushion line is `aimPoint`.
 * - The straight line to the image is folded back into the table: the rails it actually crosses, in
 *   order, must be exactly `rails`, every contact must be outside the pocket mouths, and the path must
 *   not go through a blocker or the object ball before contact. Put the balls so that this happens.
 *
 * KICK, method 'diamond-system' (3 rails, long → short → long): the corner-5 system (diamond-system.ts)
 * gives the track through the target; the cue ball follows it to the ghost ball (pocket given) or to
 * contact with the object ball (safety, full hit).
 */
import { BALL_RADIUS, type KickGeometry, type Point } from '../card.types.js';
import { diamondSystemTrack, solveDiamondSystem } from './diamond-system.js';
import { foldPolyline } from './folding.js';
import { cutAngleDeg, ghostBallFor } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { POCKETS, reflectAcrossRail } from './table.js';
import { closestOnSegment, mul, pointAt, sub, unit } from './vectors.js';

const R = BALL_RADIUS;

/** A kick with method 'mirror': the line to the target's image, folded back onto the table. */
export function mirrorKick(g: KickGeometry): ComputedPath {
  const target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  const image = g.rails.reduceRight((point, rail) => reflectAcrossRail(point, rail), target);
  const trace = foldPolyline([g.cueBall, image]);
  const path = trace.path;
  let ghost = target;
  if (!g.pocket) {
    const prev = path[path.length - 2] ?? g.cueBall;
    ghost = sub(g.objectBall, mul(unit(sub(g.objectBall, prev)), 2 * R));
    path[path.length - 1] = ghost;
  }
  const approach = sub(pointAt(path, -1), path[path.length - 2] ?? g.cueBall);
  return {
    cuePath: path,
    objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
    railContacts: trace.contacts.map((c) => c.point),
    railsHit: trace.contacts.map((c) => c.rail),
    railContactIndices: trace.contacts.map((c) => c.index),
    ghostBall: ghost,
    aimPoint: trace.contacts[0]?.point,
    contactIndex: path.length - 1,
    cutAngleDeg: g.pocket ? cutAngleDeg(approach, g.objectBall, g.pocket) : undefined,
  };
}

/** A kick with method 'diamond-system': the solved corner-5 track, up to the ghost ball or contact. */
export function diamondKick(g: KickGeometry): ComputedPath {
  const target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  const track = solveDiamondSystem(g.cueBall, g.rails, target);
  if (!track) {
    const t = diamondSystemTrack(g.cueBall, g.rails, 4);
    return {
      cuePath: t.path.length > 1 ? t.path : [g.cueBall, target],
      objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
      railContacts: t.contacts,
      railsHit: g.rails.slice(0, t.contacts.length),
      railContactIndices: t.contacts.map((_, i) => i + 1),
      aimPoint: Number.isNaN(t.aimPoint.x) ? undefined : t.aimPoint,
      diamondSystem: t,
    };
  }
  const a3 = track.path[3];
  const a4 = track.path[4];
  let end: Point;
  if (track.miss < 1e-6) end = target;
  else end = closestOnSegment(target, a3, a4).point;
  if (!g.pocket) end = sub(end, mul(unit(sub(a4, a3)), 2 * R));
  const cuePath = [...track.path.slice(0, 4), end];
  return {
    cuePath,
    objectPath: g.pocket ? [g.objectBall, POCKETS[g.pocket]] : undefined,
    railContacts: track.contacts,
    railsHit: [...g.rails],
    railContactIndices: [1, 2, 3],
    ghostBall: end,
    aimPoint: track.aimPoint,
    contactIndex: 4,
    cutAngleDeg: g.pocket ? cutAngleDeg(sub(a4, a3), g.objectBall, g.pocket) : undefined,
    diamondSystem: track,
  };
}
