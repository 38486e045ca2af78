/**
 * The lines a card's diagram draws, from the simulation of its printed stroke: the cue ball's and the
 * object ball's simulated paths at the middle speed (to where they stop or drop), the cue ball's
 * cushion contacts and where it meets the object ball, and the cue ball's paths at the soft and the
 * hard end of the range, and after a safety the opponent's best reply. The construction
 * (computePath: the mirror lines, the diamond sights, the ghost ball's aim) comes with it, for the
 * marks a coach sketches.
 */
import type { CardGeometry, Point } from '../card.types.js';
import type { ComputedPath } from '../geometry/path.types.js';
import { computePath } from '../geometry/paths.js';
import { POCKETS } from '../geometry/table.js';
import { safetyReply } from './card-checks.js';
import {
  CUE,
  OBJECT,
  pathInDiamonds,
  playCard,
  speedRange,
  toDiamonds,
  type PlayedShot,
} from './card-shot.js';

/** Drop points closer than `step` (diamonds) to the last kept one, keeping every corner and the end. */
function thin(path: Point[], step = 0.04): Point[] {
  const out: Point[] = [];
  for (const p of path) {
    const last = out[out.length - 1];
    if (!last || Math.hypot(p.x - last.x, p.y - last.y) >= step) out.push(p);
  }
  const end = path[path.length - 1];
  if (end && out[out.length - 1] !== end) out.push(end);
  return out;
}

function replyOf(shot: PlayedShot): ComputedPath['reply'] {
  const reply = safetyReply(shot);
  if (!reply) return undefined;
  return {
    from: toDiamonds(shot.sim.final[CUE]!.p),
    via: reply.via,
    ghost: reply.ghost,
    ball: reply.ball,
    pocket: POCKETS[reply.pocket],
    label: `best reply: ${Math.round(reply.cutDeg)}° cut`,
  };
}

function cuePathOf(shot: PlayedShot): Point[] {
  return thin(pathInDiamonds(shot, CUE));
}

/** The card's paths as simulated (falls back to the construction where the stroke cannot be played). */
export function simulatedPath(g: CardGeometry): ComputedPath {
  const construction = computePath(g);
  const r = speedRange(g);
  const shot = playCard(g, r.mid);
  if (!shot) return construction;
  const cuePath = cuePathOf(shot);
  const contact = shot.sim.events.find((e) => e.kind === 'ball' && e.balls.includes(CUE));
  const railEvents = shot.sim.events.filter(
    (e) => e.kind === 'cushion' && e.ball === CUE && (!contact || e.t <= contact.t),
  );
  const railContacts = railEvents.map((e) => toDiamonds(e.at));
  const ghostBall =
    contact && contact.kind === 'ball'
      ? toDiamonds(shot.sim.pieces[CUE]!.find((p) => p.t0 === contact.t)?.state.p ?? contact.at)
      : undefined;
  const nearestIndex = (p: Point): number => {
    let best = 0;
    cuePath.forEach((q, i) => {
      if (Math.hypot(q.x - p.x, q.y - p.y) < Math.hypot(cuePath[best]!.x - p.x, cuePath[best]!.y - p.y))
        best = i;
    });
    return best;
  };
  const objectMoved = shot.sim.pieces[OBJECT]!.length > 0;
  const ends = (level: number): Point[] => {
    const end = level === r.mid ? undefined : playCard(g, level);
    return end ? cuePathOf(end) : [];
  };
  return {
    ...construction,
    cuePath,
    objectPath: objectMoved ? thin(pathInDiamonds(shot, OBJECT)) : undefined,
    railContacts,
    railsHit: construction.railsHit.slice(0, railContacts.length),
    railContactIndices: railContacts.map(nearestIndex),
    ghostBall: ghostBall ?? construction.ghostBall,
    contactIndex: ghostBall ? nearestIndex(ghostBall) : undefined,
    speedEnds: r.min < r.max ? { soft: ends(r.min), hard: ends(r.max) } : undefined,
    reply: g.kind === 'kick' && !g.pocket ? replyOf(shot) : undefined,
  };
}
