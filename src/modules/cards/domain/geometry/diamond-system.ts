/**
 * The corner-5 diamond system, for kicks with method 'diamond-system' (3 rails, long → short → long:
 * ['top','right','bottom'], ['top','left','bottom'], ['bottom','right','top'] or ['bottom','left','top']).
 * Numbers, described for ['top','right','bottom'] (the others are mirror images):
 * - Aim number F on the FIRST rail = diamonds from the second (short) rail: the aim point is the diamond
 *   sight at x = 8 − F on the top rail (sighted through the diamonds, DIAMOND_LINE_OFFSET behind the nose).
 * - Cue-ball (origin) number D: extend the line from the aim sight back through the cue ball to the
 *   diamond sights at the other end: the bottom-left corner is 5; along the bottom rail it drops by ½ per
 *   diamond (4.5 at x = 1, 4 at x = 2 … 1 at x = 8); up the left short rail it rises by 1 per diamond
 *   (6 at y = 1, 7 at y = 2, 8 at y = 3).
 * - Arrival number A = D − F on the THIRD rail = diamonds from the second rail: the cue ball meets the
 *   bottom cushion at x = 8 − A.
 * - Model of the track (as the system is played: medium speed, about one tip of RUNNING side spin,
 *   validation requires tip.x on the running side with |tip.x| ≥ 0.2): rail 1 contact where the aim line
 *   meets the cushion line; rail 2 contact chosen so the rail-2 bounce is a mirror bounce between
 *   rail 1 and rail 3 contacts; after rail 3 a mirror bounce. The object ball is met on the segment after
 *   the third rail (before the cue ball reaches a fourth cushion).
 * - The engine SOLVES for the aim number F whose track passes through the ghost ball (pocket given) or
 *   the object ball centre (safety, full hit) — as players do: find the line from the cue ball for which
 *   D − F lands on the arrival number that sends the ball to the target. Use solveDiamondSystem()
 *   (or diamondSystemTrack() for a given F, pointOnTrack() to place the ball) when writing a card; if
 *   no track of the system reaches the ball, validation says how far the nearest track passes.
 *
 * diamondKick() in kicks.ts follows the solved track to the object ball.
 *
 * THE SYSTEM'S RELIABLE RANGE (SYSTEM_RANGE, checked by validation; outside it the corner-5 numbers no
 * longer predict the track and players correct by feel):
 * - arrival number 1–7: the cue ball meets the third rail at least a diamond from either corner (near a
 *   corner the track bends into the pocket's facing and the numbers run long);
 * - the first-rail contact no farther than 4 diamonds from the second rail, i.e. not past the side-pocket
 *   point (beyond it the angle into the second rail is too shallow for the numbers);
 * - the object ball met within 2 diamonds of the third-rail contact (the contact point, cue-ball centre):
 *   the numbers predict where the ball meets the third rail and the first diamond or two after it; farther
 *   out, small errors at the rails have grown past a ball's width.
 */
import type { Point, Rail } from '../card.types.js';
import {
  CUSHION_LINES,
  DIAMOND_LINE_OFFSET,
  TABLE_LENGTH,
  TABLE_WIDTH,
  isLongRail,
  pocketMouthAt,
} from './table.js';
import {
  add,
  closestOnSegment,
  cross,
  distance,
  dot,
  fmt,
  fmtP,
  mul,
  pointAt,
  sub,
  unit,
} from './vectors.js';

/** The range in which the corner-5 numbers are reliable (see the header). */
export const SYSTEM_RANGE = {
  minArrival: 1,
  maxArrival: 7,
  /** Largest distance of the first-rail contact from the second rail's cushion line (diamonds). */
  maxFirstRailFromSecond: 4,
  /** Largest distance from the third-rail contact to the contact with the object ball (diamonds). */
  maxAfterThirdRail: 2,
} as const;

