/**
 * The path engine: turns a card's geometry into the lines the diagram draws, and validates it.
 *
 * Coordinates are diamonds (see card.types.ts): x 0–8 along the long rails, y 0–4 across,
 * y = 0 bottom rail, y = 4 top rail, x = 0 left short rail, x = 8 right short rail.
 * R = BALL_RADIUS = 0.09.
 *
 * TABLE
 * - Cushion lines: where a ball's CENTRE is when it touches a cushion: x = R (left), x = 8 − R (right),
 *   y = R (bottom), y = 4 − R (top). Every ball centre and every path point must lie inside them.
 * - Pockets (POCKETS): corners at the table corners (0,0) (8,0) (0,4) (8,4); sides at (4,0) and (4,4).
 *   The object ball is sent in a straight line at that point. A corner pocket takes any straight line;
 *   a side pocket only takes a line that crosses its cushion line within SIDE_POCKET_MOUTH (0.2) of x = 4
 *   (i.e. approach within ~65° of straight in).
 * - Pocket mouths for the CUE ball: a rail contact closer than CORNER_JAW (0.35) to a corner along the
 *   rail, or closer than SIDE_JAW (0.3) to x = 4 on a long rail, falls in the pocket (error).
 * - Diamonds (sights) sit DIAMOND_LINE_OFFSET (0.3) behind the cushion nose, on the rail cap.
 *
 * GHOST BALL: for a pocket p, ghost = objectBall − 2R · unit(pocket − objectBall): where the cue ball's
 * centre must be at contact. Cut angle θ = angle between the cue ball's final approach and the object
 * ball's line to the pocket; it must be below MAX_CUT_DEG (80°). Helper: ghostBallFor(),
 * objectBallForGhost() (the inverse, to place an object ball whose ghost ball lies on a known track).
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
 * KICK, method 'diamond-system' (3 rails, long → short → long: ['top','right','bottom'],
 * ['top','left','bottom'], ['bottom','right','top'] or ['bottom','left','top']) — the corner-5 system.
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
 * POSITION (cue ball pockets the object ball, then goes to `target`).
 * - Ghost ball as above; θ = cut angle; the cue ball's speed at contact comes from `speed`.
 * - Right after contact the cue ball keeps only its velocity component along the TANGENT line
 *   (perpendicular to the object ball's line, on the side away from the object ball's path: the 90° rule)
 *   plus its spin: k = 0 for 'stop'/'stun', k = 1 (natural roll) for 'follow', k = 2.5·tip.y for 'draw'
 *   (tip.y −0.4 ≈ one full "roll" of backspin; the spin is assumed to reach the object ball intact).
 *   Cloth friction then bends the path (parabola) until the ball rolls; final direction
 *   = 5/7·(tangent velocity) + 2/7·k·(approach velocity). Natural roll gives the 30° rule: about 30°
 *   from the cue ball's ORIGINAL direction for ¼–¾ ball hits (33.7° at a half-ball hit), i.e. bent
 *   from the tangent line toward the object ball's line; near-full hits follow forward. Draw bends back
 *   from the tangent line toward the reverse of the approach; more draw (more negative tip.y) bends more.
 * - 'stop' means a straight-in shot (θ ≤ 5°): the cue ball stops at the ghost ball; 'stun' needs θ ≥ 5°.
 *   Tip must match: follow tip.y ≥ 0.1, draw tip.y ≤ −0.1, stop/stun −0.5 ≤ tip.y ≤ 0.15.
 * - The cue ball then rebounds off `rails` in order by mirror reflection (side spin is NOT modelled: it is
 *   for the description only). The path must meet exactly those rails first, and ends at the point of the
 *   last leg (after the last listed rail, up to the next cushion) closest to `target`, which must be
 *   within TARGET_TOLERANCE (0.35). The path must not run through `nextBall`.
 *
 * VALIDATION (validateGeometry) also checks: tip |tip| ≤ 0.7, balls on the table and not overlapping.
 */
