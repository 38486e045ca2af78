/**
 * Simpler routes: the reason to kick is that every simpler way to the object ball is shut.
 *
 * For a kick over N rails, the routes with fewer rails — the direct line (0 rails), a one-rail kick off
 * any of the four rails (N ≥ 2), a two-rail kick off any ordered pair of rails (N ≥ 3) — are built with
 * the exact mirror construction (kicks.ts mirrorKick) and called OPEN when:
 * - the path meets exactly those rails, with every contact outside the pocket mouths;
 * - no blocker, and not the object ball itself, lies within a ball's width (2R) of the path before contact;
 * - for a pot (`pocket` given), the cut at the ghost ball is at most OPEN_CUT_DEG (70°): a thinner cut is
 *   no easier than the kick; for a safety, a full hit — or, on the direct line, a half-ball hit either side
 *   (a player who can see half the ball is not hooked).
 */
import { BALL_RADIUS, type KickGeometry, type Point, type Rail } from '../card.types.js';
import { mirrorKick } from './kicks.js';
import type { ComputedPath } from './path.types.js';
import { pocketMouthAt } from './table.js';
import { closestOnSegment, distance, segments } from './vectors.js';

const R = BALL_RADIUS;
/** A direct or simpler route to a pot counts as open up to this cut (degrees). */
export const OPEN_CUT_DEG = 70;

const ALL_RAILS: Rail[] = ['bottom', 'top', 'left', 'right'];

export interface OpenRoute {
  rails: Rail[];
  /** The hit: 0 full, ±1 half-ball (safeties' direct line). */
  offset: number;
  path: ComputedPath;
  /** The ball nearest the route before contact and how far it is from it (Infinity when there are none). */
  nearest: { name: string; at: Point; distance: number };
  /** A point on the route where a blocker would shut it (the middle of its longest segment). */
  shutAt: Point;
}

/** The simpler routes checked for a kick over `n` rails: the direct one ([]) and, for n ≥ 2, each one-rail kick. */
function simplerRailSets(n: number): Rail[][] {
  const sets: Rail[][] = [[]];
  if (n >= 2) for (const r of ALL_RAILS) sets.push([r]);
  // Two-rail alternatives to a three-rail card are not required shut: the diamond system is chosen
  // over an open two-rail route for the numbers a player can rely on, not only when nothing else is open.
  return sets;
}

/** Whether the route is open, and the ball nearest it before contact. */
function openness(
  g: KickGeometry,
  rails: Rail[],
  path: ComputedPath,
): { open: boolean; nearest: OpenRoute['nearest'] } {
  const hit = path.railsHit;
  const railsOk = hit.length === rails.length && hit.every((r, i) => r === rails[i]);
  const mouthsOk = path.railContacts.every((p, i) => {
    const rail = path.railsHit[i];
    return rail === undefined || pocketMouthAt(rail, p) === undefined;
  });
  const before = path.cuePath.slice(0, (path.contactIndex ?? path.cuePath.length - 1) + 1);
  const balls = [
    { name: 'object ball', p: g.objectBall },
    ...(g.blockers ?? []).map((p, i) => ({ name: `blocker ${i + 1}`, p })),
  ];
  let nearest: OpenRoute['nearest'] = { name: '', at: g.cueBall, distance: Infinity };
  let clear = true;
  for (const b of balls) {
    for (const [a, c] of segments(before)) {
      const d = closestOnSegment(b.p, a, c).dist;
      // The object ball is at exactly 2R at contact: only a closer pass counts.
      if (d < 2 * R - 1e-6) clear = false;
      if (b.name !== 'object ball' && d < nearest.distance) nearest = { name: b.name, at: b.p, distance: d };
    }
  }
  const cutOk = !g.pocket || (path.cutAngleDeg ?? 180) <= OPEN_CUT_DEG;
  return { open: railsOk && mouthsOk && clear && cutOk, nearest };
}

function shutPoint(path: ComputedPath): Point {
  const before = path.cuePath.slice(0, (path.contactIndex ?? path.cuePath.length - 1) + 1);
  let best: [Point, Point] | undefined;
  for (const seg of segments(before)) {
    if (!best || distance(seg[0], seg[1]) > distance(best[0], best[1])) best = seg;
  }
  if (!best) return before[0] ?? { x: 0, y: 0 };
  return { x: (best[0].x + best[1].x) / 2, y: (best[0].y + best[1].y) / 2 };
}

/** The simpler routes (fewer rails than the card's) that are open; [] when the card's route is needed. */
export function openSimplerRoutes(g: KickGeometry): OpenRoute[] {
  const out: OpenRoute[] = [];
  for (const rails of simplerRailSets(g.rails.length)) {
    const offsets = !g.pocket && rails.length === 0 ? [0, 1, -1] : [0];
    for (const offset of offsets) {
      const alt: KickGeometry = { ...g, rails, method: 'mirror', aimOffset: offset, correctedAim: undefined };
      const path = mirrorKick(alt);
      const { open, nearest } = openness(g, rails, path);
      if (open) {
        out.push({ rails, offset, path, nearest, shutAt: shutPoint(path) });
        break;
      }
    }
  }
  return out;
}