/**
 * Where a usable track lies outside SYSTEM_RANGE, each as a sentence (without the card id) with the
 * measured value and the limit; [] when within. `contact` is the cue ball's centre at contact.
 */
export function systemRangeProblems(track: UsableDiamondSystemTrack, contact: Point): string[] {
  const out: string[] = [];
  const { minArrival, maxArrival, maxFirstRailFromSecond, maxAfterThirdRail } = SYSTEM_RANGE;
  const a = track.arrivalNumber;
  if (a < minArrival - 1e-9 || a > maxArrival + 1e-9) {
    out.push(
      `diamond system: arrival number ${fmt(a)} puts the third-rail contact ${fmt(Math.min(a, 8 - a))} diamond from a corner, outside the system's reliable range (arrival ${minArrival}–${maxArrival}, at least a diamond from either corner): move the cue ball or the object ball so the track arrives between diamonds ${minArrival} and ${maxArrival}`,
    );
  }
  const [c1] = track.contacts;
  const second = track.rails[1];
  const fromSecond = second === 'left' ? c1.x - CUSHION_LINES.left : CUSHION_LINES.right - c1.x;
  if (fromSecond > maxFirstRailFromSecond + 1e-9) {
    out.push(
      `diamond system: the first-rail contact ${fmtP(c1)} is ${fmt(fromSecond)} diamonds from the ${second ?? ''} rail, past the side-pocket point (the system is reliable up to ${maxFirstRailFromSecond}): move the cue ball toward the ${second ?? ''} rail's half of the table`,
    );
  }
  const after = distance(track.contacts[2], contact);
  if (after > maxAfterThirdRail + 1e-9) {
    out.push(
      `diamond system: the object ball is met ${fmt(after)} diamonds past the third-rail contact ${fmtP(track.contacts[2])} (the corner-5 numbers hold for about ${maxAfterThirdRail}): move the object ball nearer the third rail's contact, or use a mirror kick`,
    );
  }
  return out;
}

interface DiamondSystemNumbers {
  rails: Rail[];
  /** F: diamonds from the second rail along the first rail, where the cue ball is aimed. */
  aimNumber: number;
  /** D: the cue ball's origin number (corner = 5). */
  originNumber: number;
  /** D − F: diamonds from the second rail along the third rail, where the cue ball arrives. */
  arrivalNumber: number;
  /** The diamond sight aimed at (on the rail cap, outside the cushion line). */
  aimPoint: Point;
  /** Where the back-extended aim line meets the origin diamond sights. */
  originPoint: Point;
}

/** A track the system gives. */
export interface UsableDiamondSystemTrack extends DiamondSystemNumbers {
  /** Cue-ball centre at the three rail contacts. */
  contacts: [Point, Point, Point];
  /** Cue ball → rail 1 → rail 2 → rail 3 → the next (fourth) cushion. */
  path: [Point, Point, Point, Point, Point];
  problem?: undefined;
}

/** No usable track: why, with the contacts and path worked out before the problem was found. */
export interface UnusableDiamondSystemTrack extends DiamondSystemNumbers {
  contacts: Point[];
  path: Point[];
  problem: string;
}

export type DiamondSystemTrack = UsableDiamondSystemTrack | UnusableDiamondSystemTrack;

export interface DiamondSystemSolution extends UsableDiamondSystemTrack {
  /** How far the track passes from the requested target (0 when it goes through it). */
  miss: number;
}

interface Frame {
  flipX: boolean;
  flipY: boolean;
}

/** The canonical frame is rails ['top','right','bottom']; others are its mirror images. */
export function systemFrame(rails: readonly Rail[]): Frame | undefined {
  if (rails.length !== 3) return undefined;
  const [r1, r2, r3] = rails;
  if (r1 === undefined || r2 === undefined || r3 === undefined) return undefined;
  if (!isLongRail(r1) || isLongRail(r2) || !isLongRail(r3) || r1 === r3) return undefined;
  return { flipX: r2 === 'left', flipY: r1 === 'bottom' };
}

