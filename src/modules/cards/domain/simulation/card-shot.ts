/**
 * A card as a simulated stroke: its layout placed on the simulator's table and its printed stroke
 * played, the way a player plays it:
 * - a POT (position cards, kick pots) is aimed where the object ball goes to the pocket: the player
 *   allows for throw and squirt, so the aim is solved at the stroke's middle speed (the object ball
 *   leaves toward the pocket's centre) and then held while the speed is varied over the printed range;
 * - a KICK is aimed at its printed point (the corrected aim where the card gives one, else the mirror
 *   point, or the diamond sight of a system kick), the ball sent along that line (the player allows for
 *   squirt; the card says how);
 * - the cue is level unless the card prints an elevation.
 * Positions are in diamonds here and metres in the simulator.
 */
import { BALL_RADIUS, type CardGeometry, type PocketId, type Point } from '../card.types.js';
import { computePath } from '../geometry/paths.js';
import { POCKETS } from '../geometry/table.js';
import { settle, type BallState } from './motion.js';
import { DIAMOND_M, speedForLevel } from './parameters.js';
import { pathOf, simulate, type SimEvent, type Simulation } from './simulate.js';
import { squirtAngle, strike } from './stroke.js';
import { len, norm, sub, type Vec } from './vec.js';

export const CUE = 0;
export const OBJECT = 1;

/** The printed speed of a card as a range on the 1–5 scale. */
export function speedRange(g: CardGeometry): { min: number; mid: number; max: number } {
  const s = g.speed as number | readonly [number, number];
  const [min, max] = typeof s === 'number' ? [s, s] : s;
  return { min, mid: (min + max) / 2, max };
}

export interface CardBall {
  /** 'cue', 'object', 'next' or 'blocker'. */
  role: 'cue' | 'object' | 'next' | 'blocker';
  at: Point;
}

/** The balls of a card's layout, cue ball first, then the object ball, then the others. */
export function cardBalls(g: CardGeometry): CardBall[] {
  const balls: CardBall[] = [
    { role: 'cue', at: g.cueBall },
    { role: 'object', at: g.objectBall },
  ];
  if (g.kind === 'position' && g.nextBall) balls.push({ role: 'next', at: g.nextBall });
  if (g.kind === 'kick') for (const b of g.blockers ?? []) balls.push({ role: 'blocker', at: b });
  return balls;
}

const toM = (p: Point): Vec => ({ x: p.x * DIAMOND_M, y: p.y * DIAMOND_M });
export const toDiamonds = (p: Vec): Point => ({ x: p.x / DIAMOND_M, y: p.y / DIAMOND_M });
const rest = (p: Point): BallState => settle({ p: toM(p), v: { x: 0, y: 0 }, w: { x: 0, y: 0, z: 0 } });
const rotate = (v: Vec, a: number): Vec => ({
  x: v.x * Math.cos(a) - v.y * Math.sin(a),
  y: v.x * Math.sin(a) + v.y * Math.cos(a),
});

/** Where a potted ball is aimed: a corner's point, a side pocket's centre just behind its mouth. */
export function pocketAim(pocket: PocketId): Point {
  const p = POCKETS[pocket];
  if (pocket.endsWith('side')) return { x: p.x, y: p.y === 0 ? -0.1 : 4.1 };
  return p;
}

export interface PlayedShot {
  /** The speed level played. */
  level: number;
  /** The direction the ball was sent (diamonds, unit). */
  direction: Point;
  sim: Simulation;
  balls: CardBall[];
}

/**
 * Play the card's stroke at `level` with the cue ball sent along `direction` (until every ball rests,
 * or only up to the cue ball's first contact with a ball when `firstContactOnly`).
 */
export function play(g: CardGeometry, level: number, direction: Point, firstContactOnly = false): PlayedShot {
  const balls = cardBalls(g);
  const tipX = g.tip.x;
  const elevationDeg = g.elevationDeg;
  // The player aims off by the squirt so the ball leaves along `direction`.
  const cueDirection = rotate(norm(direction), -squirtAngle(tipX));
  const cue = strike(toM(g.cueBall), {
    speed: speedForLevel(level),
    direction: cueDirection,
    tip: g.tip,
    elevationDeg,
  });
  const until = firstContactOnly
    ? (e: SimEvent) => e.kind === 'ball' || (e.kind === 'pocket' && e.ball === CUE)
    : undefined;
  const sim = simulate([cue, ...balls.slice(1).map((b) => rest(b.at))], undefined, until);
  return { level, direction: norm(direction), sim, balls };
}

/** The object ball's direction just after the cue ball first touches it, if it does so first. */
function objectDeparture(shot: PlayedShot): Vec | undefined {
  const first = shot.sim.events.find((e) => e.kind === 'ball');
  if (!first || first.kind !== 'ball' || !first.balls.includes(CUE) || !first.balls.includes(OBJECT))
    return undefined;
  // The simulation stops right after that contact: the object ball's last state is its departure.
  const v = shot.sim.pieces[OBJECT]![0]?.state.v ?? shot.sim.final[OBJECT]!.v;
  return len(v) > 0 ? norm(v) : undefined;
}

