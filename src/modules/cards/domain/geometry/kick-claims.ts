/**
 * The kick claims a card makes, checked against the models: its zones, why a kick is needed, the kick
 * as the cue ball plays it, and what happens after contact (validateGeometry in validation.ts).
 */
import { BALL_RADIUS, type KickGeometry, type Point } from '../card.types.js';
import { closestApproach, rollFraction, speedOf, type Motion } from './ball-motion.js';
import { kickAftermath, kickReaches, kickStop, pathLength, type KickAftermath } from './kicks.js';
import type { ComputedPath } from './path.types.js';
import { OPEN_CUT_DEG, openSimplerRoutes } from './routes.js';
import { CUSHION_LINES, isLongRail, isOnTable, pocketMouthAt } from './table.js';
import { distance, dot, fmt, fmtP, len, pointAt, sub, unit } from './vectors.js';

import { zoneProblem } from './zones.js';
import {
  AIM_SHIFT_LIMIT,
  FINISH_DISTANCE_FRACTION,
  FINISH_TOLERANCE,
  POT_MISS_LIMIT,
} from './validation-limits.js';

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
export function playedKickProblems(g: KickGeometry, path: ComputedPath): string[] {
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
export function afterContactProblems(g: KickGeometry, path: ComputedPath): string[] {
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
