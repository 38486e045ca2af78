/**
 * The table: cushion lines, pockets and their mouths, diamonds.
 *
 * Coordinates are diamonds (see card.types.ts): x 0–8 along the long rails, y 0–4 across,
 * y = 0 bottom rail, y = 4 top rail, x = 0 left short rail, x = 8 right short rail.
 * R = BALL_RADIUS = 0.09.
 *
 * - Cushion lines: where a ball's CENTRE is when it touches a cushion: x = R (left), x = 8 − R (right),
 *   y = R (bottom), y = 4 − R (top). Every ball centre and every path point must lie inside them.
 * - Pockets (POCKETS): corners at the table corners (0,0) (8,0) (0,4) (8,4); sides at (4,0) and (4,4).
 *   The object ball is sent in a straight line at that point. A corner pocket takes any straight line;
 *   a side pocket only takes a line that crosses its cushion line within SIDE_POCKET_MOUTH (0.2) of x = 4
 *   (i.e. approach within ~65° of straight in).
 * - Pocket mouths for the CUE ball: a rail contact closer than CORNER_JAW (0.35) to a corner along the
 *   rail, or closer than SIDE_JAW (0.3) to x = 4 on a long rail, falls in the pocket (error).
 * - Diamonds (sights) sit DIAMOND_LINE_OFFSET (0.3) behind the cushion nose, on the rail cap.
 * - Pocket openings for the OBJECT ball (pocketEntry): a corner pocket's jaws (the points where the cushion
 *   noses end) sit CORNER_MOUTH_JAW (0.263, a 4.65 in mouth) from the corner along each nose; its axis is the
 *   diagonal into the corner. A ball sent at the pocket point clips the near jaw when its centre line passes
 *   within R of it: for a corner that happens 25° or more off the axis. A side pocket's jaws sit SIDE_MOUTH_JAW
 *   (0.205, a 5.1 in mouth) either side of x = 4 and its axis is square to the rail; its angled facings turn
 *   away a ball that comes in more than SIDE_POCKET_MAX_OFF_AXIS_DEG[speed] off square (55° soft … 25° hard).
 */
import { BALL_RADIUS, type PocketId, type Point, type Rail } from '../card.types.js';

export const TABLE_LENGTH = 8;
export const TABLE_WIDTH = 4;
const R = BALL_RADIUS;

/** Position of a ball centre touching each cushion (the x or y of the line). */
export const CUSHION_LINES: Readonly<Record<Rail, number>> = {
  left: R,
  right: TABLE_LENGTH - R,
  bottom: R,
  top: TABLE_WIDTH - R,
};

export const POCKETS: Readonly<Record<PocketId, Point>> = {
  'bottom-left': { x: 0, y: 0 },
  'bottom-side': { x: 4, y: 0 },
  'bottom-right': { x: 8, y: 0 },
  'top-left': { x: 0, y: 4 },
  'top-side': { x: 4, y: 4 },
  'top-right': { x: 8, y: 4 },
};

/** Diamond sights sit this far behind the cushion nose (about 3.75 in on a 9-ft table). */
export const DIAMOND_LINE_OFFSET = 0.3;
/** Cue-ball rail contacts closer than this (along the rail) to a corner fall into the pocket. */
export const CORNER_JAW = 0.35;
/** Cue-ball rail contacts closer than this to x = 4 on a long rail fall into the side pocket. */
export const SIDE_JAW = 0.3;
/** An object ball enters a side pocket when its centre crosses the cushion line within this of x = 4. */
export const SIDE_POCKET_MOUTH = 0.2;

/** A corner pocket's jaws sit this far from the corner along each cushion nose (a 4.65 in mouth). */
export const CORNER_MOUTH_JAW = 0.263;
/** A side pocket's jaws sit this far either side of x = 4 on the cushion nose (a 5.1 in mouth). */
export const SIDE_MOUTH_JAW = 0.205;
/**
 * The largest angle off square (degrees) at which an object ball still drops in a side pocket, by the
 * card's speed 1 (soft) … 5 (hard): a fast ball hitting the angled facing rattles out.
 */
export const SIDE_POCKET_MAX_OFF_AXIS_DEG = [55, 50, 40, 30, 25] as const;

