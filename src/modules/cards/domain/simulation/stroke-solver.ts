/**
 * The card author's tool: for a card's layout, the stroke the simulation says produces its drawn result
 * (`npm run cards:strokes -- <card id>` prints it). It never edits a card: the author prints the
 * result, and the card's text must then say the same (speed words, tip, aim, where the balls stop).
 * - POSITION: over the tips of the card's shot family and speeds 1–5, the stroke whose cue ball stops
 *   nearest the target with the pot made, no foul and the card's rails met; the range around it that
 *   stays playable (up to a level each side).
 * - KICKS: the aim along the first rail's cushion line that gives the card's contact at its speed (pots:
 *   the object ball drops), the speeds at which that aim still works, and where the balls stop.
 */
import type { CardGeometry, KickGeometry, Point, PositionGeometry } from '../card.types.js';
import { CUSHION_LINES, isLongRail } from '../geometry/table.js';
import {
  CUE,
  OBJECT,
  contactOffset,
  kickAimPoint,
  play,
  solvePotAim,
  speedRange,
  toDiamonds,
  type PlayedShot,
} from './card-shot.js';
import { TARGET_TOLERANCE } from '../geometry/validation-limits.js';
import { afterContactRails, approach } from './card-checks.js';

export interface StrokeProposal {
  tip: { x: number; y: number };
  speed: [number, number];
  /** Kicks: the aim point on the first rail's cushion line (the corrected aim when it moved). */
  aim?: Point;
  /** Where the cue ball (and, for a safety, the object ball) stops at the middle speed. */
  cueStops: Point;
  objectStops?: Point;
  /** Position: distance from the target at the middle speed. */
  targetMiss?: number;
  /** What still fails with the proposal, if anything. */
  notes: string[];
}

const round = (x: number, step: number) => Math.round(x / step) * step;

function clean(g: CardGeometry, shot: PlayedShot): boolean {
  if (shot.sim.pocketed[CUE]) return false;
  if (g.pocket && shot.sim.pocketed[OBJECT] !== g.pocket) return false;
  return !shot.sim.events.some(
    (e) => e.kind === 'ball' && e.balls.includes(CUE) && !e.balls.includes(OBJECT),
  );
}

const TIPS: Record<PositionGeometry['shot'], number[]> = {
  stop: [-0.1, -0.15, -0.2, -0.25, -0.3, -0.35, -0.4, -0.45],
  stun: [0, -0.05, -0.1, -0.15, -0.2, -0.25, -0.3, -0.35, -0.4, -0.45],
  follow: [0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4, 0.45],
  draw: [-0.15, -0.2, -0.25, -0.3, -0.35, -0.4, -0.45],
};

function positionStroke(g: PositionGeometry): StrokeProposal {
  let best: { tipY: number; level: number; miss: number; stops: Point } | undefined;
  const tips = [...new Set([g.tip.y, ...TIPS[g.shot]])];
  for (const tipY of tips) {
    if (Math.hypot(g.tip.x, tipY) > 0.5) continue;
    const tried = { ...g, tip: { x: g.tip.x, y: tipY } };
    for (let level = 1; level <= 5.0001; level += 0.25) {
      const aim = solvePotAim(tried, level);
      if (!aim) continue;
      const shot = play(tried, level, aim);
      if (!clean(tried, shot) || afterContactRails(shot).join() !== g.rails.join()) continue;
      const stops = toDiamonds(shot.sim.final[CUE]!.p);
      const miss = Math.hypot(stops.x - g.target.x, stops.y - g.target.y);
      // Within the zone, prefer the softer stroke and the card's own tip.
      const cost = (m: number, t: number, l: number) =>
        Math.max(0, m - TARGET_TOLERANCE / 2) + Math.abs(t - g.tip.y) * 0.05 + l * 0.02;
      const score = cost(miss, tipY, level);
      const bestScore = best ? cost(best.miss, best.tipY, best.level) : Infinity;
      if (score < bestScore) best = { tipY, level, miss, stops };
    }
  }
  if (!best)
    return {
      tip: g.tip,
      speed: [...g.speed],
      cueStops: g.target,
      notes: ['no tip and speed pots the ball cleanly along the listed rails'],
    };
  const tip = { x: g.tip.x, y: best.tipY };
  const mid = round(best.level, 0.5) === best.level ? best.level : best.level;
  const playable = (level: number) => {
    if (level < 1 || level > 5) return false;
    const t = { ...g, tip };
    const aim = solvePotAim(t, mid);
    return !!aim && clean(t, play(t, level, aim));
  };
  let half = 0;
  for (const h of [1, 0.5, 0.25]) {
    if (playable(mid - h) && playable(mid + h)) {
      half = h;
      break;
    }
  }
  const notes: string[] = [];
  if (best.miss > TARGET_TOLERANCE)
    notes.push(
      `nearest stop is ${best.miss.toFixed(2)} from the target: move the target (and its text) to where the ball stops, or change the layout`,
    );
  return {
    tip,
    speed: [round(mid - half, 0.05), round(mid + half, 0.05)],
    cueStops: best.stops,
    targetMiss: best.miss,
    notes,
  };
}

