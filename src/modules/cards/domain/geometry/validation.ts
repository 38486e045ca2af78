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
  type ZoneName,
} from '../card.types.js';
import { closestApproach, rollFraction, speedOf, type Motion } from './ball-motion.js';
import { systemFrame, systemRangeProblems, type DiamondSystemSolution } from './diamond-system.js';
import { ghostBallFor, objectBallForGhost } from './ghost-ball.js';
import { kickAftermath, kickReaches, kickStop, pathLength, type KickAftermath } from './kicks.js';
import type { ComputedPath } from './path.types.js';
import { computePath } from './paths.js';
import { OPEN_CUT_DEG, openSimplerRoutes } from './routes.js';
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
import { ZONES, inZone, zonesOf } from './zones.js';
import {
  closestOnSegment,
  cross,
  deg,
  distance,
  dot,
  fmt,
  fmtP,
  len,
  pointAt,
  segments,
  sub,
  unit,
} from './vectors.js';

// Limits of a playable shot (the diagrams draw two of them: the miscue circle and the target zone).
export const TARGET_TOLERANCE = 0.35;
export const MAX_CUT_DEG = 80;
export const MISCUE_LIMIT = 0.7;
/** A modelled aim farther than this from the mirror point (diamonds, about a ball and a half) needs `correctedAim`. */
export const AIM_SHIFT_LIMIT = 0.25;
/** A kick pot whose modelled ball, aimed at the mirror point, misses the ghost ball by more than this needs `correctedAim`. */
export const POT_MISS_LIMIT = 0.05;
/** A drawn finish must lie within this of the ball's route after contact (diamonds). */
export const FINISH_TOLERANCE = 0.35;
/** …and about where the speed model stops the ball: within this fraction of the route, or FINISH_TOLERANCE + 0.15. */
export const FINISH_DISTANCE_FRACTION = 0.4;

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
  if (!sameRails && !(g.kind === 'kick' && g.method === 'diamond-system')) {
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
    problems.push(...pocketOpeningProblems(o, pocket, g.speed));
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
  problems.push(...playedKickProblems(g, path));
  problems.push(...afterContactProblems(g, path));
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
  const end = pointAt(path.cuePath, -1);
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

/** `label` at `p` must lie in `zone` (named by the card in `key`); a sentence when it does not. */
function zoneProblem(label: string, p: Point, zone: ZoneName | undefined, key: string): string | undefined {
  if (zone === undefined) {
    return `${key} is missing: name the zone ${label} ${fmtP(p)} lies in (${zonesOf(p)
      .map((z) => `'${z}'`)
      .join(', ')}) as the text says it`;
  }
  if (!(zone in ZONES))
    return `${key} '${String(zone)}' is not a zone: use one of ${Object.keys(ZONES).join(', ')}`;
  if (inZone(p, zone)) return undefined;
  const actual = zonesOf(p);
  return `${label} ${fmtP(p)} is not in the '${zone}' zone the card names in ${key} (${ZONES[zone].region}); it lies in ${actual.length > 0 ? actual.map((z) => `'${z}'`).join(', ') : 'no named zone'}: move it into the zone, or name the zone it is in and make the text say the same`;
}

function kickZoneProblems(g: KickGeometry): string[] {
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
function whyKickProblems(g: KickGeometry): string[] {
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

function rollWords(roll: number | undefined): string {
  if (roll === undefined) return '';
  if (Math.abs(roll) < 0.2) return `still sliding (roll ${fmt(roll)})`;
  if (roll < 0) return `with draw still on (roll ${fmt(roll)})`;
  if (roll > 1.05) return `with follow still on (roll ${fmt(roll)})`;
  return `rolling (roll ${fmt(roll)})`;
}

const shortOrLong = (d: number): string =>
  `${fmt(Math.abs(d))} diamond ${d < 0 ? 'short of' : 'past'} the mirror point`;

/** The kick as the cue ball plays it (ball-motion.ts): it reaches the ball; corrections the model needs are given. */
function playedKickProblems(g: KickGeometry, path: ComputedPath): string[] {
  const k = path.kick;
  if (!k || !Number.isFinite(speedOf(g.speed))) return [];
  const out: string[] = [];
  if (k.problem) out.push(`${k.problem}: move the balls, or change the speed or tip`);
  if (!k.problem && !kickReaches(g, path)) {
    const faster = [2, 3, 4, 5].find((s) => s > g.speed && kickReaches(g, path, s));
    const stop = k.kind === 'system' ? undefined : kickStop(g, path);
    out.push(
      `struck at speed ${g.speed} the cue ball stops ${stop ? `after ${fmt(stop.travelled)} diamonds, at ${fmtP(stop.at)}` : 'on the way'}, before it reaches the object ball (${fmt(pathLength(path.cuePath))} diamonds along the route): ${faster ? `play it at speed ${faster} or more` : 'shorten the route'} (speed and strength must agree within 1)`,
    );
  }
  const first = g.rails[0];
  const ca = g.correctedAim;
  let caOnLine = false;
  if (ca && first) {
    const line = CUSHION_LINES[first];
    const off = isLongRail(first) ? Math.abs(ca.y - line) : Math.abs(ca.x - line);
    const mouth = pocketMouthAt(first, ca);
    if (off > 0.01) {
      out.push(
        `correctedAim ${fmtP(ca)} is not on the ${first} rail's cushion line (${isLongRail(first) ? 'y' : 'x'} = ${fmt(line)}, a ball radius out from the nose; it is ${fmt(off)} off): put it on that line`,
      );
    } else if (mouth) {
      out.push(`correctedAim ${fmtP(ca)} is inside the ${mouth} pocket mouth: the cue ball would scratch`);
    } else caOnLine = true;
  }
  if (g.method === 'diamond-system') {
    const c1 = path.railContacts[0];
    if (ca && caOnLine && c1 && distance(ca, c1) > 1) {
      out.push(
        `correctedAim ${fmtP(ca)} is ${fmt(distance(ca, c1))} diamonds from the system's first-rail contact ${fmtP(c1)}: a correction of the system is at most a diamond`,
      );
    }
    return out;
  }
  const mirrorAim = k.mirrorAim;
  const modelAim = path.aimPoint;
  if (!mirrorAim || !modelAim || !first || k.problem) return out;
  const firstLeg = sub(mirrorAim, g.cueBall);
  const along = isLongRail(first)
    ? { x: Math.sign(firstLeg.x) || 1, y: 0 }
    : { x: 0, y: Math.sign(firstLeg.y) || 1 };
  const model = k.aimShift;
  const potMiss = g.pocket && k.kind === 'rolling' && (k.mirrorMiss ?? 0) > POT_MISS_LIMIT;
  if (!ca && (Math.abs(model) > AIM_SHIFT_LIMIT || potMiss)) {
    const why =
      Math.abs(model) > AIM_SHIFT_LIMIT
        ? `${shortOrLong(model)} (more than ${AIM_SHIFT_LIMIT})`
        : `${shortOrLong(model)}, and aimed at the mirror point it misses the ghost ball by ${fmt(k.mirrorMiss ?? 0)} (a pot allows ${POT_MISS_LIMIT})`;
    out.push(
      `struck at speed ${g.speed} with tip ${fmtP(g.tip)} the cue ball meets the ${first} rail ${rollWords(k.rollAtFirstRail)} and rebounds ${model < 0 ? 'wider' : 'narrower'} than the mirror angle: to reach the ${g.pocket ? 'ghost ball' : 'object ball'} it must meet the rail at ${fmtP(modelAim)}, ${why}: set correctedAim to ${fmtP(modelAim)} and say in the text to aim ${model < 0 ? 'short' : 'long'}, or make it arrive sliding (firmer, a touch below centre, a shorter kick) so the mirror point works`,
    );
  }
  if (ca && caOnLine) {
    const given = dot(sub(ca, mirrorAim), along);
    const limit = Math.max(0.1, 0.5 * Math.abs(model));
    if (Math.abs(model) >= 0.1 && Math.sign(given) !== Math.sign(model)) {
      out.push(
        `correctedAim ${fmtP(ca)} is ${shortOrLong(given)}, but at this speed and tip the cue ball must meet the rail ${shortOrLong(model)}, at ${fmtP(modelAim)}: correct to that side`,
      );
    } else if (Math.abs(model) >= 0.1 && Math.abs(given - model) > limit) {
      out.push(
        `correctedAim ${fmtP(ca)} (${shortOrLong(given)}) is ${fmt(Math.abs(given - model))} from where the cue ball must meet the rail, ${fmtP(modelAim)} (${shortOrLong(model)}; allowed ${fmt(limit)}): set it to about ${fmtP(modelAim)}`,
      );
    } else if (Math.abs(model) < 0.1 && Math.abs(given) > 0.5) {
      out.push(
        `correctedAim ${fmtP(ca)} is ${shortOrLong(given)}; the engine finds the mirror point right within ${fmt(Math.abs(model))} at this speed and tip, and a correction for what it does not model (cushion, cloth) is at most 0.5: bring it nearer ${fmtP(mirrorAim)}`,
      );
    }
  }
  return out;
}

/** Distance from `p` along `dir` to the first cushion line. */
function toCushion(p: Point, dir: Point): { distance: number; rail: string } {
  const d = unit(dir);
  const cands: { distance: number; rail: string }[] = [];
  if (d.x < -1e-12) cands.push({ distance: (CUSHION_LINES.left - p.x) / d.x, rail: 'left' });
  if (d.x > 1e-12) cands.push({ distance: (CUSHION_LINES.right - p.x) / d.x, rail: 'right' });
  if (d.y < -1e-12) cands.push({ distance: (CUSHION_LINES.bottom - p.y) / d.y, rail: 'bottom' });
  if (d.y > 1e-12) cands.push({ distance: (CUSHION_LINES.top - p.y) / d.y, rail: 'top' });
  return cands.reduce((a, b) => (b.distance < a.distance ? b : a), { distance: Infinity, rail: '' });
}

/** `claimed` must lie on the ball's run after contact, about where it stops. */
function finishProblem(
  label: string,
  who: string,
  claimed: Point,
  motion: Motion,
  speed: number,
): string | undefined {
  const stop = pointAt(motion.path, -1);
  const pass = closestApproach(motion, claimed);
  const off = pass ? pass.distance : distance(claimed, stop);
  if (off > FINISH_TOLERANCE) {
    return `${label} ${fmtP(claimed)} is ${fmt(off)} off the ${who}'s route after contact (limit ${FINISH_TOLERANCE}): at speed ${speed} the model sends it ${motion.length < 0.01 ? 'nowhere (it stops at contact)' : `${fmt(motion.length)} diamonds${pass ? ` through ${fmtP(pass.point)}` : ''}`} and stops it at ${fmtP(stop)}${motion.pocketed ? ` in the ${motion.pocketed} pocket` : ''}: move the finish onto the route, or change the hit or the speed`;
  }
  if (!pass) return undefined;
  const along =
    pathLength(motion.path.slice(0, pass.index + 1)) + distance(pointAt(motion.path, pass.index), pass.point);
  const allowed = Math.max(FINISH_TOLERANCE + 0.15, FINISH_DISTANCE_FRACTION * motion.length);
  if (Math.abs(along - motion.length) > allowed) {
    return `${label} ${fmtP(claimed)} is ${fmt(along)} diamonds along the ${who}'s route after contact, but at speed ${speed} the model stops it after ${fmt(motion.length)} (at ${fmtP(stop)}; allowed ±${fmt(allowed)}): move the finish there, or change the speed`;
  }
  return undefined;
}

/** After contact: no scratch on a pot, a rail on a safety, the drawn finish where the balls go. */
function afterContactProblems(g: KickGeometry, path: ComputedPath): string[] {
  const am: KickAftermath | undefined = kickAftermath(g, path);
  const arrival = path.kick?.arrival;
  if (!am || !arrival) return [];
  const out: string[] = [];
  const ms = fmt(am.contactSpeed * 0.3175);
  const how = am.arrivesSliding ? 'sliding' : rollWords(rollFraction(arrival));
  const lastContact = am.cue.contacts.at(-1)?.point;
  if (am.cue.pocketed) {
    out.push(
      g.pocket
        ? `after the pot the cue ball scratches: it meets the object ball ${how} at ${ms} m/s with a ${fmt(am.cutDeg)}° cut, runs on ${fmt(am.cue.length)} diamonds and falls in the ${am.cue.pocketed} pocket (its route meets the cushion at ${fmtP(lastContact ?? pointAt(am.cue.path, -1))}, in the pocket mouth): cut the ball more, or make the cue ball arrive sliding on a full hit so it stops (a shorter kick, firmer, a touch below centre), and say in the text how the scratch is avoided`
        : `after contact the cue ball scratches: it meets the object ball ${how} at ${ms} m/s (cut ${fmt(am.cutDeg)}°), runs on ${fmt(am.cue.length)} diamonds and falls in the ${am.cue.pocketed} pocket: change the hit (aimOffset) or the speed`,
    );
  }
  if (!g.pocket) {
    const obRail = am.object.contacts.length > 0;
    const cueRail = am.cue.contacts.length > 0;
    if (!obRail && !cueRail) {
      const obStop = pointAt(am.object.path, -1);
      const obDir = sub(pointAt(am.object.path, Math.min(1, am.object.path.length - 1)), g.objectBall);
      const gap = len(obDir) > 1e-9 ? toCushion(obStop, obDir) : undefined;
      out.push(
        `no ball reaches a cushion after contact, a foul under the rail-after-contact rule (WPA/BCA): the object ball rolls ${fmt(am.object.length)} diamonds and stops at ${fmtP(obStop)}${gap && Number.isFinite(gap.distance) ? `, ${fmt(gap.distance)} short of the ${gap.rail} cushion` : ''}, and the cue ball rolls ${fmt(am.cue.length)} (contact at ${ms} m/s, cut ${fmt(am.cutDeg)}°): hit it fuller or firmer, or send the object ball to a nearer rail`,
      );
    }
  }
  const f = g.finish;
  if (f) {
    const cue = finishProblem('finish.cueBall', 'cue ball', f.cueBall, am.cue, g.speed);
    if (cue) out.push(cue);
    if (f.objectBall && !g.pocket) {
      const ob = finishProblem('finish.objectBall', 'object ball', f.objectBall, am.object, g.speed);
      if (ob) out.push(ob);
    }
  }
  return out;
}