const toFrame = (p: Point, f: Frame): Point => ({
  x: f.flipX ? TABLE_LENGTH - p.x : p.x,
  y: f.flipY ? TABLE_WIDTH - p.y : p.y,
});

/** The track the corner-5 system gives for `cueBall` aimed at first-rail number `aimNumber`. */
export function diamondSystemTrack(
  cueBall: Point,
  rails: readonly Rail[],
  aimNumber: number,
): DiamondSystemTrack {
  const frame = systemFrame(rails);
  const base: Omit<UnusableDiamondSystemTrack, 'problem'> = {
    rails: [...rails],
    aimNumber,
    originNumber: NaN,
    arrivalNumber: NaN,
    aimPoint: { x: NaN, y: NaN },
    originPoint: { x: NaN, y: NaN },
    contacts: [],
    path: [cueBall],
  };
  if (!frame) {
    return {
      ...base,
      problem: `rails ${JSON.stringify(rails)} are not a diamond-system route: use long → short → long, e.g. ['top','right','bottom']`,
    };
  }
  const back = (p: Point): Point => toFrame(p, frame);
  const c = toFrame(cueBall, frame);
  const d = DIAMOND_LINE_OFFSET;
  const aim = { x: TABLE_LENGTH - aimNumber, y: TABLE_WIDTH + d };
  const dir = sub(aim, c);
  const top = CUSHION_LINES.top;
  const right = CUSHION_LINES.right;
  const bottom = CUSHION_LINES.bottom;
  const a1 = add(c, mul(dir, (top - c.y) / dir.y));
  a1.y = top;

  // Origin number: back-extend the aim line to the diamond sights at the other end.
  const sBottom = (c.y + d) / dir.y;
  const xb = c.x - dir.x * sBottom;
  let origin: number;
  let originPoint: Point;
  if (xb >= -d) {
    originPoint = { x: xb, y: -d };
    origin = xb >= 0 ? 5 - xb / 2 : 5;
  } else {
    const sLeft = (c.x + d) / dir.x;
    const yl = c.y - dir.y * sLeft;
    originPoint = { x: -d, y: yl };
    origin = yl >= 0 ? 5 + yl : 5;
  }
  const arrival = origin - aimNumber;
  const result: Omit<UnusableDiamondSystemTrack, 'problem'> = {
    ...base,
    originNumber: origin,
    arrivalNumber: arrival,
    aimPoint: back(aim),
    originPoint: back(originPoint),
    path: [cueBall, back(a1)],
    contacts: [back(a1)],
  };
  if (aimNumber < 0 || aimNumber > TABLE_LENGTH) {
    return { ...result, problem: `aim number ${fmt(aimNumber)} is off the first rail (0–8)` };
  }
  if (a1.x <= CUSHION_LINES.left || a1.x >= right) {
    return { ...result, problem: `the aim line meets the first rail off the table (x ${fmt(a1.x)})` };
  }
  if (origin < 1 || origin > 9 || xb > TABLE_LENGTH) {
    return {
      ...result,
      problem: `cue-ball origin number ${fmt(origin)} is outside the system's 1–9 scale: the cue ball is on the wrong end of the table for this route`,
    };
  }
  const x3 = TABLE_LENGTH - arrival;
  if (arrival <= 0 || x3 <= CUSHION_LINES.left) {
    return {
      ...result,
      problem: `arrival number ${fmt(origin)} − ${fmt(aimNumber)} = ${fmt(arrival)} is off the third rail (0–8)`,
    };
  }
  const a3 = { x: x3, y: bottom };
  const a3Image = { x: 2 * right - x3, y: bottom };
  const s2 = (right - a1.x) / (a3Image.x - a1.x);
  const a2 = { x: right, y: a1.y + (a3Image.y - a1.y) * s2 };
  // After the third rail: mirror bounce off the bottom cushion, up to the next cushion.
  const d4 = { x: a3.x - a2.x, y: -(a3.y - a2.y) };
  const tTop = (top - a3.y) / d4.y;
  const tLeft = d4.x < 0 ? (CUSHION_LINES.left - a3.x) / d4.x : Infinity;
  const a4 = add(a3, mul(d4, Math.min(tTop, tLeft)));
  return {
    ...result,
    contacts: [back(a1), back(a2), back(a3)],
    path: [back(c), back(a1), back(a2), back(a3), back(a4)],
  };
}

