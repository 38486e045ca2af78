/**
 * Validation of a card's geometry (validateGeometry): each problem is a sentence saying what is wrong and
 * what to change, with the measured value and the limit. Besides the rules of the models (kicks.ts,
 * diamond-system.ts, position-play.ts: rails met in order, rail contacts outside the pocket mouths,
 * nothing in the way, the cut angle, the target), it checks: tip |tip| ≤ 0.7, balls on the table and not
 * overlapping, and what the engine can check of the card's claims:
 * - POCKET OPENING (every potted ball): the object ball's line to the pocket clears the near jaw of a
 *   corner (within 25° of the pocket's axis) or comes into a side pocket squarely enough for its speed
 *   (table.ts pocketEntry, SIDE_POCKET_MAX_OFF_AXIS_DEG).
 * - ZONES: a position card's target lies in its `finishZone`; a kick's `finish.cueBall` in `finish.zone`
 *   and `finish.objectBall` in `finish.objectBallZone` (zones.ts).
 * - WHY KICK (every kick): the direct route and, for a 2- or 3-rail kick, every one-rail kick is shut by a
 *   ball (routes.ts).
 * - THE KICK AS PLAYED (mirror kicks, ball-motion.ts): the cue ball struck at the card's speed reaches the
 *   object ball; when rolling or side spin move the rebound off the mirror line by more than the system's
 *   accuracy (aim shift > AIM_SHIFT_LIMIT, or a pot missed by more than POT_MISS_LIMIT), the card gives
 *   `correctedAim`; a `correctedAim` lies on the first rail's cushion line, on the side the model corrects
 *   to and near the modelled aim.
 * - AFTER CONTACT (kicks): a pot's cue ball does not follow into a pocket; a safety sends the object ball
 *   or the cue ball to a rail (rail-after-contact rule) and does not scratch; a drawn finish lies on the
 *   ball's route after contact, about where the speed model stops it (FINISH_TOLERANCE).
 * - DIAMOND SYSTEM: the track stays in the system's reliable range (diamond-system.ts SYSTEM_RANGE).
 */
import {
  BALL_RADIUS,
  type CardGeometry,
  type KickGeometry,
  type PocketId,
  type Point,
  type PositionGeometry,
  type Rail,
} from '../card.types.js';
import { systemFrame, systemRangeProblems, type DiamondSystemSolution } from './diamond-system.js';
import { ghostBallFor, objectBallForGhost } from './ghost-ball.js';
import type { ComputedPath } from './path.types.js';
import { computePath } from './paths.js';
import {
  CORNER_JAW,
  CUSHION_LINES,
  POCKETS,
  SIDE_JAW,
  SIDE_POCKET_MAX_OFF_AXIS_DEG,
  SIDE_POCKET_MOUTH,
  isLongRail,
  isOnTable,
  pocketEntry,
  pocketMouthAt,
} from './table.js';
import { zoneProblem } from './zones.js';
import {
  closestOnSegment,
  cross,
  deg,
  distance,
  dot,
  fmt,
  fmtP,
  pointAt,
  segments,
  sub,
  unit,
} from './vectors.js';

export * from './validation-limits.js';
import { MAX_CUT_DEG, MISCUE_LIMIT } from './validation-limits.js';
import { kickZoneProblems, whyKickProblems } from './kick-claims.js';
import { simulationProblems } from '../simulation/card-checks.js';
import { speedRange } from '../simulation/card-shot.js';

const R = BALL_RADIUS;

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
  for (const [a, b] of segments(path)) {
    const c = closestOnSegment(p, a, b);
    if (c.dist < minDist - 1e-6) return c.point;
  }
  return undefined;
}

/** Each rail contact with its rail and its index in cuePath: the path engine fills the three lists in step. */
function railContactsOf(path: ComputedPath): { point: Point; rail: Rail; index: number }[] {
  return path.railContacts.map((point, i) => {
    const rail = path.railsHit[i];
    const index = path.railContactIndices[i];
    if (rail === undefined || index === undefined)
      throw new RangeError(`rail contact ${i + 1} has no rail or index`);
    return { point, rail, index };
  });
}

/**
 * Problems with a card, each a sentence saying what is wrong and what to change; [] when fine: the
 * layout and its construction (geometryProblems), then — when those are sound — the simulation of the
 * printed stroke (simulation/card-checks.ts).
 */
export function validateGeometry(g: CardGeometry): string[] {
  const problems = geometryProblems(g);
  return problems.length ? problems : simulationProblems(g);
}