const angle = (v: Vec) => Math.atan2(v.y, v.x);
const wrap = (a: number) => Math.atan2(Math.sin(a), Math.cos(a));

/**
 * The cue direction that sends the object ball at the pocket's aim at `level`: secant iteration from
 * the ghost-ball line (or `start`), on the object ball's departure angle.
 */
export function solvePotAim(
  g: CardGeometry & { pocket?: PocketId },
  level: number,
  start?: Point,
): Point | undefined {
  if (!g.pocket) return undefined;
  const target = pocketAim(g.pocket);
  const want = angle(sub(toM(target), toM(g.objectBall)));
  const ghost = (() => {
    const d = norm(sub(toM(g.objectBall), toM(target)));
    const R2 = 2 * 0.09 * DIAMOND_M;
    return toDiamonds({ x: toM(g.objectBall).x + d.x * R2, y: toM(g.objectBall).y + d.y * R2 });
  })();
  let phi = angle(start ?? sub(ghost, g.cueBall));
  const err = (a: number): number | undefined => {
    const dep = objectDeparture(play(g, level, { x: Math.cos(a), y: Math.sin(a) }, true));
    return dep ? wrap(angle(dep) - want) : undefined;
  };
  let e0 = err(phi);
  if (e0 === undefined) return undefined;
  let phi1 = phi + 1e-3;
  let e1 = err(phi1);
  for (let i = 0; i < 20 && e1 !== undefined && Math.abs(e1) > 1e-6; i++) {
    const slope = (e1 - e0) / (phi1 - phi);
    if (!Number.isFinite(slope) || Math.abs(slope) < 1e-9) break;
    const next = phi1 - e1 / slope;
    phi = phi1;
    e0 = e1;
    phi1 = next;
    e1 = err(phi1);
  }
  if (e1 === undefined || Math.abs(e1) > 1e-4) return undefined;
  return { x: Math.cos(phi1), y: Math.sin(phi1) };
}

/** The printed aim of a kick: the corrected aim, else the mirror point, else the diamond sight. */
export function kickAimPoint(g: CardGeometry): Point | undefined {
  if (g.kind !== 'kick') return undefined;
  if (g.correctedAim) return g.correctedAim;
  const path = computePath(g);
  return path.kick?.mirrorAim ?? path.aimPoint;
}

/** Solved pot aims by card geometry (the layouts are static content; a changed copy is a new object). */
const AIMS = new WeakMap<CardGeometry, Point | null>();

function printedPotAim(g: CardGeometry): Point | undefined {
  let aim = AIMS.get(g);
  if (aim === undefined) {
    aim = solvePotAim(g, speedRange(g).mid) ?? null;
    AIMS.set(g, aim);
  }
  return aim ?? undefined;
}

/** The card played as printed at `level` (its middle speed when omitted). */
export function playCard(g: CardGeometry, level = speedRange(g).mid): PlayedShot | undefined {
  if (g.kind === 'position') {
    const mid = printedPotAim(g);
    if (!mid) return undefined;
    return play(g, level, mid);
  }
  const aim = kickAimPoint(g);
  if (!aim) return undefined;
  return play(g, level, sub(aim, g.cueBall));
}

/** Where the cue ball meets the object ball relative to full, in ball radii (+ = passes on its right). */
export function contactOffset(shot: PlayedShot): number | undefined {
  const contact = shot.sim.events.find((e) => e.kind === 'ball' && e.balls.includes(CUE));
  if (!contact || contact.kind !== 'ball' || !contact.balls.includes(OBJECT)) return undefined;
  const piece = shot.sim.pieces[CUE]!.find((p) => p.t0 < contact.t && p.t0 + p.duration >= contact.t - 1e-9);
  if (!piece) return undefined;
  const v = piece.state.v;
  const cue = toDiamonds(
    shot.sim.pieces[CUE]!.find((p) => Math.abs(p.t0 - contact.t) < 1e-9)?.state.p ?? contact.at,
  );
  const ob = shot.balls[OBJECT]!.at;
  const l = Math.hypot(v.x, v.y);
  const d = { x: v.x / l, y: v.y / l };
  // Signed distance of the object ball's centre from the cue ball's line, in radii.
  const rel = { x: ob.x - cue.x, y: ob.y - cue.y };
  return -(d.x * rel.y - d.y * rel.x) / BALL_RADIUS;
}

/** Ball i's path in diamonds. */
export const pathInDiamonds = (shot: PlayedShot, i: number): Point[] => pathOf(shot.sim, i).map(toDiamonds);

/** The distance between two points in diamonds. */
export const distanceD = (a: Point, b: Point): number => len(sub(a, b));