function kickAimAt(g: KickGeometry, level: number): { s: number; score: number } | undefined {
  const printed = kickAimPoint(g);
  const rail = g.rails[0];
  if (!printed || !rail) return undefined;
  const long = isLongRail(rail);
  const base = long ? printed.x : printed.y;
  let bestS = base;
  let bestScore = Infinity;
  for (let ds = -1.2; ds <= 1.2001; ds += 0.005) {
    const sc = kickScore(g, play(g, level, aimDirection(g, base + ds))) + Math.abs(ds) * 0.001;
    if (sc < bestScore) {
      bestScore = sc;
      bestS = base + ds;
    }
  }
  if (!Number.isFinite(bestScore)) return undefined;
  // For a pot, centre the aim in the window of aims that drop the ball.
  if (g.pocket) {
    const drops = (x: number) => kickScore(g, play(g, level, aimDirection(g, x))) < 1;
    let lo = bestS;
    let hi = bestS;
    while (drops(lo - 0.005) && lo > bestS - 0.5) lo -= 0.005;
    while (drops(hi + 0.005) && hi < bestS + 0.5) hi += 0.005;
    bestS = (lo + hi) / 2;
  }
  return { s: bestS, score: bestScore };
}

function aimPointOn(g: KickGeometry, s: number): Point {
  const rail = g.rails[0]!;
  return isLongRail(rail) ? { x: s, y: CUSHION_LINES[rail] } : { x: CUSHION_LINES[rail], y: s };
}

function aimDirection(g: KickGeometry, s: number): Point {
  const at = aimPointOn(g, s);
  return { x: at.x - g.cueBall.x, y: at.y - g.cueBall.y };
}

/** 0 for the card's contact exactly (a pot that drops), growing with the miss; Infinity for a foul. */
function kickScore(g: KickGeometry, shot: PlayedShot): number {
  const { first, rails } = approach(shot);
  if (first !== OBJECT || shot.sim.pocketed[CUE]) return Infinity;
  if (rails.join() !== g.rails.join()) return Infinity;
  if (g.pocket) return shot.sim.pocketed[OBJECT] === g.pocket ? 0 : 5;
  return Math.abs((contactOffset(shot) ?? 9) - (g.aimOffset ?? 0));
}

/** Whether a kick at this level and aim is a fair stroke: the object ball first, the pot made or a legal safety. */
function kickPlayable(g: KickGeometry, level: number, dir: Point): boolean {
  if (level < 1 || level > 5) return false;
  const shot = play(g, level, dir);
  const sc = kickScore(g, shot);
  if (g.pocket) return sc === 0;
  if (!Number.isFinite(sc)) return false;
  const contact = shot.sim.events.find((e) => e.kind === 'ball' && e.balls.includes(CUE))!;
  return shot.sim.events.some((e) => e.kind === 'cushion' && e.t > contact.t);
}

function kickStroke(g: KickGeometry): StrokeProposal {
  const r = speedRange(g);
  const rail = g.rails[0];
  if (!rail) return { tip: g.tip, speed: [...g.speed], cueStops: g.cueBall, notes: ['no rail'] };
  // The printed middle speed first, then the nearest speeds at which an aim works.
  const levels = [r.mid, ...[0.5, 1, 1.5, 2, 2.5, 3].flatMap((d) => [r.mid - d, r.mid + d])].filter(
    (l) => l >= 1 && l <= 5,
  );
  const limit = g.pocket ? 1 : 0.5;
  let level = r.mid;
  let found: { s: number; score: number } | undefined;
  for (const l of levels) {
    const a = kickAimAt(g, l);
    if (a && a.score < limit) {
      level = l;
      found = a;
      break;
    }
  }
  if (!found)
    return {
      tip: g.tip,
      speed: [...g.speed],
      cueStops: g.cueBall,
      notes: [`no aim on the ${rail} rail gives the card's contact at any speed`],
    };
  const aim = aimPointOn(g, round(found.s, 0.01));
  const dir = { x: aim.x - g.cueBall.x, y: aim.y - g.cueBall.y };
  let half = 0;
  for (const h of [1, 0.5, 0.25]) {
    if (kickPlayable(g, level - h, dir) && kickPlayable(g, level + h, dir)) {
      half = h;
      break;
    }
  }
  const shot = play(g, level, dir);
  return {
    tip: g.tip,
    speed: [level - half, level + half],
    aim,
    cueStops: toDiamonds(shot.sim.final[CUE]!.p),
    objectStops: g.pocket ? undefined : toDiamonds(shot.sim.final[OBJECT]!.p),
    notes: level === r.mid ? [] : [`the printed speed ${r.mid} has no working aim: speed ${level} does`],
  };
}

/** The stroke the simulation proposes for a card's layout. */
export function proposeStroke(g: CardGeometry): StrokeProposal {
  return g.kind === 'position' ? positionStroke(g) : kickStroke(g);
}