import {
  BALL_RADIUS,
  type CardGeometry,
  type KickGeometry,
  type PocketId,
  type Point,
  type PositionGeometry,
  type Rail,
} from './card.types.js';

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
export const TARGET_TOLERANCE = 0.35;
export const MAX_CUT_DEG = 80;
export const MISCUE_LIMIT = 0.7;

/** Cue-ball speed at contact for Speed 1…5, in diamonds per second (≈ 1.0 … 4.4 m/s). */
const SPEED_DIAMONDS_PER_S = [1.0, 1.6, 2.3, 3.2, 4.4].map((v) => v / 0.3175);
/** Sliding friction deceleration μg (μ ≈ 0.2) in diamonds/s². */
const MU_G = (0.2 * 9.81) / 0.3175;
const EPS = 1e-9;

export interface DiamondSystemTrack {
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
  /** Cue-ball centre at the three rail contacts. */
  contacts: Point[];
  /** Cue ball → rail 1 → rail 2 → rail 3 → the next (fourth) cushion. */
  path: Point[];
  /** Why the system does not give a usable track (undefined when fine). */
  problem?: string;
}

export interface DiamondSystemSolution extends DiamondSystemTrack {
  /** How far the track passes from the requested target (0 when it goes through it). */
  miss: number;
}

export interface ComputedPath {
  /** Cue-ball centre from its start to where it ends. */
  cuePath: Point[];
  /** Object ball centre → pocket, when a ball is pocketed. */
  objectPath?: Point[];
  railContacts: Point[];
  /** Cue-ball centre at contact with the object ball. */
  ghostBall?: Point;
  /** Where the shot is aimed: first-rail contact (mirror), diamond sight (system), ghost ball (position). */
  aimPoint?: Point;
  /** The rail of each rail contact, in order. */
  railsHit: Rail[];
  /** Index in cuePath of each rail contact. */
  railContactIndices: number[];
  /** Index in cuePath where the cue ball meets the object ball. */
  contactIndex?: number;
  /** Cut angle in degrees (pocketed shots). */
  cutAngleDeg?: number;
  /** Diamond-system numbers (diamond-system kicks). */
  diamondSystem?: DiamondSystemTrack;
  /** Position shots: the last leg the end point was chosen on (for diagnostics). */
  lastLeg?: Point[];
}

// ───────────────────────────── vector helpers ─────────────────────────────

const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
const mul = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
const len = (a: Point): number => Math.hypot(a.x, a.y);
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);
const unit = (a: Point): Point => {
  const l = len(a);
  return l < EPS ? { x: 0, y: 0 } : { x: a.x / l, y: a.y / l };
};
const deg = (rad: number): number => (rad * 180) / Math.PI;
const fmt = (n: number): string => (Math.round(n * 100) / 100).toString();
const fmtP = (p: Point): string => `(${fmt(p.x)}, ${fmt(p.y)})`;

/** Distance from p to segment ab, and the closest point. */
function closestOnSegment(p: Point, a: Point, b: Point): { point: Point; dist: number; t: number } {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  const t = l2 < EPS ? 0 : Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
  const point = add(a, mul(ab, t));
  return { point, dist: distance(p, point), t };
}

const isLongRail = (rail: Rail): boolean => rail === 'bottom' || rail === 'top';

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

/** Where the cue ball's centre must be at contact to send `objectBall` to `pocket`. */
export function ghostBallFor(objectBall: Point, pocket: PocketId): Point {
  return sub(objectBall, mul(unit(sub(POCKETS[pocket], objectBall)), 2 * R));
}

/** The object-ball position whose ghost ball for `pocket` is `ghost` (inverse of ghostBallFor). */
export function objectBallForGhost(ghost: Point, pocket: PocketId): Point {
  return add(ghost, mul(unit(sub(POCKETS[pocket], ghost)), 2 * R));
}

/** Cut angle in degrees between the cue ball's approach direction and the object ball's line to the pocket. */
export function cutAngleDeg(approach: Point, objectBall: Point, pocket: PocketId): number {
  const a = unit(approach);
  const u = unit(sub(POCKETS[pocket], objectBall));
  return deg(Math.acos(Math.max(-1, Math.min(1, dot(a, u)))));
}