/** The layout and its construction alone: balls, rails, the aim's construction, pockets, zones. */
export function geometryProblems(g: CardGeometry): string[] {
  const problems: string[] = [];
  const tipLen = Math.hypot(g.tip.x, g.tip.y);
  if (!(tipLen <= MISCUE_LIMIT + 1e-9)) {
    problems.push(
      `tip ${fmtP(g.tip)} is ${fmt(tipLen)} ball radii from centre, beyond the miscue limit ${MISCUE_LIMIT}: move it toward centre`,
    );
  }
  const speed = speedRange(g);
  if (!(speed.min >= 1 && speed.max <= 5 && speed.min <= speed.max)) {
    problems.push(`speed ${speed.min}–${speed.max} must be a range within 1–5`);
  }

  const balls = ballsOf(g);
  for (const b of balls) {
    if (!isOnTable(b.p)) {
      problems.push(
        `${b.name} ${fmtP(b.p)} is off the table: a ball centre must have x in ${fmt(R)}–${fmt(8 - R)} and y in ${fmt(R)}–${fmt(4 - R)}`,
      );
    }
  }
  balls.forEach((a, i) => {
    for (const b of balls.slice(i + 1)) {
      const d = distance(a.p, b.p);
      if (d < 2 * R - 1e-6) {
        problems.push(
          `${a.name} ${fmtP(a.p)} and ${b.name} ${fmtP(b.p)} overlap (centres ${fmt(d)} apart, need ≥ ${fmt(2 * R)}): move them apart`,
        );
      }
    }
  });

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
  if (!sameRails && g.kind === 'kick' && g.method === 'mirror') {
    problems.push(
      `cue ball meets rails ${JSON.stringify(hit)} but rails lists ${JSON.stringify(expected)}: ${RAIL_ORDER_HINT}`,
    );
  }
  railContactsOf(path).forEach(({ point: p, rail, index: idx }, i) => {
    const pocket = pocketMouthAt(rail, p);
    if (pocket) {
      problems.push(
        `rail contact ${i + 1} on the ${rail} rail at ${fmtP(p)} is inside the ${pocket} pocket mouth (the cue ball would scratch): move the balls so the contact is ≥ ${CORNER_JAW} from a corner and ≥ ${SIDE_JAW} from a side pocket`,
      );
    }
    const before = cuePath[idx - 1];
    const after = cuePath[idx + 1];
    // Mirror bounces: the mirror construction's contacts and the corner-5 track after its first rail
    // (the modelled rebounds of ball-motion.ts are not mirrors by design).
    const kind = path.kick?.kind;
    const specular = (kind === 'mirror' || (kind === 'system' && i > 0)) && g.kind === 'kick';
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
    problems.push(...pocketOpeningProblems(o, pocket, Math.round(speed.mid)));
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
  const end = pointAt(path.cuePath, -1);
  if (g.method === 'diamond-system') {
    const track = path.diamondSystem;
    if (!track || track.problem !== undefined) {
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
    if (path.ghostBall) problems.push(...systemRangeProblems(track, path.ghostBall));
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
  problems.push(...kickZoneProblems(g));
  problems.push(...whyKickProblems(g));
}

function validatePosition(
  g: PositionGeometry,
  path: ComputedPath,
  beforeContact: Point[],
  problems: string[],
): void {
  const cut = path.cutAngleDeg ?? 0;
  if (!isOnTable(g.target)) problems.push(`target ${fmtP(g.target)} is off the table`);
  const zone = zoneProblem('target', g.target, g.finishZone, 'finishZone');
  if (zone) problems.push(zone);
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
  if (g.nextBall) {
    const before = firstApproach(beforeContact, g.nextBall, 2 * R);
    if (before)
      problems.push(
        `cue ball runs into the next ball at ${fmtP(g.nextBall)} before reaching the object ball: move it off the line`,
      );
  }
}

/**
 * The object ball's entry into the pocket's opening (table.ts pocketEntry): a corner's near jaw cleared by
 * a ball radius (within 25° of the pocket's axis; a ball frozen to the cushion it rolls along is fine), a
 * side pocket entered within SIDE_POCKET_MAX_OFF_AXIS_DEG of square for the speed.
 */
export function pocketOpeningProblems(ball: Point, pocket: PocketId, speed: number): string[] {
  const entry = pocketEntry(ball, pocket);
  if (pocket.endsWith('side')) {
    const limit = SIDE_POCKET_MAX_OFF_AXIS_DEG[Math.min(5, Math.max(1, Math.round(speed))) - 1] ?? 25;
    if (entry.offAxisDeg > limit + 1e-9) {
      return [
        `object ball ${fmtP(ball)} comes into the ${pocket} pocket ${fmt(entry.offAxisDeg)}° off square, more than the ${limit}° a side pocket takes at speed ${speed} (${SIDE_POCKET_MAX_OFF_AXIS_DEG.join('°, ')}° for speeds 1–5): it hits the near jaw at ${fmtP(entry.nearJaw)} and rattles out; move the object ball so it faces the pocket more squarely, or play softer`,
      ];
    }
    return [];
  }
  // A ball (nearly) frozen to the cushion of the near jaw rolls along it into the pocket.
  const rail = entry.nearJawRail;
  const alongRail = Math.abs((isLongRail(rail) ? ball.y : ball.x) - CUSHION_LINES[rail]) < 0.03;
  if (entry.clearance < R - 1e-9 && !alongRail) {
    return [
      `object ball ${fmtP(ball)} comes into the ${pocket} pocket ${fmt(entry.offAxisDeg)}° off the pocket's axis (a corner takes up to 25°): its line passes ${fmt(entry.clearance)} from the near jaw at ${fmtP(entry.nearJaw)} on the ${entry.nearJawRail} cushion, less than a ball radius (${fmt(R)}), so it clips the point and rattles; move the object ball so its line to the pocket is nearer the pocket's diagonal`,
    ];
  }
  return [];
}