export const isLongRail = (rail: Rail): boolean => rail === 'bottom' || rail === 'top';

/** Reflect a point about a rail's cushion line. */
export function reflectAcrossRail(p: Point, rail: Rail): Point {
  const c = CUSHION_LINES[rail];
  return isLongRail(rail) ? { x: p.x, y: 2 * c - p.y } : { x: 2 * c - p.x, y: p.y };
}

export function isOnTable(p: Point, tolerance = 1e-6): boolean {
  return (
    p.x >= CUSHION_LINES.left - tolerance &&
    p.x <= CUSHION_LINES.right + tolerance &&
    p.y >= CUSHION_LINES.bottom - tolerance &&
    p.y <= CUSHION_LINES.top + tolerance
  );
}

/** The pocket whose mouth a cue-ball contact on `rail` at `p` falls into, if any. */
export function pocketMouthAt(rail: Rail, p: Point): PocketId | undefined {
  if (isLongRail(rail)) {
    const side = rail === 'bottom' ? 'bottom' : 'top';
    if (p.x < CORNER_JAW) return `${side}-left`;
    if (p.x > TABLE_LENGTH - CORNER_JAW) return `${side}-right`;
    if (Math.abs(p.x - 4) < SIDE_JAW) return `${side}-side`;
    return undefined;
  }
  const end = rail === 'left' ? 'left' : 'right';
  if (p.y < CORNER_JAW) return `bottom-${end}`;
  if (p.y > TABLE_WIDTH - CORNER_JAW) return `top-${end}`;
  return undefined;
}

export interface PocketEntry {
  /** Angle in degrees between the ball's line to the pocket point and the pocket's axis. */
  offAxisDeg: number;
  /** The jaw point the ball's centre line passes closest to. */
  nearJaw: Point;
  /** Distance from that jaw point to the ball's centre line (the ball clips it when below R). */
  clearance: number;
  /** The rail whose cushion nose ends at the near jaw. */
  nearJawRail: Rail;
}

/** How a ball sent from `ball` in a straight line at `pocket`'s point enters the pocket's opening. */
export function pocketEntry(ball: Point, pocket: PocketId): PocketEntry {
  const p = POCKETS[pocket];
  const longRail: Rail = p.y === 0 ? 'bottom' : 'top';
  const inward = p.y === 0 ? 1 : -1; // from the long rail into the table
  let jaws: { point: Point; rail: Rail }[];
  let axis: Point;
  if (pocket.endsWith('side')) {
    jaws = [
      { point: { x: p.x - SIDE_MOUTH_JAW, y: p.y }, rail: longRail },
      { point: { x: p.x + SIDE_MOUTH_JAW, y: p.y }, rail: longRail },
    ];
    axis = { x: 0, y: -inward };
  } else {
    const along = p.x === 0 ? 1 : -1; // from the short rail into the table
    const shortRail: Rail = p.x === 0 ? 'left' : 'right';
    jaws = [
      { point: { x: p.x + along * CORNER_MOUTH_JAW, y: p.y }, rail: longRail },
      { point: { x: p.x, y: p.y + inward * CORNER_MOUTH_JAW }, rail: shortRail },
    ];
    axis = { x: -along / Math.SQRT2, y: -inward / Math.SQRT2 };
  }
  const dx = p.x - ball.x;
  const dy = p.y - ball.y;
  const l = Math.hypot(dx, dy);
  const d = l < 1e-12 ? axis : { x: dx / l, y: dy / l };
  const cos = Math.max(-1, Math.min(1, d.x * axis.x + d.y * axis.y));
  const offAxisDeg = (Math.acos(cos) * 180) / Math.PI;
  let best: PocketEntry | undefined;
  for (const jaw of jaws) {
    // Distance from the jaw point to the segment ball → pocket point.
    const t = Math.max(0, Math.min(l, (jaw.point.x - ball.x) * d.x + (jaw.point.y - ball.y) * d.y));
    const clearance = Math.hypot(ball.x + d.x * t - jaw.point.x, ball.y + d.y * t - jaw.point.y);
    if (!best || clearance < best.clearance) {
      best = { offAxisDeg, nearJaw: jaw.point, clearance, nearJawRail: jaw.rail };
    }
  }
  return best!;
}