// ───────────────────────────── folding (mirror tracing) ─────────────────────────────

function foldCoord(v: number, lo: number, hi: number): number {
  const L = hi - lo;
  let u = (v - lo) % (2 * L);
  if (u < 0) u += 2 * L;
  return u <= L ? lo + u : lo + 2 * L - u;
}

function fold(p: Point): Point {
  return {
    x: foldCoord(p.x, CUSHION_LINES.left, CUSHION_LINES.right),
    y: foldCoord(p.y, CUSHION_LINES.bottom, CUSHION_LINES.top),
  };
}

interface Crossing {
  t: number;
  rail: Rail;
}

function crossingsOnAxis(
  a: number,
  b: number,
  lo: number,
  hi: number,
  loRail: Rail,
  hiRail: Rail,
): Crossing[] {
  const L = hi - lo;
  const out: Crossing[] = [];
  if (Math.abs(b - a) < EPS) return out;
  const kA = (a - lo) / L;
  const kB = (b - lo) / L;
  for (let k = Math.ceil(Math.min(kA, kB)); k <= Math.floor(Math.max(kA, kB)); k++) {
    const t = (lo + k * L - a) / (b - a);
    out.push({ t, rail: Math.abs(k % 2) === 0 ? loRail : hiRail });
  }
  return out;
}

interface Trace {
  path: Point[];
  contacts: { point: Point; rail: Rail; index: number }[];
}

/** Fold an unfolded polyline (mirror-world) back onto the table, recording cushion contacts. */
function foldPolyline(points: Point[]): Trace {
  const path: Point[] = [fold(points[0])];
  const contacts: Trace['contacts'] = [];
  for (let i = 1; i < points.length; i++) {
    const a = points[i - 1];
    const b = points[i];
    const xs = crossingsOnAxis(a.x, b.x, CUSHION_LINES.left, CUSHION_LINES.right, 'left', 'right');
    const ys = crossingsOnAxis(a.y, b.y, CUSHION_LINES.bottom, CUSHION_LINES.top, 'bottom', 'top');
    const all = [...xs, ...ys].filter((c) => c.t > EPS && c.t < 1 - EPS).sort((p, q) => p.t - q.t);
    for (const c of all) {
      const q = fold(add(a, mul(sub(b, a), c.t)));
      // Snap exactly onto the cushion line.
      if (isLongRail(c.rail)) q.y = CUSHION_LINES[c.rail];
      else q.x = CUSHION_LINES[c.rail];
      path.push(q);
      contacts.push({ point: q, rail: c.rail, index: path.length - 1 });
    }
    path.push(fold(b));
  }
  return { path, contacts };
}

// ───────────────────────────── kicks: mirror ─────────────────────────────