/** Nearest point of the segment after the third rail to `target`, with the signed offset. */
function trackOffset(
  track: UsableDiamondSystemTrack,
  target: Point,
): { signed: number; within: boolean; dist: number } {
  const a3 = track.path[3];
  const a4 = track.path[4];
  const dir = unit(sub(a4, a3));
  const rel = sub(target, a3);
  const along = dot(rel, dir);
  const signed = cross(dir, rel);
  const within = along > 0 && along < distance(a3, a4);
  const { dist } = closestOnSegment(target, a3, a4);
  return { signed, within, dist };
}

/**
 * Solve the corner-5 system for the aim number whose track (after the third rail) passes through
 * `target` — the ghost ball, or the object ball centre for a full-hit safety. Returns the exact track
 * (miss 0) or, when none reaches it, the track that passes nearest (miss > 0). Undefined if the route
 * is not a diamond-system route or no aim gives a usable track.
 */
export function solveDiamondSystem(
  cueBall: Point,
  rails: readonly Rail[],
  target: Point,
): DiamondSystemSolution | undefined {
  if (!systemFrame(rails)) return undefined;
  const step = 0.02;
  let best: DiamondSystemSolution | undefined;
  let prev: { f: number; signed: number } | undefined;
  const roots: DiamondSystemSolution[] = [];
  for (let i = 0; i <= TABLE_LENGTH / step; i++) {
    const f = i * step;
    const track = diamondSystemTrack(cueBall, rails, f);
    if (track.problem !== undefined) {
      prev = undefined;
      continue;
    }
    const off = trackOffset(track, target);
    if (!best || off.dist < best.miss) best = { ...track, miss: off.dist };
    if (off.within && prev && Math.sign(prev.signed) !== Math.sign(off.signed)) {
      let lo = prev.f;
      let hi = f;
      let sLo = prev.signed;
      for (let k = 0; k < 60; k++) {
        const mid = (lo + hi) / 2;
        const t = diamondSystemTrack(cueBall, rails, mid);
        const s = t.problem !== undefined ? NaN : trackOffset(t, target).signed;
        if (Number.isNaN(s)) break;
        if (Math.sign(s) === Math.sign(sLo)) {
          lo = mid;
          sLo = s;
        } else hi = mid;
      }
      const root = diamondSystemTrack(cueBall, rails, (lo + hi) / 2);
      if (root.problem === undefined) {
        const off2 = trackOffset(root, target);
        if (off2.within) roots.push({ ...root, miss: off2.dist });
      }
    }
    prev = off.within ? { f, signed: off.signed } : undefined;
  }
  if (roots.length > 0) {
    // Prefer a track whose contacts all miss the pockets.
    const clean = roots.find((r) =>
      r.contacts.every((p, i) => {
        const rail = r.rails[i];
        return rail !== undefined && !pocketMouthAt(rail, p);
      }),
    );
    return clean ?? roots[0];
  }
  return best;
}

/** A point on a system track `distanceAfterThirdRail` diamonds past the third-rail contact. */
export function pointOnTrack(track: DiamondSystemTrack, distanceAfterThirdRail: number): Point {
  if (track.problem !== undefined) return pointAt(track.path, -1);
  const a3 = track.path[3];
  const a4 = track.path[4];
  return add(a3, mul(unit(sub(a4, a3)), distanceAfterThirdRail));
}
