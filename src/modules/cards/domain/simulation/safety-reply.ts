/**
 * What a safety leaves: the opponent's best reply from where the balls stopped. Every ball the
 * opponent may play (the object ball and the others on the table), every pocket, direct and off one
 * rail (the mirror aim), each scored by its cut angle, its distances and whether a ball is in the way.
 * A shot is EASY when it is direct, clear, cut 30° or less and the cue ball and object ball together
 * travel 5 diamonds or less: a safety that claims to leave nothing must not leave one.
 */
import { BALL_RADIUS, type PocketId, type Point, type Rail } from '../card.types.js';
import { cutAngleDeg, ghostBallFor } from '../geometry/ghost-ball.js';
import {
  POCKETS,
  SIDE_POCKET_MAX_OFF_AXIS_DEG,
  isOnTable,
  pocketEntry,
  pocketMouthAt,
  reflectAcrossRail,
  CUSHION_LINES,
  isLongRail,
} from '../geometry/table.js';
import { closestOnSegment, distance, fmt, fmtP, sub } from '../geometry/vectors.js';

const R = BALL_RADIUS;
const RAILS: Rail[] = ['bottom', 'top', 'left', 'right'];
/** The easiest shot a good safety may leave: a cut up to this is easy … */
export const EASY_CUT_DEG = 30;
/** … when the cue ball and object ball travel no more than this in all (diamonds). */
export const EASY_DISTANCE = 5;

export interface Reply {
  /** The ball the opponent plays and the pocket. */
  ball: Point;
  pocket: PocketId;
  kind: 'direct' | 'one-rail';
  /** The cushion contact of a one-rail kick. */
  via?: Point;
  ghost: Point;
  cutDeg: number;
  /** Cue ball to contact plus object ball to pocket (diamonds). */
  distance: number;
  /** Lower is easier. */
  difficulty: number;
  easy: boolean;
}

function clear(a: Point, b: Point, others: Point[]): boolean {
  return others.every((o) => closestOnSegment(o, a, b).dist >= 2 * R - 1e-6);
}

function entersPocket(ball: Point, pocket: PocketId): boolean {
  const entry = pocketEntry(ball, pocket);
  if (pocket.endsWith('side')) return entry.offAxisDeg <= SIDE_POCKET_MAX_OFF_AXIS_DEG[1];
  return entry.clearance >= R - 1e-9 || entry.offAxisDeg <= 25;
}

/** Where the line a → b meets the cushion line of `rail`. */
function onCushion(a: Point, b: Point, rail: Rail): Point | undefined {
  const c = CUSHION_LINES[rail];
  if (isLongRail(rail)) {
    if (Math.abs(b.y - a.y) < 1e-9) return undefined;
    const t = (c - a.y) / (b.y - a.y);
    return t > 0 && t < 1 ? { x: a.x + t * (b.x - a.x), y: c } : undefined;
  }
  if (Math.abs(b.x - a.x) < 1e-9) return undefined;
  const t = (c - a.x) / (b.x - a.x);
  return t > 0 && t < 1 ? { x: c, y: a.y + t * (b.y - a.y) } : undefined;
}

/** Every reply the opponent has, easiest first. */
export function replies(cueBall: Point, balls: Point[]): Reply[] {
  const out: Reply[] = [];
  for (const ball of balls) {
    if (!isOnTable(ball, 1e-3)) continue;
    const others = balls.filter((b) => b !== ball);
    for (const pocket of Object.keys(POCKETS) as PocketId[]) {
      const ghost = ghostBallFor(ball, pocket);
      if (!isOnTable(ghost, 1e-3) || !entersPocket(ball, pocket) || !clear(ball, POCKETS[pocket], others))
        continue;
      const toPocket = distance(ball, POCKETS[pocket]);
      const direct = cutAngleDeg(sub(ghost, cueBall), ball, pocket);
      if (direct <= 80 && clear(cueBall, ghost, [...others, ball])) {
        const d = distance(cueBall, ghost) + toPocket;
        out.push({
          ball,
          pocket,
          kind: 'direct',
          ghost,
          cutDeg: direct,
          distance: d,
          difficulty: direct / 10 + d / 2,
          easy: direct <= EASY_CUT_DEG && d <= EASY_DISTANCE,
        });
      }
      for (const rail of RAILS) {
        const image = reflectAcrossRail(ghost, rail);
        const via = onCushion(cueBall, image, rail);
        if (!via || pocketMouthAt(rail, via)) continue;
        const cut = cutAngleDeg(sub(ghost, via), ball, pocket);
        if (cut > 80 || !clear(cueBall, via, [...others, ball]) || !clear(via, ghost, [...others, ball]))
          continue;
        const d = distance(cueBall, via) + distance(via, ghost) + toPocket;
        out.push({
          ball,
          pocket,
          kind: 'one-rail',
          via,
          ghost,
          cutDeg: cut,
          distance: d,
          difficulty: 3 + cut / 10 + d / 2,
          easy: false,
        });
      }
    }
  }
  return out.sort((a, b) => a.difficulty - b.difficulty);
}

/** The opponent's best reply, if any shot is on. */
export const bestReply = (cueBall: Point, balls: Point[]): Reply | undefined => replies(cueBall, balls)[0];

/** A sentence for a reply, e.g. "a 24° cut on the ball at (6.1, 2.3) into the top-right pocket, 3.2 diamonds". */
export function describeReply(r: Reply): string {
  const how = r.kind === 'direct' ? 'a direct' : `a one-rail kick (off ${fmtP(r.via!)}) for a`;
  return `${how} ${fmt(r.cutDeg)}° cut on the ball at ${fmtP(r.ball)} into the ${r.pocket} pocket, ${fmt(r.distance)} diamonds`;
}