function mirrorKick(g: KickGeometry): ComputedPath {
  const target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  let image = target;
  for (let i = g.rails.length - 1; i >= 0; i--) image = reflectAcrossRail(image, g.rails[i]);
  const trace = foldPolyline([g.cueBall, image]);
  const path = trace.path;
  let ghost = target;
  if (!g.pocket) {
    const prev = path[path.length - 2] ?? g.cueBall;
    ghost = sub(g.objectBall, mul(unit(sub(g.objectBall, prev)), 2 * R));
    path[path.length - 1] = ghost;
  }
  const approach = sub(path[path.length - 1], path[path.length - 2] ?? g.cueBall);
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

// ───────────────────────────── kicks: corner-5 diamond system ─────────────────────────────

interface Frame {
  flipX: boolean;
  flipY: boolean;
}

/** The canonical frame is rails ['top','right','bottom']; others are its mirror images. */
function systemFrame(rails: readonly Rail[]): Frame | undefined {
  if (rails.length !== 3) return undefined;
  const [r1, r2, r3] = rails;
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
  const base: DiamondSystemTrack = {
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
  const result: DiamondSystemTrack = {
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
  const canon = [c, a1, a2, a3, a4];
  return {
    ...result,
    contacts: [a1, a2, a3].map(back),
    path: canon.map(back),
  };
}

/** Nearest point of the segment after the third rail to `target`, with the signed offset. */
function trackOffset(
  track: DiamondSystemTrack,
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
    if (track.problem) {
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
        const s = t.problem ? NaN : trackOffset(t, target).signed;
        if (Number.isNaN(s)) break;
        if (Math.sign(s) === Math.sign(sLo)) {
          lo = mid;
          sLo = s;
        } else hi = mid;
      }
      const root = diamondSystemTrack(cueBall, rails, (lo + hi) / 2);
      if (!root.problem) {
        const off2 = trackOffset(root, target);
        if (off2.within) roots.push({ ...root, miss: off2.dist });
      }
    }
    prev = off.within ? { f, signed: off.signed } : undefined;
  }
  if (roots.length > 0) {
    // Prefer a track whose contacts all miss the pockets.
    const clean = roots.find((r) => r.contacts.every((p, i) => !pocketMouthAt(r.rails[i], p)));
    return clean ?? roots[0];
  }
  return best;
}

/** A point on a system track `distanceAfterThirdRail` diamonds past the third-rail contact. */
export function pointOnTrack(track: DiamondSystemTrack, distanceAfterThirdRail: number): Point {
  const a3 = track.path[3];
  const a4 = track.path[4];
  if (!a3 || !a4) return track.path[track.path.length - 1];
  return add(a3, mul(unit(sub(a4, a3)), distanceAfterThirdRail));
}

function diamondKick(g: KickGeometry): ComputedPath {
  const target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
  const track = solveDiamondSystem(g.cueBall, g.rails, target);
  if (!track || track.path.length < 5) {
    const t = track ?? diamondSystemTrack(g.cueBall, g.rails, 4);
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

// ───────────────────────────── position play ─────────────────────────────

/** Spin factor: rolling-equivalent velocity of the spin as a multiple of the approach velocity. */
export function spinFactor(g: PositionGeometry): number {
  switch (g.shot) {
    case 'stop':
    case 'stun':
      return 0;
    case 'follow':
      return 1;
    case 'draw':
      return 2.5 * Math.min(g.tip.y, -0.1);
  }
}

/**
 * The cue ball's free trajectory after contact (unfolded, ignoring cushions): the sliding parabola
 * until it rolls, then a long straight roll. Returns [] when it stays at the ghost ball.
 */
function afterContactTrajectory(g: PositionGeometry, ghost: Point): Point[] {
  const a = unit(sub(ghost, g.cueBall));
  const u = unit(sub(POCKETS[g.pocket], g.objectBall));
  const v = SPEED_DIAMONDS_PER_S[Math.min(5, Math.max(1, Math.round(g.speed))) - 1];
  const v1 = mul(sub(a, mul(u, dot(a, u))), v); // tangent-line component (90° rule)
  const w = mul(a, spinFactor(g) * v);
  const slip = sub(v1, w);
  const slipLen = len(slip);
  const pts: Point[] = [ghost];
  let end = ghost;
  let vf = v1;
  if (slipLen > 1e-6) {
    const sHat = mul(slip, 1 / slipLen);
    const tRoll = (2 * slipLen) / (7 * MU_G);
    const n = 24;
    for (let i = 1; i <= n; i++) {
      const t = (tRoll * i) / n;
      pts.push(add(ghost, sub(mul(v1, t), mul(sHat, 0.5 * MU_G * t * t))));
    }
    end = pts[pts.length - 1];
    vf = sub(v1, mul(sHat, MU_G * tRoll));
  }
  if (len(vf) >= 1e-3 * v) pts.push(add(end, mul(unit(vf), 80)));
  return pts.length > 1 ? simplify(pts) : [];
}

/** Drop points where the polyline goes straight on (a sliding stun shot is a straight line). */
function simplify(pts: Point[]): Point[] {
  const out: Point[] = [pts[0]];
  for (let i = 1; i < pts.length; i++) {
    const p = pts[i];
    if (distance(p, out[out.length - 1]) < 1e-9) continue;
    if (out.length >= 2) {
      const a = out[out.length - 2];
      const b = out[out.length - 1];
      const d1 = unit(sub(b, a));
      const d2 = unit(sub(p, b));
      if (Math.abs(cross(d1, d2)) < 1e-6 && dot(d1, d2) > 0) out[out.length - 1] = p;
      else out.push(p);
    } else out.push(p);
  }
  return out;
}

function positionShot(g: PositionGeometry): ComputedPath {
  const ghost = ghostBallFor(g.objectBall, g.pocket);
  const cut = cutAngleDeg(sub(ghost, g.cueBall), g.objectBall, g.pocket);
  const base = {
    objectPath: [g.objectBall, POCKETS[g.pocket]],
    ghostBall: ghost,
    aimPoint: ghost,
    contactIndex: 1,
    cutAngleDeg: cut,
  };
  const free = g.shot === 'stop' ? [] : afterContactTrajectory(g, ghost);
  if (free.length < 2) {
    return { ...base, cuePath: [g.cueBall, ghost], railContacts: [], railsHit: [], railContactIndices: [] };
  }
  const trace = foldPolyline(free);
  const n = g.rails.length;
  const legStart = n === 0 ? 0 : (trace.contacts[n - 1]?.index ?? trace.path.length - 1);
  const legEnd = trace.contacts[n]?.index ?? trace.path.length - 1;
  const leg = trace.path.slice(legStart, legEnd + 1);
  let bestIdx = 0;
  let bestPoint = leg[0];
  let bestDist = Infinity;
  for (let i = 1; i < leg.length; i++) {
    const c = closestOnSegment(g.target, leg[i - 1], leg[i]);
    if (c.dist < bestDist - 1e-12) {
      bestDist = c.dist;
      bestPoint = c.point;
      bestIdx = i;
    }
  }
  if (leg.length === 1) bestIdx = 0;
  const lastIncluded = legStart + bestIdx - 1;
  const after = [...trace.path.slice(0, lastIncluded + 1), bestPoint];
  const contacts = trace.contacts.filter((c) => c.index <= lastIncluded);
  // Drop a duplicated end point (when the closest point is a vertex).
  if (after.length >= 2 && distance(after[after.length - 1], after[after.length - 2]) < 1e-9) after.pop();
  const cuePath = [g.cueBall, ...after];
  return {
    ...base,
    cuePath,
    railContacts: contacts.map((c) => c.point),
    railsHit: contacts.map((c) => c.rail),
    railContactIndices: contacts.map((c) => c.index + 1),
    lastLeg: leg,
  };
}

// ───────────────────────────── public API ─────────────────────────────

export function computePath(g: CardGeometry): ComputedPath {
  if (g.kind === 'position') return positionShot(g);
  if (g.method === 'diamond-system') return diamondKick(g);
  return mirrorKick(g);
}

const RAIL_ORDER_HINT =
  'change `rails` to the rails actually met, or move the balls so the path meets the listed rails';

function ballsOf(g: CardGeometry): { name: string; p: Point }[] {
  const balls = [
    { name: 'cue ball', p: g.cueBall },
    { name: 'object ball', p: g.objectBall },
  ];
  if (g.kind === 'kick') (g.blockers ?? []).forEach((p, i) => balls.push({ name: `blocker ${i + 1}`, p }));
  if (g.kind === 'position' && g.nextBall) balls.push({ name: 'next ball', p: g.nextBall });
  return balls;
}

/** Where the polyline first comes within `minDist` of `p`, if it does. */
function firstApproach(path: Point[], p: Point, minDist: number): Point | undefined {
  for (let i = 1; i < path.length; i++) {
    const c = closestOnSegment(p, path[i - 1], path[i]);
    if (c.dist < minDist - 1e-6) return c.point;
  }
  return undefined;
}

/**
 * Problems with a card geometry, each a sentence saying what is wrong and what to change; [] when fine.
 * The deck-content spec prefixes each with the card id.
 */
export function validateGeometry(g: CardGeometry): string[] {
  const problems: string[] = [];
  const tipLen = Math.hypot(g.tip.x, g.tip.y);
  if (!(tipLen <= MISCUE_LIMIT + 1e-9)) {
    problems.push(
      `tip ${fmtP(g.tip)} is ${fmt(tipLen)} ball radii from centre, beyond the miscue limit ${MISCUE_LIMIT}: move it toward centre`,
    );
  }
  if (![1, 2, 3, 4, 5].includes(g.speed)) problems.push(`speed ${g.speed} must be an integer 1–5`);

  const balls = ballsOf(g);
  for (const b of balls) {
    if (!isOnTable(b.p)) {
      problems.push(
        `${b.name} ${fmtP(b.p)} is off the table: a ball centre must have x in ${fmt(R)}–${fmt(8 - R)} and y in ${fmt(R)}–${fmt(4 - R)}`,
      );
    }
  }
  for (let i = 0; i < balls.length; i++) {
    for (let j = i + 1; j < balls.length; j++) {
      const d = distance(balls[i].p, balls[j].p);
      if (d < 2 * R - 1e-6) {
        problems.push(
          `${balls[i].name} ${fmtP(balls[i].p)} and ${balls[j].name} ${fmtP(balls[j].p)} overlap (centres ${fmt(d)} apart, need ≥ ${fmt(2 * R)}): move them apart`,
        );
      }
    }
  }

  if (g.kind === 'kick') {
    if (g.rails.length === 0) problems.push('a kick needs at least one rail in `rails`');
    if (g.method === 'mirror' && g.rails.length > 2) {
      problems.push(
        `mirror kicks take 1 or 2 rails, got ${g.rails.length}: use method 'diamond-system' for 3 rails`,
      );
    }
    if (g.method === 'diamond-system' && !systemFrame(g.rails)) {
      problems.push(
        `diamond-system rails ${JSON.stringify(g.rails)} must be long → short → long, e.g. ['top','right','bottom'] or ['bottom','left','top']`,
      );
    }
  }
  if (problems.some((p) => p.includes('off the table') || p.startsWith('diamond-system rails')))
    return problems;

  const path = computePath(g);
  const { cuePath } = path;

  cuePath.forEach((p, i) => {
    if (!isOnTable(p, 1e-6) || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
      problems.push(`cue-ball path point ${i} ${fmtP(p)} is off the table (outside the cushion lines)`);
    }
  });

  // Rails met, in order.
  const expected = g.rails;
  const hit = path.railsHit;
  const sameRails = hit.length === expected.length && hit.every((r, i) => r === expected[i]);
  if (!sameRails && !(g.kind === 'kick' && g.method === 'diamond-system')) {
    problems.push(
      `cue ball meets rails ${JSON.stringify(hit)} but rails lists ${JSON.stringify(expected)}: ${RAIL_ORDER_HINT}`,
    );
  }
  path.railContacts.forEach((p, i) => {
    const rail = path.railsHit[i];
    const pocket = pocketMouthAt(rail, p);
    if (pocket) {
      problems.push(
        `rail contact ${i + 1} on the ${rail} rail at ${fmtP(p)} is inside the ${pocket} pocket mouth (the cue ball would scratch): move the balls so the contact is ≥ ${CORNER_JAW} from a corner and ≥ ${SIDE_JAW} from a side pocket`,
      );
    }
    const idx = path.railContactIndices[i];
    const before = cuePath[idx - 1];
    const after = cuePath[idx + 1];
    const specular = !(g.kind === 'kick' && g.method === 'diamond-system' && i === 0);
    if (specular && before && after && distance(before, p) > 1e-6 && distance(after, p) > 1e-6) {
      const din = sub(p, before);
      const dout = sub(after, p);
      const refl = isLongRail(rail) ? { x: din.x, y: -din.y } : { x: -din.x, y: din.y };
      const err = deg(Math.acos(Math.max(-1, Math.min(1, dot(unit(refl), unit(dout))))));
      if (err > 0.5) {
        problems.push(
          `rail contact ${i + 1} on the ${rail} rail at ${fmtP(p)}: angle of reflection differs from incidence by ${fmt(err)}°`,
        );
      }
    }
  });

  const contactIdx = path.contactIndex ?? cuePath.length - 1;
  const beforeContact = cuePath.slice(0, contactIdx + 1);
  if (path.cutAngleDeg !== undefined && path.cutAngleDeg > MAX_CUT_DEG) {
    problems.push(
      `cut angle ${fmt(path.cutAngleDeg)}° is more than ${MAX_CUT_DEG}°: the cue ball cannot send the object ball to the ${g.pocket ?? ''} pocket from this approach; move the cue ball (or the object ball) so it approaches more from behind the object ball`,
    );
  }

  if (g.kind === 'kick') validateKick(g, path, beforeContact, problems);
  else validatePosition(g, path, beforeContact, problems);

  // Object ball to its pocket.
  const pocket = g.pocket;
  if (pocket && path.objectPath) {
    const p = POCKETS[pocket];
    const o = g.objectBall;
    if (pocket.endsWith('side')) {
      const lineY = pocket.startsWith('bottom') ? CUSHION_LINES.bottom : CUSHION_LINES.top;
      const t = (lineY - o.y) / (p.y - o.y);
      const xCross = o.x + (p.x - o.x) * t;
      if (!(Math.abs(xCross - 4) <= SIDE_POCKET_MOUTH)) {
        problems.push(
          `object ball ${fmtP(o)} cannot enter the ${pocket} pocket: its line crosses the cushion at x ${fmt(xCross)}, more than ${SIDE_POCKET_MOUTH} from the pocket centre (too shallow an angle); move the object ball so it faces the side pocket more squarely`,
        );
      }
    }
    for (const b of balls) {
      if (b.name === 'object ball' || b.name === 'cue ball') continue;
      const c = closestOnSegment(b.p, o, p);
      if (c.dist < 2 * R - 1e-6) {
        problems.push(
          `object ball's path to the ${pocket} pocket runs into the ${b.name} at ${fmtP(b.p)}: move that ball off the line`,
        );
      }
    }
  }
  return problems;
}

function validateKick(g: KickGeometry, path: ComputedPath, beforeContact: Point[], problems: string[]): void {
  const end = path.cuePath[path.cuePath.length - 1];
  if (g.method === 'diamond-system') {
    const track = path.diamondSystem;
    if (!track || track.problem) {
      problems.push(
        `diamond system: ${track?.problem ?? 'no usable track'}; move the cue ball or object ball`,
      );
      return;
    }
    const target = g.pocket ? ghostBallFor(g.objectBall, g.pocket) : g.objectBall;
    const miss = (track as DiamondSystemSolution).miss ?? 0;
    if (miss > 0.01) {
      const onTrack = closestOnSegment(target, track.path[3], track.path[4]).point;
      const suggestion = g.pocket ? objectBallForGhost(onTrack, g.pocket) : onTrack;
      problems.push(
        `diamond system: no corner-5 track from the cue ball reaches the ${g.pocket ? 'ghost ball' : 'object ball'}; the nearest (aim ${fmt(track.aimNumber)}, origin ${fmt(track.originNumber)}, arrival ${fmt(track.arrivalNumber)}) passes ${fmt(miss)} away: move the object ball to about ${fmtP(suggestion)} or move the cue ball`,
      );
    }
    const hit = path.railsHit;
    if (!(hit.length === 3 && hit.every((r, i) => r === g.rails[i]))) {
      problems.push(
        `diamond system: cue ball meets rails ${JSON.stringify(hit)}, expected ${JSON.stringify(g.rails)}`,
      );
    }
    // Running side spin: right English (tip.x > 0) runs on a clockwise route.
    const p = track.path;
    const turn = cross(sub(p[1], p[0]), sub(p[2], p[1]));
    const runningSign = turn < 0 ? 1 : -1;
    if (!(g.tip.x * runningSign >= 0.2)) {
      problems.push(
        `diamond system is played with running side spin: set tip.x to about ${runningSign > 0 ? '+0.3 (right English)' : '−0.3 (left English)'} (now ${fmt(g.tip.x)})`,
      );
    }
  }
  if (g.pocket) {
    const want = ghostBallFor(g.objectBall, g.pocket);
    if (distance(end, want) > 0.01) {
      problems.push(
        `cue ball ends at ${fmtP(end)}, ${fmt(distance(end, want))} from the ghost ball ${fmtP(want)}: it does not reach the object ball`,
      );
    }
  } else {
    const d = distance(end, g.objectBall);
    if (Math.abs(d - 2 * R) > 0.01) {
      problems.push(
        `cue ball ends ${fmt(d)} from the object ball centre, not at contact (${fmt(2 * R)}): it does not reach the object ball`,
      );
    }
  }
  // Nothing in the way before contact (the object ball itself included: contact is at exactly 2R).
  const obstacles = [
    { name: 'object ball', p: g.objectBall },
    ...(g.blockers ?? []).map((p, i) => ({ name: `blocker ${i + 1}`, p })),
  ];
  for (const o of obstacles) {
    const hitAt = firstApproach(beforeContact, o.p, 2 * R);
    if (hitAt) {
      problems.push(
        `cue-ball path runs into the ${o.name} at ${fmtP(o.p)} (near ${fmtP(hitAt)}) before the planned contact: move that ball or the cue ball`,
      );
    }
  }
}

function validatePosition(
  g: PositionGeometry,
  path: ComputedPath,
  beforeContact: Point[],
  problems: string[],
): void {
  const cut = path.cutAngleDeg ?? 0;
  if (!isOnTable(g.target)) problems.push(`target ${fmtP(g.target)} is off the table`);
  if (g.shot === 'stop') {
    if (cut > 5) {
      problems.push(
        `a stop shot must be straight in (cut ≤ 5°) but the cut is ${fmt(cut)}°: line the cue ball up behind the object ball or use shot 'stun'`,
      );
    }
    if (g.rails.length > 0) problems.push('a stop shot meets no rails: set rails to []');
  }
  if (g.shot === 'stun' && cut < 5) {
    problems.push(
      `a stun shot needs a cut of at least 5° (now ${fmt(cut)}°) to leave on the tangent line: use shot 'stop' or cut more`,
    );
  }
  if (g.shot === 'follow' && g.tip.y < 0.1)
    problems.push(`a follow shot needs tip.y ≥ 0.1 (above centre), now ${fmt(g.tip.y)}`);
  if (g.shot === 'draw' && g.tip.y > -0.1)
    problems.push(`a draw shot needs tip.y ≤ −0.1 (below centre), now ${fmt(g.tip.y)}`);
  if ((g.shot === 'stun' || g.shot === 'stop') && (g.tip.y > 0.15 || g.tip.y < -0.5)) {
    problems.push(
      `a ${g.shot} shot needs tip.y between −0.5 and 0.15 (about centre ball), now ${fmt(g.tip.y)}`,
    );
  }
  const end = path.cuePath[path.cuePath.length - 1];
  const miss = distance(end, g.target);
  if (miss > TARGET_TOLERANCE) {
    problems.push(
      `cue ball's path passes ${fmt(miss)} from the target ${fmtP(g.target)} (limit ${TARGET_TOLERANCE}); its nearest point is ${fmtP(end)}: move the target there, or change shot/tip/rails`,
    );
  }
  if (g.nextBall) {
    const before = firstApproach(beforeContact, g.nextBall, 2 * R);
    if (before)
      problems.push(
        `cue ball runs into the next ball at ${fmtP(g.nextBall)} before reaching the object ball: move it off the line`,
      );
    const afterPath = path.cuePath.slice(path.contactIndex ?? 1);
    const after = firstApproach(afterPath, g.nextBall, 2 * R);
    if (after) {
      problems.push(
        `cue ball's route after contact runs into the next ball at ${fmtP(g.nextBall)} (near ${fmtP(after)}): move the next ball or the target`,
      );
    }
  }
}
