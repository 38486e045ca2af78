/**
 * The kick claims a card makes that geometry can check: its zones and why a kick is needed
 * (validateGeometry in validation.ts). The kick as played and what happens after contact are the
 * simulation's (simulation/card-checks.ts).
 */
import { BALL_RADIUS, type KickGeometry } from '../card.types.js';
import { OPEN_CUT_DEG, openSimplerRoutes } from './routes.js';
import { isOnTable } from './table.js';
import { fmt, fmtP } from './vectors.js';

import { zoneProblem } from './zones.js';

const R = BALL_RADIUS;

export function kickZoneProblems(g: KickGeometry): string[] {
  const f = g.finish;
  if (!f) return [];
  const out: string[] = [];
  for (const [label, p] of [
    ['finish.cueBall', f.cueBall],
    ['finish.objectBall', f.objectBall],
  ] as const) {
    if (p && !isOnTable(p)) out.push(`${label} ${fmtP(p)} is off the table (outside the cushion lines)`);
  }
  const cue = zoneProblem('finish.cueBall', f.cueBall, f.zone, 'finish.zone');
  if (cue) out.push(cue);
  if (f.objectBall && f.objectBallZone !== undefined) {
    const ob = zoneProblem('finish.objectBall', f.objectBall, f.objectBallZone, 'finish.objectBallZone');
    if (ob) out.push(ob);
  }
  if (f.objectBallZone !== undefined && !f.objectBall) {
    out.push(
      `finish.objectBallZone '${f.objectBallZone}' is given without finish.objectBall: add where the object ball finishes`,
    );
  }
  return out;
}

/** Every simpler route (direct, fewer rails) must be shut: otherwise the card's kick is not needed. */
export function whyKickProblems(g: KickGeometry): string[] {
  return openSimplerRoutes(g).map((r) => {
    const what =
      r.rails.length === 0
        ? g.pocket
          ? 'the direct pot (straight at the ghost ball)'
          : r.offset === 0
            ? 'a direct full hit'
            : 'a direct half-ball hit'
        : `a ${r.rails.length}-rail kick off the ${r.rails.join(' then ')} rail${r.rails.length > 1 ? 's' : ''}`;
    const aim = r.rails.length > 0 && r.path.aimPoint ? ` (aim at ${fmtP(r.path.aimPoint)})` : '';
    const nearest = r.nearest.name
      ? `the nearest, ${r.nearest.name} at ${fmtP(r.nearest.at)}, is ${fmt(r.nearest.distance)} from it and under ${fmt(2 * R)} would block it`
      : 'there is no blocker';
    const cut =
      g.pocket && r.path.cutAngleDeg !== undefined
        ? ` and the cut is ${fmt(r.path.cutAngleDeg)}° (open up to ${OPEN_CUT_DEG}°)`
        : '';
    return `${what} is open${aim}: no ball lies within a ball's width of its path (${nearest})${cut}, so the card's ${g.rails.length}-rail kick is not needed; move a blocker onto that route (e.g. to ${fmtP(r.shutAt)}) or change the layout`;
  });
}
