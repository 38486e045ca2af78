/**
 * Kicks: the cue ball reaches the object ball off one or more rails.
 *
 * TARGET: the ghost ball when `pocket` is given; otherwise (a safety) the cue ball's centre at contact for
 * the hit `aimOffset` asks (offsetGhost: 0 full — the cue ball stops 2R short of the object ball centre on
 * its last segment —, ±1 half-ball, ±1.8 thin), which depends on the direction of the last segment.
 *
 * THE MIRROR CONSTRUCTION, method 'mirror' (1 or 2 rails; mirrorKick) — exact for a ball that arrives
 * sliding without side spin:
 * - The image of the target is reflected about the cushion lines, last rail first:
 *   image = ρ(rail1)(ρ(rail2)(target)). (For two perpendicular rails the order does not matter; for two
 *   parallel rails it does.) The cue ball is aimed at the image; where the aim line meets rail 1's cushion
 *   line is the geometric aim point (the mirror point).
 * - The straight line to the image is folded back into the table: the rails it actually crosses, in
 *   order, must be exactly `rails`, every contact must be outside the pocket mouths, and the path must
 *   not go through a blocker or the object ball before contact. Put the balls so that this happens.
 *
 * The construction gives the printed aim; the path drawn and checked is the simulation of the stroke
 * (simulation/card-shot.ts), which plays the printed aim (the corrected aim where the card gives one).
 *
 * KICK, method 'diamond-system' (3 rails, long → short → long): the corner-5 system (diamond-system.ts)
 * gives the track through the target; the cue ball follows it to the target. The system is an empirical
 * track (it already counts the running English and medium speed it is played with): it is drawn as is.
 */
import { BALL_RADIUS, type KickGeometry, type Point } from '../card.types.js';
import { diamondSystemTrack, solveDiamondSystem } from './diamond-system.js';
import { foldPolyline } from './folding.js';
import { cutAngleDeg, ghostBallFor } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { POCKETS, reflectAcrossRail } from './table.js';
import { add, closestOnSegment, mul, pointAt, sub, unit } from './vectors.js';

const R = BALL_RADIUS;

/**
 * The cue ball's centre at contact for a hit `offset` ball radii off full, arriving along `direction`:
 * + passes on the object ball's right (seen along the direction), so the object ball goes left.
 */
export function offsetGhost(objectBall: Point, direction: Point, offset: number): Point {
  const d = unit(direction);
  const right = { x: d.y, y: -d.x };
  const b = Math.max(-1.99, Math.min(1.99, offset));
  return add(objectBall, add(mul(right, b * R), mul(d, -Math.sqrt(4 - b * b) * R)));
}

const imageOf = (g: KickGeometry, target: Point): Point =>
  g.rails.reduceRight((point, rail) => reflectAcrossRail(point, rail), target);

/** A kick with method 'mirror': the line to the target's image, folded back onto the table. */
export function mirrorKick(g: KickGeometry): ComputedPath {
  const offset = g.pocket ? 0 : (g.aimOffset ?? 0);
  let target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  if (offset !== 0) {
    // The ghost for an offset hit depends on the last segment's direction: iterate to a fixed point.
    for (let i = 0; i < 8; i++) {
      const trace = foldPolyline([g.cueBall, imageOf(g, target)]);
      const prev = trace.path[trace.path.length - 2] ?? g.cueBall;
      target = offsetGhost(g.objectBall, sub(target, prev), offset);
    }
  }
  const image = imageOf(g, target);
  const trace = foldPolyline([g.cueBall, image]);
  const path = trace.path;
  let ghost = target;
  if (!g.pocket && offset === 0) {
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
    kick: {
      kind: 'mirror',
      mirrorAim: trace.contacts[0]?.point,
      mirrorImage: image,
      mirrorLine: [g.cueBall, image],
    },
  };
}

/** A kick with method 'diamond-system': the solved corner-5 track, up to the ghost ball or contact. */
export function diamondKick(g: KickGeometry): ComputedPath {
  const offset = g.pocket ? 0 : (g.aimOffset ?? 0);
  let target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  let track = solveDiamondSystem(g.cueBall, g.rails, target);
  if (track && offset !== 0) {
    for (let i = 0; i < 8 && track; i++) {
      target = offsetGhost(g.objectBall, sub(track.path[4], track.path[3]), offset);
      track = solveDiamondSystem(g.cueBall, g.rails, target);
    }
  }
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
      kick: { kind: 'system' },
    };
  }
  const a3 = track.path[3];
  const a4 = track.path[4];
  let end: Point;
  if (track.miss < 1e-6) end = target;
  else end = closestOnSegment(target, a3, a4).point;
  if (!g.pocket && offset === 0) end = sub(end, mul(unit(sub(a4, a3)), 2 * R));
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
    kick: { kind: 'system' },
  };
}
